import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_MESSAGES } from '@contract/messages';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet } from '@/platform/api-client';

export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiGet(publicEndpoints.testimonials(), {
    fallbackMessage: TESTIMONIAL_MESSAGES.loadFailed,
    signal,
  });
}
