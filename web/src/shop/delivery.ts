import { ORDER_MESSAGES, PRICING_MESSAGES } from '@/words/messages';
import type { DeliveryCheck } from '@contract/pricing';
import type { EtaDays } from '@contract/settings';
import { formatDate, formatInr } from './format';

/**
 * The words and memory of the pincode check (product page and cart); its call is
 * delivery-api.ts. The server answers from the shop's settings; the browser never works out a fee.
 */

/**
 * The sentence the check shows: "Delivers to 415110, Karad: free over ₹999.00" and its siblings.
 * `where` is the PIN code as the sentence names it ("411001 (Pune City, Maharashtra)" when the
 * directory knows the place); Karad's sentence names its town already.
 */
export function deliverySentence(check: DeliveryCheck, where = check.pincode): string {
  if (!check.deliverable || check.fee === null) return PRICING_MESSAGES.notDeliverable(where);
  if (check.area === 'karad' && check.freeOver !== null)
    return PRICING_MESSAGES.deliversToKarad(check.pincode, formatInr(check.freeOver));
  return PRICING_MESSAGES.deliversToIndia(where, formatInr(check.fee));
}

/** When an order placed now arrives ("Arrives 1–2 days after you order."); null: it cannot go there. */
export function arrivalSentence(etaDays: EtaDays | null): string | null {
  return etaDays ? PRICING_MESSAGES.arrives(etaDays.min, etaDays.max) : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an order on its way should arrive ("Expected to arrive between 28 Nov 2026 and 30 Nov
 * 2026"), from when it was placed and the days promised then; null when it is not on its way or
 * no days were promised (orders from before).
 */
export function expectedArrival(order: {
  orderDate: string;
  status: string;
  etaDays?: EtaDays;
}): string | null {
  if (!order.etaDays || (order.status !== 'Pending' && order.status !== 'Shipped')) return null;
  const placed = Date.parse(order.orderDate);
  if (Number.isNaN(placed)) return null;
  const day = (days: number) => formatDate(new Date(placed + days * DAY_MS).toISOString());
  return ORDER_MESSAGES.expected(day(order.etaDays.min), day(order.etaDays.max));
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
