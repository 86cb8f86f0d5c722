import { msg } from '../contract/api-message.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { productInLanguage, type Product, type Variant } from '../contract/products.js';
import { InvalidError } from '../lib/errors.js';

/** A product's packs as the cart, the quote and the order read them (products.service.ts reads the products). */

/** The pack of `unit`; none is refused, naming the product as the asking page does. */
export function findVariant(product: Product, unit: string, language: Language = DEFAULT_LANGUAGE): Variant {
  const variant = product.variants.find((v) => v.unit === unit);
  if (!variant) {
    const named = productInLanguage(product, language).name;
    throw new InvalidError(msg('catalogue.noSuchOption', { product: named, unit }));
  }
  return variant;
}

export function priceOf(variant: Variant): number {
  const price = variant.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
    throw new InvalidError(msg('cart.invalidPrice'));
  return price;
}

/** Numeric stock caps quantities; '-' or null means the farm does not track it (unlimited). */
export function stockLimit(variant: Variant): number {
  return typeof variant.stock === 'number' ? variant.stock : Number.POSITIVE_INFINITY;
}
