import type { ShopPolicy } from '@contract/settings';
import { SITE_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** What the server applies to delivery, the first-order offer and cancelling (GET /shop/policy). */
export const SHOP_POLICY_PATH = '/shop/policy';

export function getShopPolicy(signal?: AbortSignal): Promise<ShopPolicy> {
  return apiRequest<ShopPolicy>(SHOP_POLICY_PATH, { fallbackMessage: SITE_MESSAGES.policyFailed, signal });
}
