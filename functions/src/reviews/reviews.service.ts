import type { z } from 'zod';
import { msg } from '../contract/api-message.js';
import type { FeedbackMoment } from '../contract/review-moderation.js';
import type { RatingSummaries, RatingSummary, Review, ReviewInputSchema } from '../contract/reviews.js';
import { config } from '../lib/config.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError } from '../lib/errors.js';
import {
  listFeedbackForOwner,
  setFeedbackHidden,
  type OwnerFeedback,
} from '../moderation/moderation.service.js';
import { listOrders } from '../orders/shopper-orders.service.js';
import { requireCatalogueProduct } from '../products/products.service.js';
import {
  createReviewInTransaction,
  findAllRatings,
  findReviewsOfProduct,
  hasReviewedInTransaction,
  toReview,
} from './reviews.repository.js';

/** A review as the owner sees it, hidden or not. */
export type OwnerReview = OwnerFeedback<Review>;

export function listReviews(productId: number): Promise<Review[]> {
  return findReviewsOfProduct(db(), productId);
}

/** The figures of each product's ratings; ratings outside 1–5 (never written by the API) are skipped. */
export function summarise(ratings: { productId: number; rating: number }[]): RatingSummaries {
  const byProduct = new Map<number, RatingSummary['stars']>();
  for (const { productId, rating } of ratings) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5 || !Number.isInteger(productId)) continue;
    const stars = byProduct.get(productId) ?? [0, 0, 0, 0, 0];
    stars[rating - 1]! += 1;
    byProduct.set(productId, stars);
  }
  const summaries: RatingSummaries = {};
  for (const [productId, stars] of byProduct) {
    const count = stars.reduce((sum, n) => sum + n, 0);
    const total = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
    summaries[String(productId)] = { average: Math.round((total / count) * 10) / 10, count, stars };
  }
  return summaries;
}

/**
 * Read from every review's product and rating (a projection, a few bytes each), kept by each
 * instance as long as it keeps the catalogue. A farm shop's hundreds of reviews are one small
 * read a minute; at tens of thousands, counters kept in the review transaction would be the step.
 */
let ratingsCache: { summaries: RatingSummaries; loadedAt: number } | undefined;

export async function ratingSummaries(): Promise<RatingSummaries> {
  if (ratingsCache && Date.now() - ratingsCache.loadedAt < config().catalogueCacheTtlMs)
    return ratingsCache.summaries;
  const summaries = summarise(await findAllRatings(db()));
  ratingsCache = { summaries, loadedAt: Date.now() };
  return summaries;
}

/** A verified buyer: one of the shopper's orders with this product has been shipped or delivered. */
async function hasReceived(uid: string, productId: number): Promise<boolean> {
  const orders = await listOrders(uid);
  return orders.some(
    (order) =>
      (order.status === 'Shipped' || order.status === 'Delivered') &&
      order.items.some((item) => item.productId === productId),
  );
}

/** One review per shopper per product, decided in the same transaction that writes it. */
export async function addReview(uid: string, input: z.output<typeof ReviewInputSchema>): Promise<Review> {
  const [, verified] = await Promise.all([
    requireCatalogueProduct(input.productId),
    hasReceived(uid, input.productId),
  ]);
  const firestore = db();
  try {
    const review = await runTransaction(async (tx) => {
      if (await hasReviewedInTransaction(firestore, tx, uid, input.productId))
        throw new ConflictError(msg('review.alreadyReviewed'));
      return createReviewInTransaction(firestore, tx, uid, { ...input, verified });
    });
    ratingsCache = undefined;
    return review;
  } catch (error) {
    // Two submissions at once: the loser's commit finds the authorship record already there.
    if ((error as { code?: unknown }).code === 6 /* ALREADY_EXISTS */)
      throw new ConflictError(msg('review.alreadyReviewed'));
    throw error;
  }
}

// ---- the owner's moderation (moderation/'s, for both kinds; a review brings its fields) --------

/** Every review, hidden ones too, newest first, after `after` (the back office). */
export function listReviewsForOwner(
  after: FeedbackMoment | undefined,
  limit: number,
): Promise<OwnerReview[]> {
  return listFeedbackForOwner('review', toReview, after, limit);
}

/**
 * Hides a review from every public read (its product's list and the rating figures), or shows it
 * again (audited by moderation/). The figures are read afresh after it, changed or not.
 */
export async function setReviewHidden(uid: string, id: string, hidden: boolean): Promise<OwnerReview> {
  const review = await setFeedbackHidden('review', toReview, uid, id, hidden);
  ratingsCache = undefined;
  return review;
}
