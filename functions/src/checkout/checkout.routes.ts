import { Router } from 'express';
import { QuoteRequestSchema } from '../contract/pricing.js';
import { currentUser } from '../lib/auth.js';
import { firstOrderOffer, quote } from './checkout.service.js';

/**
 * POST /checkout/quote and GET /checkout/offer, mounted behind requireUser: the caller's own cart,
 * addresses and orders.
 */
export const checkoutRouter = Router();

checkoutRouter.get('/offer', async (req, res) => {
  res.json(await firstOrderOffer(currentUser(req).uid));
});

checkoutRouter.post('/quote', async (req, res) => {
  const body = QuoteRequestSchema.parse(req.body ?? {});
  res.json(await quote(currentUser(req).uid, body));
});
