/**
 * The shop's public addresses, shared by the storefront's canonical links and the API's
 * /sitemap.xml so both always name a page the same way (a search engine treats
 * `/shop?category=Ghee` and `/shop?category=ghee` as two pages). Imports nothing.
 */

/** Pages with no data behind them, in the order the sitemap lists them. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/shop',
  '/blog',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/shipping',
] as const;

/** Pages for one shopper or the owner: kept out of search (robots.txt, and `noindex` on the page). */
export const PRIVATE_PATH_PREFIXES = [
  '/cart',
  '/checkout',
  '/checkout-now',
  '/orders',
  '/auth',
  '/admin',
] as const;

export const productPath = (id: number) => `/product/${id}`;

/** A category as the catalogue spells it (trimmed); the shop matches it in any case. */
export const shopCategoryPath = (category: string) => `/shop?category=${encodeURIComponent(category.trim())}`;

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/**
 * The catalogue's categories, once each (compared without case), in the spelling of the first
 * product that names them.
 */
export function distinctCategories(products: readonly { category: string }[]): string[] {
  const byKey = new Map<string, string>();
  for (const { category } of products) {
    const key = category.trim().toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, category.trim());
  }
  return [...byKey.values()];
}
