import { z } from 'zod';
import { ADDRESS_MESSAGES, API_MESSAGES, CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from './messages.js';
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
    .refine(isWellFormedText, API_MESSAGES.textNotReadable)
    .refine((text) => !CONTROL.test(text), API_MESSAGES.textHasControlCharacters);

/**
 * Firestore document ids the API hands out: auto ids, or the fixed ids of seeded content. Firestore
 * reserves ids of the form __…__ (and '.', '..', '/'), so they are refused here, before any read.
 */
export const DocIdSchema = z
  .string({ message: API_MESSAGES.idInvalid })
  .trim()
  .min(1, API_MESSAGES.idRequired)
  .max(128, API_MESSAGES.idTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, API_MESSAGES.idInvalid)
  .refine((id) => !/^__.*__$/.test(id), API_MESSAGES.idInvalid);

/** Numbers, or digits in a string (path parameters and forms send text); nothing else. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;

/** A product named in a body: a positive whole number (its document id is that number). */
export const ProductRefSchema = z.preprocess(
  digitsToNumber,
  z
    .number({ message: CATALOGUE_MESSAGES.chooseProduct })
    .int(CATALOGUE_MESSAGES.chooseProduct)
    .positive(CATALOGUE_MESSAGES.chooseProduct)
    .max(MAX_PRODUCT_ID, CATALOGUE_MESSAGES.chooseProduct),
);

/** A PIN code written as people write it ("411 001"), the one way India Post prints it. */
export const normalisePincode = (text: string) => text.replace(/\s/g, '');

/** An Indian PIN code: 6 digits, the first 1–9 (India Post), spaces dropped. */
export const PincodeSchema = z
  .string({ message: ADDRESS_MESSAGES.postalCodeInvalid })
  .transform(normalisePincode)
  .pipe(z.string().regex(/^[1-9]\d{5}$/, ADDRESS_MESSAGES.postalCodeInvalid));

/** Optional display names: trimmed, empty means "show as Anonymous". */
export const OptionalNameSchema = z.string().trim().max(60, API_MESSAGES.nameTooLong).optional().default('');

/** `Idempotency-Key` header of order requests: one per checkout attempt, chosen by the browser. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, API_MESSAGES.idempotencyKeyInvalid)
  .max(128, API_MESSAGES.idempotencyKeyInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, API_MESSAGES.idempotencyKeyInvalid);

/** A body's reference to a variant, in every shape the spec's screens send one (§7). */
export interface VariantChoice {
  selectedVariant?: { unit: string } | undefined;
  variantDetails?: { unit: string } | undefined;
  variant?: { unit: string } | undefined;
  unit?: string | undefined;
}

/**
 * The variant (its unit) a cart write, cart removal or direct order names. One precedence for all
 * three: the variant object the screen sent (selectedVariant, then variantDetails, then variant)
 * before the flat `unit`, and a blank one counts as not sent. The spec's screens send either one
 * shape or several that agree, so the order only settles bodies that contradict themselves.
 */
export function chosenUnit(body: VariantChoice | undefined): string | undefined {
  return body?.selectedVariant?.unit || body?.variantDetails?.unit || body?.variant?.unit || body?.unit;
}

/** For a transform whose body names no variant: the spec's "select an option" on `selectedVariant`. */
export function missingVariant(ctx: z.core.$RefinementCtx): never {
  ctx.addIssue({ code: 'custom', message: PURCHASE_MESSAGES.noVariant, path: ['selectedVariant'] });
  return z.NEVER;
}
