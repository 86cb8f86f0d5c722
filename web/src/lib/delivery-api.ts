import { PRICING_MESSAGES } from '@contract/messages';
import type { DeliveryCheck } from '@contract/pricing';
import { apiRequest } from './api-client';

/** GET /delivery/{pincode}: the pincode check of the product page and the cart. */
export function checkDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  return apiRequest<DeliveryCheck>(`/delivery/${encodeURIComponent(pincode)}`, {
    fallbackMessage: PRICING_MESSAGES.checkFailed,
    signal,
  });
}
