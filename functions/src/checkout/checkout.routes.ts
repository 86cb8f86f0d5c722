import { Router } from 'express';
import { QuoteRequestSchema } from '../contract/pricing.js';
import { currentUser } from '../lib/auth.js';
import { requestLanguage } from '../lib/language.js';
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
  // The breakdown's notes and why a way to pay is closed, by code, worded in the page's language.
  res.json(await quote(currentUser(req).uid, body, requestLanguage(req)));
});
