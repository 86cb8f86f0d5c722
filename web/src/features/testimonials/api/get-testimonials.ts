import type { Testimonial } from '@contract/content';
import { apiRequest } from '../../../lib/api-client';

export const TESTIMONIALS_LOAD_ERROR = 'Could not load testimonials. Please try again later.';

export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiRequest<Testimonial[]>('/testimonials', { fallbackMessage: TESTIMONIALS_LOAD_ERROR, signal });
}
