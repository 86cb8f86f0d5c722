import type { ShopSettings } from '../contract/settings.js';
import { orderName } from '../contract/orders.js';
import { OWNER_TEXT } from './order-texts.js';

/**
 * The UPI deep link that pays exactly one order (NPCI's `upi://pay` URL, which every UPI app
 * opens, and which the order page also draws as a QR code): the farm's UPI id and payee name
 * from settings/shop, the order's total to the paisa, in rupees, and a note with the order's
 * readable number so the owner can match the credit in the bank app. Every value is
 * URL-encoded: a payee name with spaces or "&" must not break the link.
 */
export function upiLinkFor(
  order: { id: string; number?: string | undefined; totalAmount: number },
  upi: ShopSettings['upi'],
): string {
  const params: [string, string][] = [
    ['pa', upi.id],
    ['pn', upi.payeeName],
    ['am', order.totalAmount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', OWNER_TEXT.upiNote(orderName(order))],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
