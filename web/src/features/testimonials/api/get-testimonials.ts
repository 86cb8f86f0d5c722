import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

export const TESTIMONIALS_PATH = '/testimonials';

export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiRequest<Testimonial[]>(TESTIMONIALS_PATH, {
    fallbackMessage: TESTIMONIAL_MESSAGES.loadFailed,
    signal,
  });
}
