import type { Testimonial } from '@contract/content';
import type { TestimonialInput } from '@contract/testimonials';
import { apiRequest } from '../../../lib/api-client';

export const TESTIMONIAL_SUBMIT_FALLBACK = 'Failed to submit testimonial. Please try again.';

export function getMyTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiRequest<Testimonial[]>('/testimonials/my-testimonials', {
    fallbackMessage: 'Could not load your testimonials.',
    signal,
  });
}

export function createTestimonial(input: TestimonialInput): Promise<Testimonial> {
  return apiRequest<Testimonial>('/testimonials', {
    method: 'POST',
    body: input,
    fallbackMessage: TESTIMONIAL_SUBMIT_FALLBACK,
  });
}
