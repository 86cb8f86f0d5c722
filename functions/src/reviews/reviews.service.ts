import type { z } from 'zod';
import { REVIEW_MESSAGES } from '../contract/messages.js';
import type { Review, ReviewInputSchema } from '../contract/reviews.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError } from '../lib/errors.js';
import { requireCatalogueProduct } from '../products/products.service.js';
import {
  createReviewInTransaction,
  findReviewsOfProduct,
  hasReviewedInTransaction,
} from './reviews.repository.js';

export function listReviews(productId: number): Promise<Review[]> {
  return findReviewsOfProduct(db(), productId);
}

/** One review per shopper per product, decided in the same transaction that writes it. */
export async function addReview(uid: string, input: z.output<typeof ReviewInputSchema>): Promise<Review> {
  await requireCatalogueProduct(input.productId);
  const firestore = db();
  try {
    return await runTransaction(async (tx) => {
      if (await hasReviewedInTransaction(firestore, tx, uid, input.productId))
        throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
      return createReviewInTransaction(firestore, tx, uid, input);
    });
  } catch (error) {
    // Two submissions at once: the loser's commit finds the authorship record already there.
    if ((error as { code?: unknown }).code === 6 /* ALREADY_EXISTS */)
      throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}
