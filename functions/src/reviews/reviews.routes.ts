import { Router } from 'express';
import { ProductIdSchema } from '../contract/products.js';
import { ReviewInputSchema } from '../contract/reviews.js';
import { currentUser, requireUser } from '../lib/auth.js';
import { sendPublic } from '../lib/http.js';
import { writeLimiter } from '../lib/rate-limit.js';
import { addReview, listReviews, ratingSummaries } from './reviews.service.js';

/** Reading reviews is public; writing one needs a signed-in shopper. */
export const reviewsRouter = Router();

reviewsRouter.get('/summary', async (_req, res) => {
  sendPublic(res, await ratingSummaries(), 30, 60);
});

/**
 * GET /reviews/product/{productId} as an answer: what this router sends, and what a
 * server-rendered page shows (site/public-reads.ts).
 */
export function readProductReviews(productId: string) {
  return listReviews(ProductIdSchema.parse(productId));
}

reviewsRouter.get('/product/:productId', async (req, res) => {
  sendPublic(res, await readProductReviews(req.params.productId), 30, 60);
});

reviewsRouter.post('/', requireUser, writeLimiter, async (req, res) => {
  const input = ReviewInputSchema.parse(req.body);
  res.status(201).json(await addReview(currentUser(req).uid, input));
});
