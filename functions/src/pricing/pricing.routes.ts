import { Router } from 'express';
import { QuoteRequestSchema } from '../contract/pricing.js';
import { currentUser } from '../lib/auth.js';
import { sendPublic } from '../lib/http.js';
import { checkDelivery, firstOrderOffer, quote } from './pricing.service.js';

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

/**
 * GET /delivery/{pincode}: public. The answer changes only when the owner edits the settings, so
 * it is cached like the catalogue; a malformed PIN code is an error, and errors are never cached.
 */
export const deliveryRouter = Router();

deliveryRouter.get('/:pincode', async (req, res) => {
  sendPublic(res, await checkDelivery(req.params.pincode));
});
