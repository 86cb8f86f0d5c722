import { z } from 'zod';
import { ID_NOT_VALID, TEXT_HAS_CONTROL_CHARACTERS, TEXT_NOT_READABLE } from './messages.js';
import { MAX_PRODUCT_ID } from './limits.js';

/** A lone UTF-16 surrogate: JSON can carry one, UTF-8 (and so Firestore) cannot store it. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Control characters, including line breaks: never part of an id, a slug or an option. */
const CONTROL = /\p{Cc}/u;

/** True when the text is well-formed UTF-16, i.e. it can be stored as UTF-8. */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/** Text that becomes part of a key or a document path: well-formed and without control characters. */
export const asKeyText = (schema: z.ZodString) =>
  schema
    .refine(isWellFormedText, TEXT_NOT_READABLE)
    .refine((text) => !CONTROL.test(text), TEXT_HAS_CONTROL_CHARACTERS);

/**
 * Firestore document ids the API hands out: auto ids, or the fixed ids of seeded content. Firestore
 * reserves ids of the form __…__ (and '.', '..', '/'), so they are refused here, before any read.
 */
export const DocIdSchema = z
  .string({ message: ID_NOT_VALID })
  .trim()
  .min(1, 'An id is required.')
  .max(128, 'That id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, ID_NOT_VALID)
  .refine((id) => !/^__.*__$/.test(id), ID_NOT_VALID);

/** Numbers, or digits in a string (path parameters and forms send text); nothing else. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;

/** A product named in a body: a positive whole number (its document id is that number). */
export const ProductRefSchema = z.preprocess(
  digitsToNumber,
  z
    .number({ message: 'Please choose a product.' })
    .int('Please choose a product.')
    .positive('Please choose a product.')
    .max(MAX_PRODUCT_ID, 'Please choose a product.'),
);

/** Optional display names: trimmed, empty means "show as Anonymous". */
export const OptionalNameSchema = z
  .string()
  .trim()
  .max(60, 'Please keep your name under 60 characters.')
  .optional()
  .default('');

/** `Idempotency-Key` header of order requests: one per checkout attempt, chosen by the browser. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.')
  .max(128, 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.');
