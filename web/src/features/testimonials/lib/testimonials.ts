import type { Testimonial } from '@contract/content';
import { TESTIMONIAL_MESSAGES } from '@/words/messages';
import { TESTIMONIAL_SECTION_MESSAGES } from '@/words/site-messages';

export const NAME_FALLBACK = TESTIMONIAL_SECTION_MESSAGES.anonymous;

/** product.md §8: shown, with the load-failure message, when the testimonials cannot be loaded. */
export const FALLBACK_TESTIMONIALS: Testimonial[] = [
  {
    _id: 'fallback-1',
    message:
      'The jaggery tastes just like the gul my grandmother bought in Karad market. You can tell nothing has been added to it.',
    userName: 'Anjali Kulkarni',
    stars: 5,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    _id: 'fallback-2',
    message:
      'Thick, fragrant ghee and honey that is honestly raw. Our whole family has switched to the farm.',
    userName: 'Rahul Patil',
    stars: 5,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    _id: 'fallback-3',
    message:
      'Gulkand with real rose petals and careful packing. It is lovely to support the women who make it.',
    userName: 'Sneha Deshpande',
    stars: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

/** The words and name to show, with the stand-ins of product.md §2 for a blank message and 'Anonymous'. */
export function displayTestimonial(testimonial: Pick<Testimonial, 'message' | 'userName' | 'stars'>) {
  return {
    message: testimonial.message?.trim() || TESTIMONIAL_MESSAGES.noMessage,
    name: testimonial.userName?.trim() || NAME_FALLBACK,
    stars: Math.max(0, Math.min(5, Math.round(Number(testimonial.stars) || 0))),
  };
}
