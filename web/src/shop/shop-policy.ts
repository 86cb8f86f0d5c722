import { useRouteLoaderData } from 'react-router-dom';
import { DELIVERY_AREA_MESSAGES as M } from '@/words/messages';
import type { ShopPolicy } from '@contract/settings';
import type { Answer } from '@/platform/route-data';
import { formatInr } from './format';

/** The layout route's id: its data (the shop's policy) frames every page (app/route-tree.tsx). */
export const LAYOUT_ROUTE_ID = 'layout';

/** What the layout's loader reads for every page: the shop's policy (GET /shop/policy). */
export interface LayoutData {
  policy: Answer<ShopPolicy>;
}

/**
 * The shop's policy (what the server applies to delivery, the first-order offer and cancelling),
 * else null: a part that states where the farm delivers says nothing it cannot back when it could
 * not be read. The layout's loader reads it for every page, server-rendered pages carrying it.
 */
export function useShopPolicy(): ShopPolicy | null {
  const policy = useShopPolicyAnswer();
  return policy.ok ? policy.data : null;
}

/** The policy as the layout read it, or why it could not (the Shipping page says so). */
export function useShopPolicyAnswer(): Answer<ShopPolicy> {
  return useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID)?.policy ?? { ok: false, status: 0, message: '' };
}

/** Where the farm delivers, in one sentence, from the settings (or a neutral pointer before them). */
export function deliveryAreaText(policy: ShopPolicy | null): string {
  if (!policy) return M.unknown;
  return policy.delivery.shipsOutsideKarad ? M.karadAndIndia : M.karadOnly;
}

/**
 * The free-delivery promise, from the settings: "Free delivery in Karad over ₹999.00", or without
 * a threshold when Karad delivery is free whatever the total; null before the settings arrive.
 */
export function freeDeliveryText(policy: ShopPolicy | null): string | null {
  if (!policy) return null;
  const { freeShippingOver, karadFee } = policy.delivery;
  return freeShippingOver <= 0 || karadFee <= 0
    ? M.freeInKaradShort
    : M.freeInKarad(formatInr(freeShippingOver));
}
