import { z } from 'zod';
import { OptionalNameSchema, ProductRefSchema } from './common.js';
import { says } from './api-message.js';

/** POST /reviews. One review per shopper per product; the server sets the date. */
export const ReviewInputSchema = z.object({
  productId: ProductRefSchema,
  rating: z
    .number(says('review.incomplete'))
    .int(says('review.ratingOutOfRange'))
    .min(1, says('review.incomplete'))
    .max(5, says('review.ratingOutOfRange')),
  comment: z
    .string(says('review.incomplete'))
    .trim()
    .min(1, says('review.incomplete'))
    .max(2000, says('review.commentTooLong')),
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
  /** The reviewer had a Shipped or Delivered order with this product when writing it (the server decides). */
  verified: boolean;
}

/** A product's reviews in figures: the average to one decimal, how many, and how many of each star. */
export interface RatingSummary {
  average: number;
  count: number;
  /** stars[0] is how many 1-star reviews, … stars[4] the 5-star ones. */
  stars: [number, number, number, number, number];
}

/** GET /reviews/summary: every reviewed product's figures, by product id. */
export type RatingSummaries = Record<string, RatingSummary>;
