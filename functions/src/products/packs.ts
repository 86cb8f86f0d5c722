import { CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from '../contract/messages.js';
import type { Product, Variant } from '../contract/products.js';
import { InvalidError } from '../lib/errors.js';

/** A product's packs as the cart, the quote and the order read them (products.service.ts reads the products). */

/** The variant a shopper picked, by its unit; the catalogue's price is the only price there is. */
export function findVariant(product: Product, unit: string): Variant {
  const variant = product.variants.find((v) => v.unit === unit);
  if (!variant) throw new InvalidError(CATALOGUE_MESSAGES.noSuchOption(product.name, unit));
  return variant;
}

export function priceOf(variant: Variant): number {
  const price = variant.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
    throw new InvalidError(PURCHASE_MESSAGES.invalidPrice);
  return price;
}

/** Numeric stock caps quantities; '-' or null means the farm does not track it (unlimited). */
export function stockLimit(variant: Variant): number {
  return typeof variant.stock === 'number' ? variant.stock : Number.POSITIVE_INFINITY;
}
