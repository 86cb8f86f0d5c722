import type { Variant } from '@contract/products';
import { MAX_LINE_QUANTITY } from '@contract/limits';

/**
 * How many of one product and pack a shopper may choose (product.md §5 Quantity input): the product
 * page's stepper and the cart's both follow it, and the API enforces the same limit.
 */

/** Stock the shop counts: a number. '-' or null means it is not tracked (no cap). */
export function numericStock(stock: Variant['stock'] | undefined): number | null {
  return typeof stock === 'number' && Number.isFinite(stock) ? stock : null;
}

/**
 * The quantity stepper's rule (product.md §5): at least 1, at most the stock when the stock is a
 * number (and at most MAX_LINE_QUANTITY, the API's limit); anything that is not a number resets to 1.
 */
export function clampQuantity(input: unknown, stock: Variant['stock'] | undefined): number {
  const value =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input)
        : NaN;
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), quantityCap(stock));
}

/** The most one line may hold: the numeric stock, and never more than the API accepts. */
export function quantityCap(stock: Variant['stock'] | undefined): number {
  const cap = numericStock(stock);
  return Math.max(1, Math.min(cap ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
}
