import { DEFAULT_SHOP_SETTINGS, ShopSettingsSchema, type ShopSettings } from '../contract/settings.js';
import { SETTINGS_MESSAGES } from '../contract/messages.js';
import { config } from '../lib/config.js';
import { db, runTransaction } from '../lib/firestore.js';
import { findStoredSettings, writeSettingsInTransaction } from './settings.repository.js';

/**
 * The shop's settings, validated. A missing document means the defaults; a document that fails the
 * schema (hand-edited in the console, say) also means the defaults, logged loudly, so a typo can
 * never stop checkout. Each instance keeps them as long as it keeps the catalogue.
 */
let cache: { settings: ShopSettings; loadedAt: number } | undefined;

export function parseStoredSettings(stored: unknown): ShopSettings {
  if (stored === undefined) return DEFAULT_SHOP_SETTINGS;
  const parsed = ShopSettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(
    SETTINGS_MESSAGES.storedInvalid,
    parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  );
  return DEFAULT_SHOP_SETTINGS;
}

export async function getShopSettings(): Promise<ShopSettings> {
  if (cache && Date.now() - cache.loadedAt < config().catalogueCacheTtlMs) return cache.settings;
  const settings = parseStoredSettings(await findStoredSettings(db()));
  cache = { settings, loadedAt: Date.now() };
  return settings;
}

/** After the owner saves the settings, this instance reads them again. */
export function invalidateShopSettings(): void {
  cache = undefined;
}

/**
 * The owner's edit: the whole document, already checked by the schema. This instance reads it
 * again at once; others within their cache time (the catalogue's).
 */
export async function saveShopSettings(settings: ShopSettings): Promise<ShopSettings> {
  await runTransaction(async (tx) => {
    writeSettingsInTransaction(db(), tx, settings);
  });
  invalidateShopSettings();
  return getShopSettings();
}
