import type { Product } from '@contract/products';
import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  filterProducts,
  sortProducts,
} from '@/features/products/lib/catalogue';
import type { Pending } from '@/platform/route-data';

/**
 * The picture that will be a screen's largest element, warmed while the screen's code downloads
 * (the route loaders call these in the browser): on a slow phone connection it then travels in
 * parallel with the screen's chunk instead of after it. The server's page preloads its own.
 */

/** Warms the browser's image cache (the <img> that shows it later finds it there). */
function preloadImage(src: string | undefined): void {
  if (!src) return;
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
}

export function preloadHome(): void {
  if (!import.meta.env.SSR) preloadImage('/images/site/hero.svg');
}

/** The first two cards of the shop as it will first show (default sort, filters from the URL). */
export function preloadShop(products: Pending<Product[]>, url: string): void {
  if (import.meta.env.SSR) return;
  const params = new URL(url).searchParams;
  void Promise.resolve(products).then((answer) => {
    if (!answer.ok) return;
    const search = params.get('search') ?? '';
    const shown = sortProducts(
      filterProducts(answer.data, { category: params.get('category')?.trim() || ALL_CATEGORIES, search }),
      DEFAULT_SORT,
      search,
    );
    shown.slice(0, 2).forEach((product) => preloadImage(product.image));
  });
}

export function preloadProduct(product: Pending<Product>): void {
  if (import.meta.env.SSR) return;
  void Promise.resolve(product).then((answer) => {
    if (answer.ok) preloadImage(answer.data.images[0] ?? answer.data.image);
  });
}
