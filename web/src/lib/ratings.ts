import { REVIEW_MESSAGES } from '@contract/messages';
import type { RatingSummaries } from '@contract/reviews';
import { apiRequest } from './api-client';

/**
 * Every reviewed product's rating figures (GET /reviews/summary), for shop cards, the product page
 * and its reviews. Ratings decorate a page: when they cannot load, the page shows none rather
 * than an error.
 */
export const RATINGS_PATH = '/reviews/summary';

export function getRatingSummaries(signal?: AbortSignal): Promise<RatingSummaries> {
  return apiRequest<RatingSummaries>(RATINGS_PATH, {
    fallbackMessage: REVIEW_MESSAGES.loadFailed,
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return {};
  });
}
