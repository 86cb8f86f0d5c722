import type { Product, Variant } from '@contract/products';
import { CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from '@contract/messages';
import { PRODUCT_PAGE_MESSAGES, PRODUCT_TABS_MESSAGES, SHOP_MESSAGES } from '@contract/shop-messages';
import { categoryName } from '@/shop/categories';
import { numericStock } from '@/shop/quantity';
import { matchesSearch, searchRelevance } from './search';

/**
 * The shop's rules for listing, finding and pricing products (product.md §2 Shop, §5, §9), as pure
 * functions so they are tested without a browser.
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

/** Why a pack cannot be bought, in the shopper's words; null when it can. */
export function packUnavailableReason(variant: Pick<Variant, 'price' | 'stock'> | undefined): string | null {
  if (!variant) return null;
  const state = packState(variant);
  if (state === 'out-of-stock') return CATALOGUE_MESSAGES.packOutOfStock;
  if (state === 'unpriced') return CATALOGUE_MESSAGES.packUnpriced;
  return null;
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

/** The first two benefits, and how many more there are (shown as '+N'). */
export function benefitPreview(benefits: readonly string[], shown = 2): { shown: string[]; more: number } {
  return { shown: benefits.slice(0, shown), more: Math.max(0, benefits.length - shown) };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface CategoryOption {
  value: string;
  label: string;
}

/** All Categories, Seasonal Specials, then each distinct category by the shop's name for it (A–Z). */
export function categoryOptions(products: readonly Pick<Product, 'category'>[]): CategoryOption[] {
  const byKey = new Map<string, CategoryOption>();
  for (const { category } of products) {
    const key = category.trim().toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, { value: category.trim(), label: categoryName(category) });
  }
  // The shop's names, A–Z by their lower case: localeCompare would build an ICU collator
  // on every comparison, a long moment on a slow phone while the shop page starts.
  const distinct = [...byKey.values()].sort((a, b) => compareLowerCase(a.label, b.label));
  return [
    { value: ALL_CATEGORIES, label: SHOP_MESSAGES.allCategories },
    { value: SEASONAL, label: SHOP_MESSAGES.seasonalSpecials },
    ...distinct,
  ];
}

function compareLowerCase(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
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

/**
 * '{stock} {unit} available' for stock of 1 or more, 'Out of stock' at 0, or null when stock is
 * '-' or missing (the label is hidden).
 */
export function stockLabel(variant: Pick<Variant, 'stock' | 'unit'> | undefined): string | null {
  if (!variant) return null;
  const stock = numericStock(variant.stock);
  if (stock === null) return null;
  return stock <= 0 ? CATALOGUE_MESSAGES.outOfStock : CATALOGUE_MESSAGES.stockAvailable(stock, variant.unit);
}

/** Add to Cart / Order Now checks (product.md §5), in the spec's order. null means it may go ahead. */
export function validatePurchase({
  price,
  quantity,
  variantCount,
  variant,
}: {
  price: unknown;
  quantity: number;
  variantCount: number;
  variant: Variant | undefined;
}): string | null {
  if (validPrice(price) === null) return PURCHASE_MESSAGES.invalidPrice;
  if (!(quantity > 0)) return PURCHASE_MESSAGES.invalidQuantity;
  if (variantCount > 0 && !variant) return PURCHASE_MESSAGES.noVariant;
  return null;
}

export const DEFAULT_SHORT_DESCRIPTION = PRODUCT_PAGE_MESSAGES.defaultShortDescription;

/** Farm information counts only when it says something: '-' and blanks do not. */
export function hasFarmInfo(farmInfo: string | undefined): boolean {
  const text = farmInfo?.trim() ?? '';
  return text !== '' && text !== '-';
}

export type ProductTab = 'details' | 'benefits' | 'nutrition' | 'farm';

/** The detail tabs a product has (product.md §2): Details always, the others only with content. */
export function productTabs(
  product: Pick<Product, 'benefits' | 'uses' | 'nutrition' | 'farmInfo' | 'origin' | 'methods'>,
): ProductTab[] {
  const tabs: ProductTab[] = ['details'];
  if (product.benefits.length > 0 || (product.uses?.length ?? 0) > 0) tabs.push('benefits');
  if (product.nutrition) tabs.push('nutrition');
  if (hasFarmInfo(product.farmInfo) || product.origin?.trim() || (product.methods?.length ?? 0) > 0)
    tabs.push('farm');
  return tabs;
}

const NAMES = PRODUCT_TABS_MESSAGES.nutrients;
const NUTRIENTS = [
  { key: 'calories', label: NAMES.calories, unit: 'kcal' },
  { key: 'protein', label: NAMES.protein, unit: 'g' },
  { key: 'carbs', label: NAMES.carbs, unit: 'g' },
  { key: 'sugar', label: NAMES.sugar, unit: 'g' },
  { key: 'fat', label: NAMES.fat, unit: 'g' },
  { key: 'fiber', label: NAMES.fiber, unit: 'g' },
] as const;

/**
 * The nutrition table per 100 g. Values come as numbers, text such as '10 gm', null or empty
 * (product.md §3): numbers get their unit, text is shown as written, missing values show '—'.
 */
export function nutritionRows(nutrition: Product['nutrition']): { label: string; value: string }[] {
  if (!nutrition) return [];
  return NUTRIENTS.map(({ key, label, unit }) => {
    const raw = nutrition[key];
    let value = '—';
    if (typeof raw === 'number' && Number.isFinite(raw)) value = `${raw} ${unit}`;
    else if (typeof raw === 'string' && raw.trim()) value = raw.trim();
    return { label, value };
  });
}
