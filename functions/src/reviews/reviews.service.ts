import type { z } from 'zod';
import { REVIEW_MESSAGES } from '../contract/messages.js';
import type { Review, ReviewInputSchema } from '../contract/reviews.js';
import { db } from '../lib/firestore.js';
import { ConflictError } from '../lib/errors.js';
import { requireCatalogueProduct } from '../products/products.service.js';
import { createReview, findReviewsOfProduct } from './reviews.repository.js';

export function listReviews(productId: number): Promise<Review[]> {
  return findReviewsOfProduct(db(), productId);
}

export async function addReview(uid: string, input: z.output<typeof ReviewInputSchema>): Promise<Review> {
  await requireCatalogueProduct(input.productId);
  const review = await createReview(db(), { ...input, userId: uid });
  if (!review) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
  return review;
}
