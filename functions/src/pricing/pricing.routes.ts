import { Router } from 'express';
import { sendPublic } from '../lib/http.js';
import { checkDelivery } from './pricing.service.js';

/**
 * GET /delivery/{pincode}: public. The answer changes only when the owner edits the settings, so
 * it is cached like the catalogue; a malformed PIN code is an error, and errors are never cached.
 */
export const deliveryRouter = Router();

deliveryRouter.get('/:pincode', async (req, res) => {
  sendPublic(res, await checkDelivery(req.params.pincode));
});
