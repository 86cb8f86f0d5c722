import type { DeliveryCheck } from '../contract/pricing.js';
import { PincodeSchema } from '../contract/common.js';
import { getShopSettings } from '../settings/settings.service.js';
import { deliveryFor } from './pricing.js';

/** GET /delivery/{pincode}: a malformed PIN code is the caller's mistake (400). */
export async function checkDelivery(raw: string): Promise<DeliveryCheck> {
  const pincode = PincodeSchema.parse(raw);
  return deliveryFor(pincode, await getShopSettings());
}
