import { useEffect, useState } from 'react';
import { DELIVERY_AREA_MESSAGES as M, SITE_MESSAGES } from '@contract/messages';
import type { ShopPolicy } from '@contract/settings';
import { publicEndpoints } from '@contract/endpoints';
import { apiGet, useLayoutAnswer } from '@/platform/api-client';
import { formatInr } from './format';

/** What the server applies to delivery, the first-order offer and cancelling (GET /shop/policy). */
export function getShopPolicy(signal?: AbortSignal): Promise<ShopPolicy> {
  return apiGet(publicEndpoints.shopPolicy(), { fallbackMessage: SITE_MESSAGES.policyFailed, signal });
}

let shared: Promise<ShopPolicy> | undefined;

/** One read a page load for every part that states a policy (trust strip, About, footer). */
function sharedPolicy(): Promise<ShopPolicy> {
  shared ??= getShopPolicy().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/**
 * The shop's policy once it has arrived, else null: a part that states where the farm delivers
 * says nothing it cannot back until then (and keeps saying nothing if the read fails).
 */
export function useShopPolicy(): ShopPolicy | null {
  // A server-rendered page carries the policy (the layout asks for it: the footer states it).
  const rendered = useLayoutAnswer(publicEndpoints.shopPolicy());
  const [policy, setPolicy] = useState<ShopPolicy | null>(rendered?.ok ? rendered.data : null);
  const known = policy !== null;
  useEffect(() => {
    if (known) return;
    let live = true;
    sharedPolicy().then(
      (loaded) => live && setPolicy(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [known]);
  return policy;
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
