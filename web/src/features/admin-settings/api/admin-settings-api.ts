import { BACK_OFFICE_MESSAGES } from '@contract/messages';
import type { SettingsStatus, ShopSettings } from '@contract/settings';
import { adminEndpoints } from '@contract/admin-endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

const M = BACK_OFFICE_MESSAGES.settings;

/** The shop's settings as the server applies them (`settings/shop`, or the defaults). */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiGet(adminEndpoints.settings(), {
    fallbackMessage: M.loadFailed,
    signal,
    cache: 'no-store',
  });
}

/** The whole document at once; answers what was stored (trimmed, PIN codes without repeats). */
export function saveShopSettings(settings: ShopSettings): Promise<ShopSettings> {
  return apiRequest<ShopSettings>('/admin/settings', {
    method: 'PUT',
    body: settings,
    fallbackMessage: M.saveFailed,
  });
}

/** Whether shoppers can pay by UPI now, and which stored settings could not be read. */
export function getSettingsStatus(signal?: AbortSignal): Promise<SettingsStatus> {
  return apiGet(adminEndpoints.settingsStatus(), {
    fallbackMessage: M.loadFailed,
    signal,
    cache: 'no-store',
  });
}
