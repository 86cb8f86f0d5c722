import { Router } from 'express';
import { publicPolicy, ShopSettingsSchema } from '../contract/settings.js';
import { currentUser } from '../lib/auth.js';
import { sendPublic } from '../lib/http.js';
import { getSettingsStatus, getShopSettings, saveShopSettings } from './settings.service.js';

/** GET and PUT /admin/settings, mounted behind requireAdmin: the whole document at once. */
export const settingsRouter = Router();

settingsRouter.get('/', async (_req, res) => {
  res.json(await getShopSettings());
});

settingsRouter.put('/', async (req, res) => {
  const settings = ShopSettingsSchema.parse(req.body ?? {});
  res.json(await saveShopSettings(currentUser(req).uid, settings));
});

/** GET /admin/settings/status: what the back office's banner says (can shoppers pay by UPI?). */
settingsRouter.get('/status', async (_req, res) => {
  res.json(await getSettingsStatus());
});

/** GET /shop/policy: public, cached like the catalogue (the owner's edits show within minutes). */
export const policyRouter = Router();

policyRouter.get('/policy', async (_req, res) => {
  sendPublic(res, publicPolicy(await getShopSettings()));
});
