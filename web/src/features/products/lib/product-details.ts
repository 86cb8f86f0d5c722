import type { Product, Variant } from '@contract/products';
import { CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from '@/words/messages';
import { PRODUCT_PAGE_MESSAGES, PRODUCT_TABS_MESSAGES, SHOP_MESSAGES } from '@/words/shop-messages';
import { categoryName } from '@/shop/categories';
import { numericStock } from '@/shop/quantity';
import { ALL_CATEGORIES, packState, SEASONAL, validPrice } from './catalogue';

/**
 * What the shop's screens say about a product and its packs (product.md §2, §3, §5): why a pack
 * cannot be bought, its stock, the purchase checks, the detail tabs and nutrition table, a card's
 * benefits and the shop's category filter. Pure functions, loaded with the screens (catalogue.ts
 * holds what every page needs).
 */

/** Why a pack cannot be bought, in the shopper's words; null when it can. */
export function packUnavailableReason(variant: Pick<Variant, 'price' | 'stock'> | undefined): string | null {
  if (!variant) return null;
  const state = packState(variant);
  if (state === 'out-of-stock') return CATALOGUE_MESSAGES.packOutOfStock;
  if (state === 'unpriced') return CATALOGUE_MESSAGES.packUnpriced;
  return null;
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
