import { z } from 'zod';
import { OptionalNameSchema } from './common.js';
import { TESTIMONIAL_MESSAGES as M } from './messages.js';

export const MAX_TESTIMONIALS_PER_USER = 2;

/** POST /testimonials. At most two per shopper. */
export const TestimonialInputSchema = z.object({
  message: z.string({ message: M.empty }).trim().min(1, M.empty).max(1000, M.tooLong),
  userName: OptionalNameSchema,
  stars: z.number({ message: M.noStars }).int(M.noStars).min(1, M.noStars).max(5, M.noStars),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
