import { z } from 'zod';
import { API_MESSAGES, CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from './messages.js';

/** Firestore document ids the API hands out: auto ids, or the fixed ids of seeded content. */
export const DocIdSchema = z
  .string()
  .trim()
  .min(1, API_MESSAGES.idRequired)
  .max(128, API_MESSAGES.idTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, API_MESSAGES.idInvalid);

export const ProductRefSchema = z.coerce
  .number({ message: CATALOGUE_MESSAGES.chooseProduct })
  .int(CATALOGUE_MESSAGES.chooseProduct)
  .positive(CATALOGUE_MESSAGES.chooseProduct);

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
