import { REVIEW_MESSAGES } from '@contract/messages';
import type { RatingSummaries } from '@contract/reviews';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';

/**
 * Every reviewed product's rating figures (GET /reviews/summary), for shop cards, the product page
 * and its reviews. Ratings decorate a page: when they cannot load, the page shows none rather
 * than an error.
 */
export function getRatingSummaries(signal?: AbortSignal): Promise<RatingSummaries> {
  return apiGet(publicEndpoints.ratings(), {
    fallbackMessage: REVIEW_MESSAGES.loadFailed,
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return {};
  });
}
