import type { Product, Variant } from '@contract/products';
import { SHOP_MESSAGES } from '@/words/shop-messages';
import { numericStock } from '@/shop/quantity';
import { matchesSearch, searchRelevance } from './search';

/**
 * The shop's rules for listing, finding and pricing products (product.md §2 Shop, §5, §9), as pure
 * functions so they are tested without a browser. What the product and shop screens say about a
 * product is in product-details.ts: this module starts with every page (the navbar's search, the
 * shop's picture preload), those load with their screens.
 */

export const ALL_CATEGORIES = 'all';
export const SEASONAL = 'seasonal';

export const SORTS = [
  { value: 'popularity', label: SHOP_MESSAGES.sortPopularity },
  { value: 'price-asc', label: SHOP_MESSAGES.sortPriceAsc },
  { value: 'price-desc', label: SHOP_MESSAGES.sortPriceDesc },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'popularity';

export function isSortKey(value: unknown): value is SortKey {
  return SORTS.some((sort) => sort.value === value);
}

/** A price the shop can charge: a positive, finite number. Anything else is "no valid price". */
export function validPrice(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The first variant's price (the product-level price mirrors it), or null. */
export function listPrice(product: Pick<Product, 'price' | 'variants'>): number | null {
  const first = product.variants[0];
  return first ? validPrice(first.price) : validPrice(product.price);
}

/**
 * Whether a pack can be bought: priced, and in stock where stock is counted ('-' or null is not
 * counted: the farm always has some).
 */
export type PackState = 'buyable' | 'out-of-stock' | 'unpriced';
export function packState(variant: Pick<Variant, 'price' | 'stock'>): PackState {
  if (validPrice(variant.price) === null) return 'unpriced';
  const stock = numericStock(variant.stock);
  return stock !== null && stock <= 0 ? 'out-of-stock' : 'buyable';
}

/** A product with at least one pack a shopper can buy; the others show "Sold out". */
export function isBuyable(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some((variant) => packState(variant) === 'buyable');
}

export type PriceDisplay =
  { kind: 'from'; amount: number } | { kind: 'single'; amount: number } | { kind: 'view' };

/**
 * What a product card shows as its price: 'From' the first variant's price when there are
 * several variants, the price when there is one, and 'View' when there is no valid price.
 */
export function priceDisplay(product: Pick<Product, 'price' | 'variants'>): PriceDisplay {
  const amount = listPrice(product);
  if (amount === null) return { kind: 'view' };
  return product.variants.length > 1 ? { kind: 'from', amount } : { kind: 'single', amount };
}

export function matchesCategory(
  product: Pick<Product, 'category' | 'isSeasonal'>,
  category: string,
): boolean {
  const wanted = category.trim().toLowerCase();
  if (!wanted || wanted === ALL_CATEGORIES) return true;
  if (wanted === SEASONAL) return product.isSeasonal;
  return product.category.trim().toLowerCase() === wanted;
}

export function filterProducts<
  P extends Pick<Product, 'category' | 'isSeasonal' | 'name' | 'description' | 'origin'>,
>(products: readonly P[], { category, search }: { category: string; search: string }): P[] {
  return products.filter((p) => matchesCategory(p, category) && matchesSearch(p, search));
}

/**
 * Popularity (default): popular first, then organicRating descending; with a search, the closest
 * answers first (search.ts), popularity among equals. Price sorts use the list price, search or
 * not (the shopper asked for that order); products without a valid price go last either way. Ties
 * keep the catalogue order.
 */
export function sortProducts<
  P extends Pick<
    Product,
    'isPopular' | 'organicRating' | 'price' | 'variants' | 'name' | 'description' | 'category'
  >,
>(products: readonly P[], sort: SortKey, search = ''): P[] {
  const copy = [...products];
  // Whatever the order, what can be bought comes before what is sold out.
  const soldOutLast = (a: P, b: P) => Number(isBuyable(b)) - Number(isBuyable(a));
  if (sort === 'popularity') {
    const relevance = new Map(copy.map((p) => [p, search.trim() ? searchRelevance(p, search, 'shop') : 0]));
    return copy.sort(
      (a, b) =>
        soldOutLast(a, b) ||
        relevance.get(b)! - relevance.get(a)! ||
        Number(b.isPopular) - Number(a.isPopular) ||
        (b.organicRating ?? 0) - (a.organicRating ?? 0),
    );
  }
  const direction = sort === 'price-asc' ? 1 : -1;
  return copy.sort((a, b) => {
    const soldOut = soldOutLast(a, b);
    if (soldOut) return soldOut;
    const pa = listPrice(a);
    const pb = listPrice(b);
    if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0);
    return (pa - pb) * direction;
  });
}
