import type { Review } from '@contract/reviews';
import { apiRequest } from '../../../lib/api-client';

/** Spec §8: the reviews list shows this one message whatever went wrong. */
export const REVIEWS_LOAD_ERROR = 'Could not load reviews. Please try again later.';

export function getProductReviews(productId: number | string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>(`/reviews/product/${encodeURIComponent(String(productId))}`, {
    fallbackMessage: REVIEWS_LOAD_ERROR,
    signal,
    // A shopper who just reviewed must see it after a reload: the POST went to another URL, so
    // the browser's cached list would not know. Revalidating costs a 304 thanks to the ETag.
    cache: 'no-cache',
  });
}
