import type { Review } from '@contract/reviews';
import { REVIEW_MESSAGES } from '@contract/messages';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';

export function getProductReviews(productId: number | string, signal?: AbortSignal): Promise<Review[]> {
  return apiGet(publicEndpoints.productReviews(productId), {
    fallbackMessage: REVIEW_MESSAGES.loadFailed,
    signal,
    // A shopper who just reviewed must see it after a reload: the POST went to another URL, so
    // the browser's cached list would not know. Revalidating costs a 304 thanks to the ETag.
    cache: 'no-cache',
  });
}
