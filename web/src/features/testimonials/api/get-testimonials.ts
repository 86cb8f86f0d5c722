import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiRequest<Testimonial[]>('/testimonials', {
    fallbackMessage: TESTIMONIAL_MESSAGES.loadFailed,
    signal,
  });
}
