/**
 * What the shop calls each catalogue category, in one place: the home page's tiles, the shop's
 * category filter and the product page's breadcrumb all say the same (issue 14). The catalogue's
 * own values ('sweetener', 'Natural Rose Petal Jam') stay the filter's value and the URL's.
 * A category not named here shows as it is, capitalised (product.md §2 Shop).
 */
const NAMES: Readonly<Record<string, string>> = {
  'natural rose petal jam': 'Gulkand',
  'organic grains': 'Seeds & Grains',
  sweetener: 'Jaggery & Honey',
  powder: 'Powders',
};

export function categoryName(category: string): string {
  const trimmed = category.trim();
  const named = NAMES[trimmed.toLowerCase()];
  if (named) return named;
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
