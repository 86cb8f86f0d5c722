import { PRICING_MESSAGES } from '@/words/messages';
import { publicEndpoints } from '@contract/endpoints';
import type { DeliveryCheck } from '@contract/pricing';
import { apiGet } from '@/platform/api-client';

/** GET /delivery/{pincode}: the pincode check of the product page and the cart. */
export function checkDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  return apiGet(publicEndpoints.delivery(pincode), {
    fallbackMessage: PRICING_MESSAGES.checkFailed,
    signal,
  });
}
