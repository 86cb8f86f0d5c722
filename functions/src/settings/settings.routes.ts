import { Router } from 'express';
import { ShopSettingsSchema } from '../contract/settings.js';
import { getShopSettings, saveShopSettings } from './settings.service.js';

/** GET and PUT /admin/settings, mounted behind requireAdmin: the whole document at once. */
export const settingsRouter = Router();

settingsRouter.get('/', async (_req, res) => {
  res.json(await getShopSettings());
});

settingsRouter.put('/', async (req, res) => {
  const settings = ShopSettingsSchema.parse(req.body ?? {});
  res.json(await saveShopSettings(settings));
});
