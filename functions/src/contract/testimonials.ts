import { z } from 'zod';
import { OptionalNameSchema } from './common.js';
import { says } from './api-message.js';

export const MAX_TESTIMONIALS_PER_USER = 2;

/** POST /testimonials. At most two per shopper. */
export const TestimonialInputSchema = z.object({
  message: z
    .string(says('testimonial.empty'))
    .trim()
    .min(1, says('testimonial.empty'))
    .max(1000, says('testimonial.tooLong')),
  userName: OptionalNameSchema,
  stars: z
    .number(says('testimonial.noStars'))
    .int(says('testimonial.noStars'))
    .min(1, says('testimonial.noStars'))
    .max(5, says('testimonial.noStars')),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
