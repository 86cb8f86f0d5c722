import { Router } from 'express';
import { QuoteRequestSchema } from '../contract/pricing.js';
import { currentUser } from '../lib/auth.js';
import { sendPublic } from '../lib/http.js';
import { checkDelivery, quote } from './pricing.service.js';

/** POST /checkout/quote, mounted behind requireUser: the caller's own cart and addresses. */
export const checkoutRouter = Router();

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
