import type { Review, ReviewInput } from '@contract/reviews';
import { apiRequest } from '../../../lib/api-client';

export const REVIEW_SUBMIT_FALLBACK = 'Failed to submit review. Please try again.';

export function createReview(input: ReviewInput): Promise<Review> {
  return apiRequest<Review>('/reviews', {
    method: 'POST',
    body: input,
    fallbackMessage: REVIEW_SUBMIT_FALLBACK,
  });
}
