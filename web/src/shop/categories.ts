import { CATEGORY_MESSAGES } from '@/words/shop-messages';

/**
 * What the shop calls each catalogue category, in one place: the home page's tiles, the shop's
 * category filter and the product page's breadcrumb all say the same (issue 14), in the page's
 * language (the names are in shop-messages). The catalogue's own values ('sweetener', 'Natural
 * Rose Petal Jam') stay the filter's value and the URL's. A category not named there shows as it
 * is, capitalised (product.md §2 Shop).
 */
const NAMES: Readonly<Record<string, string>> = CATEGORY_MESSAGES.names;

export function categoryName(category: string): string {
  const trimmed = category.trim();
  const key = trimmed.toLowerCase();
  const named = Object.hasOwn(NAMES, key) ? NAMES[key] : undefined;
  if (named) return named;
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
