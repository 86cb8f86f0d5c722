import { PRICING_MESSAGES } from '@contract/messages';
import type { DeliveryCheck } from '@contract/pricing';
import { formatInr } from './format';

/**
 * The words and memory of the pincode check (product page and cart); its call is
 * delivery-api.ts. The server answers from the shop's settings; the browser never works out a fee.
 */

/** The sentence the check shows: "Delivers to 415110, Karad: free over ₹999.00" and its siblings. */
export function deliverySentence(check: DeliveryCheck): string {
  if (!check.deliverable || check.fee === null) return PRICING_MESSAGES.notDeliverable(check.pincode);
  if (check.area === 'karad' && check.freeOver !== null)
    return PRICING_MESSAGES.deliversToKarad(check.pincode, formatInr(check.freeOver));
  return PRICING_MESSAGES.deliversToIndia(check.pincode, formatInr(check.fee));
}

/** The same shape as the server's check (contract/common PincodeSchema), for the form only. */
export const isPincode = (text: string) => /^[1-9]\d{5}$/.test(text);

const KEY = 'karad-organic:pincode';

/** The last pincode checked, for this tab only (sessionStorage): product page and cart share it. */
export function rememberedPincode(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPincode(pincode: string): void {
  try {
    sessionStorage.setItem(KEY, pincode);
  } catch {
    // Private modes may refuse storage: the check still works, it is just not remembered.
  }
}
