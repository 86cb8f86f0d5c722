import { Router } from 'express';
import { ProductIdSchema } from '../contract/products.js';
import { ReviewInputSchema } from '../contract/reviews.js';
import { currentUser, requireUser } from '../lib/auth.js';
import { publicCache } from '../lib/http.js';
import { writeLimiter } from '../lib/rate-limit.js';
import { addReview, listReviews } from './reviews.service.js';

/** Reading reviews is public; writing one needs a signed-in shopper. */
export const reviewsRouter = Router();

reviewsRouter.get('/product/:productId', async (req, res) => {
  const productId = ProductIdSchema.parse(req.params.productId);
  publicCache(res, 30, 60);
  res.json(await listReviews(productId));
});

reviewsRouter.post('/', requireUser, writeLimiter, async (req, res) => {
  const input = ReviewInputSchema.parse(req.body);
  res.status(201).json(await addReview(currentUser(req).uid, input));
});
