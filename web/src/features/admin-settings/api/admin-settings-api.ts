import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import type { SettingsStatus, ShopSettings } from '@contract/settings';
import { adminEndpoints } from '@contract/admin-endpoints';
import { apiExchange, apiGet } from '@/platform/api-client';

const M = BACK_OFFICE_MESSAGES.settings;

/** The settings as saved, and their version (the ETag a save names in If-Match). */
export interface VersionedSettings {
  settings: ShopSettings;
  version: string | null;
}

/** The shop's settings as the server applies them (`settings/shop`, or the defaults). */
export async function getShopSettings(signal?: AbortSignal): Promise<VersionedSettings> {
  const { data, version } = await apiExchange<ShopSettings>(adminEndpoints.settings().path, {
    fallbackMessage: M.loadFailed,
    signal,
    cache: 'no-store',
  });
  return { settings: data, version };
}

/**
 * The whole document at once, made to `version` (the one the form was filled from): a 412 means
 * another screen saved first. Answers what was stored (trimmed, PIN codes without repeats).
 */
export async function saveShopSettings(
  settings: ShopSettings,
  version: string | null,
): Promise<VersionedSettings> {
  const { data, version: saved } = await apiExchange<ShopSettings>('/admin/settings', {
    method: 'PUT',
    body: settings,
    headers: version ? { 'If-Match': version } : {},
    fallbackMessage: M.saveFailed,
  });
  return { settings: data, version: saved };
}

/** Whether shoppers can pay by UPI now, and which stored settings could not be read. */
export function getSettingsStatus(signal?: AbortSignal): Promise<SettingsStatus> {
  return apiGet(adminEndpoints.settingsStatus(), {
    fallbackMessage: M.loadFailed,
    signal,
    cache: 'no-store',
  });
}
