import type { Testimonial } from '@contract/content';
import type { TestimonialInput } from '@contract/testimonials';
import { TESTIMONIAL_MESSAGES } from '@/words/messages';
import { shopperEndpoints } from '@contract/endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

export function getMyTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiGet(shopperEndpoints.myTestimonials(), {
    fallbackMessage: TESTIMONIAL_MESSAGES.loadMineFailed,
    signal,
  });
}

export function createTestimonial(input: TestimonialInput): Promise<Testimonial> {
  return apiRequest<Testimonial>('/testimonials', {
    method: 'POST',
    body: input,
    fallbackMessage: TESTIMONIAL_MESSAGES.submitFailed,
  });
}
