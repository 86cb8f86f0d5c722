import { Router } from 'express';
import { QuoteRequestSchema } from '../contract/pricing.js';
import { currentUser } from '../lib/auth.js';
import { inLanguage, requestLanguage } from '../lib/language.js';
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
  const answer = await quote(currentUser(req).uid, body);
  // The breakdown's notes and why a way to pay is closed, in the page's language.
  const language = requestLanguage(req);
  const note = (text: string | null) => text && inLanguage(text, language);
  res.json({
    ...answer,
    notes: answer.notes.map((text) => inLanguage(text, language)),
    codNote: note(answer.codNote),
    upiNote: note(answer.upiNote),
  });
});
