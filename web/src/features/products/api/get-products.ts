import type { Product } from '@contract/products';
import { CATALOGUE_MESSAGES } from '@contract/messages';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiGet(publicEndpoints.products(), { fallbackMessage: CATALOGUE_MESSAGES.listFailed, signal });
}

let cached: Promise<Product[]> | undefined;

/**
 * The catalogue, fetched once per visit and shared by the shop and the navbar suggestions.
 * A failed fetch is forgotten so the next call (e.g. Try Again) asks again; `fresh` forces it.
 */
export function getProductsCached({ fresh = false }: { fresh?: boolean } = {}): Promise<Product[]> {
  if (!cached || fresh) {
    const request = getProducts();
    cached = request;
    request.catch(() => {
      if (cached === request) cached = undefined;
    });
  }
  return cached;
}
