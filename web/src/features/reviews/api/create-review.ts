import type { Review, ReviewInput } from '@contract/reviews';
import { REVIEW_MESSAGES } from '@/words/messages';
import { apiRequest } from '@/platform/api-client';

export function createReview(input: ReviewInput): Promise<Review> {
  return apiRequest<Review>('/reviews', {
    method: 'POST',
    body: input,
    fallbackMessage: REVIEW_MESSAGES.submitFailed,
  });
}
