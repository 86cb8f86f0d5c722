import { Router } from 'express';
import { publicPolicy, ShopSettingsSchema } from '../contract/settings.js';
import { currentUser } from '../lib/auth.js';
import { sendPublic } from '../lib/http.js';
import {
  getSettingsStatus,
  getShopSettings,
  getShopSettingsVersioned,
  saveShopSettings,
} from './settings.service.js';

/**
 * GET and PUT /admin/settings, mounted behind requireAdmin: the whole document at once, with its
 * version as the ETag. A PUT sends the ETag it was filled from in If-Match (412 when another save
 * came first, 428 without one).
 */
export const settingsRouter = Router();

settingsRouter.get('/', async (_req, res) => {
  const { settings, version } = await getShopSettingsVersioned();
  res.set('ETag', version).json(settings);
});

settingsRouter.put('/', async (req, res) => {
  const settings = ShopSettingsSchema.parse(req.body ?? {});
  const saved = await saveShopSettings(currentUser(req).uid, settings, req.get('If-Match'));
  res.set('ETag', saved.version).json(saved.settings);
});

/** GET /admin/settings/status: what the back office's banner says (can shoppers pay by UPI?). */
settingsRouter.get('/status', async (_req, res) => {
  res.json(await getSettingsStatus());
});

/** GET /shop/policy: public, cached like the catalogue (the owner's edits show within minutes). */
export const policyRouter = Router();

/** The policy as an answer: what this router sends, and what every server-rendered page shows. */
export async function readShopPolicy() {
  return publicPolicy(await getShopSettings());
}

policyRouter.get('/policy', async (_req, res) => {
  sendPublic(res, await readShopPolicy());
});
