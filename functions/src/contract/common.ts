import { z } from 'zod';
import { says } from './api-message.js';
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
    .refine(isWellFormedText, says('api.textNotReadable'))
    .refine((text) => !CONTROL.test(text), says('api.textHasControlCharacters'));

/**
 * Firestore document ids the API hands out: auto ids, or the fixed ids of seeded content. Firestore
 * reserves ids of the form __…__ (and '.', '..', '/'), so they are refused here, before any read.
 */
export const DocIdSchema = z
  .string(says('api.idInvalid'))
  .trim()
  .min(1, says('api.idRequired'))
  .max(128, says('api.idTooLong'))
  .regex(/^[A-Za-z0-9_-]+$/, says('api.idInvalid'))
  .refine((id) => !/^__.*__$/.test(id), says('api.idInvalid'));

/** Numbers, or digits in a string (path parameters and forms send text); nothing else. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;

/** A product named in a body: a positive whole number (its document id is that number). */
export const ProductRefSchema = z.preprocess(
  digitsToNumber,
  z
    .number(says('catalogue.chooseProduct'))
    .int(says('catalogue.chooseProduct'))
    .positive(says('catalogue.chooseProduct'))
    .max(MAX_PRODUCT_ID, says('catalogue.chooseProduct')),
);

/** A PIN code written as people write it ("411 001"), the one way India Post prints it. */
export const normalisePincode = (text: string) => text.replace(/\s/g, '');

/** An Indian PIN code: 6 digits, the first 1–9 (India Post), spaces dropped. */
export const PincodeSchema = z
  .string(says('address.pincodeInvalid'))
  .transform(normalisePincode)
  .pipe(z.string().regex(/^[1-9]\d{5}$/, says('address.pincodeInvalid')));

/** Optional display names: trimmed, empty means "show as Anonymous". */
export const OptionalNameSchema = z.string().trim().max(60, says('api.nameTooLong')).optional().default('');

/** `Idempotency-Key` header of order requests: one per checkout attempt, chosen by the browser. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, says('api.idempotencyKeyInvalid'))
  .max(128, says('api.idempotencyKeyInvalid'))
  .regex(/^[A-Za-z0-9_-]+$/, says('api.idempotencyKeyInvalid'));

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
  ctx.addIssue({ code: 'custom', message: says('cart.noVariant'), path: ['selectedVariant'] });
  return z.NEVER;
}
