import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchProduct } from '@/features/products/api/get-product';
import { getProductsCached } from '@/features/products/api/get-products';
import {
  ALL_CATEGORIES,
  DEFAULT_SORT,
  filterProducts,
  sortProducts,
} from '@/features/products/lib/catalogue';

/**
 * What the browser's route loaders start while a screen's code is still downloading: its API call,
 * and the picture that will be its largest element. On a slow phone connection these then travel
 * in parallel with the screen's chunk instead of after it. The screens read the answers themselves
 * and keep their own loading and error states, so nothing here returns. The server never calls
 * these: the page's HTML already carries its data and preloads its pictures (entry-server.tsx).
 */

/** Warms the browser's image cache (the <img> that shows it later finds it there). */
function preloadImage(src: string | undefined): void {
  if (!src) return;
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
}

export function preloadHome(): void {
  preloadImage('/images/site/hero.svg');
}

export function prefetchShop({ request }: LoaderFunctionArgs): void {
  const params = new URL(request.url).searchParams;
  getProductsCached().then(
    (products) => {
      // The first two cards of the list as it will first show (default sort, filters from the URL).
      const search = params.get('search') ?? '';
      const shown = sortProducts(
        filterProducts(products, {
          category: params.get('category')?.trim() || ALL_CATEGORIES,
          search,
        }),
        DEFAULT_SORT,
        search,
      );
      shown.slice(0, 2).forEach((product) => preloadImage(product.image));
    },
    () => undefined,
  );
}

export function prefetchProductPage({ params }: LoaderFunctionArgs): void {
  const id = params['id'];
  if (id)
    prefetchProduct(id).then(
      (product) => preloadImage(product.images[0] ?? product.image),
      () => undefined,
    );
}
