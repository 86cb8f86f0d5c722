import { z } from 'zod';
import { OptionalNameSchema } from './common.js';

export const MAX_TESTIMONIALS_PER_USER = 2;
export const TESTIMONIAL_EMPTY = 'Testimonial message cannot be empty.';
export const TESTIMONIAL_NO_STARS = 'Please select a star rating.';

/** POST /testimonials. At most two per shopper. */
export const TestimonialInputSchema = z.object({
  message: z
    .string({ message: TESTIMONIAL_EMPTY })
    .trim()
    .min(1, TESTIMONIAL_EMPTY)
    .max(1000, 'Please keep your testimonial under 1000 characters.'),
  userName: OptionalNameSchema,
  stars: z
    .number({ message: TESTIMONIAL_NO_STARS })
    .int(TESTIMONIAL_NO_STARS)
    .min(1, TESTIMONIAL_NO_STARS)
    .max(5, TESTIMONIAL_NO_STARS),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
