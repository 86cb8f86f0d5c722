import { CATALOGUE_MESSAGES } from '@contract/messages';
import { publicEndpoints } from '@contract/endpoints';
import type { Product } from '@contract/products';
import { apiGet } from '@/platform/api-client';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiGet(publicEndpoints.product(id), {
    fallbackMessage: CATALOGUE_MESSAGES.productFailed,
    signal,
  });
}

/** A prefetched answer is used only by the screen it was started for, i.e. within seconds. */
const PREFETCH_MAX_AGE_MS = 15_000;
const prefetched = new Map<string, { request: Promise<Product>; at: number }>();

/**
 * Starts loading a product while its screen's code is still downloading (the router calls this),
 * so the two travel in parallel on a slow phone connection.
 */
export function prefetchProduct(id: string): Promise<Product> {
  const early = prefetched.get(id);
  if (early && Date.now() - early.at < PREFETCH_MAX_AGE_MS) return early.request;
  const request = getProduct(id);
  request.catch(() => undefined);
  prefetched.set(id, { request, at: Date.now() });
  return request;
}

/** The prefetched answer for this id if there is one (used once), else a fresh request. */
export function loadProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const early = prefetched.get(id);
  prefetched.delete(id);
  if (early && Date.now() - early.at < PREFETCH_MAX_AGE_MS) return early.request;
  return getProduct(id, signal);
}
