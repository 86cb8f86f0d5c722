import type { Testimonial } from '@contract/content';

/**
 * SEAM (sign-in issue): the submit-testimonial form of spec §2 Home / §4 / §5.
 * Show its toggle only to a signed-in shopper with fewer than 2 testimonials (GET
 * /testimonials/my-testimonials), validate with TestimonialInputSchema (@contract/testimonials),
 * POST /testimonials, then call `onSubmitted` so the carousel shows the new one first.
 * Renders nothing until then.
 */
export function TestimonialFormSlot(_props: {
  testimonials: readonly Testimonial[];
  onSubmitted: (testimonial: Testimonial) => void;
}) {
  return null;
}
