import { z } from 'zod';
import { OptionalNameSchema, ProductRefSchema } from './common.js';

export const REVIEW_INCOMPLETE = 'Please provide both a rating and a comment.';

/** POST /reviews. One review per shopper per product; the server sets the date. */
export const ReviewInputSchema = z.object({
  productId: ProductRefSchema,
  rating: z
    .number({ message: REVIEW_INCOMPLETE })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, REVIEW_INCOMPLETE)
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  comment: z
    .string({ message: REVIEW_INCOMPLETE })
    .trim()
    .min(1, REVIEW_INCOMPLETE)
    .max(2000, 'Please keep your review under 2000 characters.'),
  userName: OptionalNameSchema,
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export interface Review {
  _id: string;
  productId: number;
  rating: number;
  comment: string;
  userName: string;
  reviewDate: string;
}
