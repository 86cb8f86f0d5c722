import { z } from 'zod';

/** Firestore document ids the API hands out: auto ids, or the fixed ids of seeded content. */
export const DocIdSchema = z
  .string()
  .trim()
  .min(1, 'An id is required.')
  .max(128, 'That id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'That id is not valid.');

export const ProductRefSchema = z.coerce
  .number({ message: 'Please choose a product.' })
  .int('Please choose a product.')
  .positive('Please choose a product.');

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
