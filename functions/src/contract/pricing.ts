import { z } from 'zod';
import { DocIdSchema } from './common.js';
import { MAX_DIRECT_ORDER_ITEMS } from './limits.js';
import { says, type ApiNotice } from './api-message.js';
import { DirectOrderItemSchema, type PriceBreakdown } from './orders.js';
import type { EtaDays } from './settings.js';

/**
 * POST /checkout/quote: what an order would cost. Without `items` it prices the caller's cart;
 * with them (Order Now) those items, in the shape of POST /orders/direct. The answer is a
 * PriceBreakdown (./orders.ts) from the same function that prices the order itself.
 */
export const QuoteRequestSchema = z.object({
  selectedAddressId: DocIdSchema.optional(),
  items: z
    .array(DirectOrderItemSchema, says('checkout.directProductMissing'))
    .min(1, says('checkout.directProductMissing'))
    .max(MAX_DIRECT_ORDER_ITEMS, says('checkout.tooManyDirectItems'))
    .optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/**
 * GET /delivery/{pincode}: whether and for what the farm delivers there. Karad PIN codes pay
 * `fee` below `freeOver` and nothing from it; elsewhere in India `fee` (freeOver null); a PIN code
 * the farm does not ship to has `deliverable: false` and `fee: null`.
 */
export interface DeliveryCheck {
  pincode: string;
  deliverable: boolean;
  area: 'karad' | 'india';
  fee: number | null;
  freeOver: number | null;
  /** Days from ordering to the door, for this area (settings `etaDays`); null where it cannot go. */
  etaDays: EtaDays | null;
}

/**
 * The answer of POST /checkout/quote: the price, and how it can be paid. Cash on delivery for this
 * address and total (settings/shop `cod`); UPI while the farm's UPI id can really be paid to
 * (settings/shop `upi`, `payableUpi`). The order transaction checks both rules again. Each note
 * says why not (or, for cash on delivery, where it applies); null when there is nothing to say.
 * When neither is allowed, the order cannot be paid here and the checkout says to contact the farm.
 */
export interface Quote extends PriceBreakdown {
  /** Days from ordering to the door for this address (settings `etaDays`). */
  etaDays: EtaDays | null;
  codAllowed: boolean;
  codNote: ApiNotice | null;
  /**
   * Cash on delivery is the demo payment (a demo project with the demo payment on:
   * functions/src/settings/demo-payment.ts): offered wherever the farm delivers, and labelled at
   * checkout as a demo in which no money moves. Never true on a real project.
   */
  demoPayment: boolean;
  upiAllowed: boolean;
  upiNote: ApiNotice | null;
}

/**
 * GET /checkout/offer: the first-order discount the caller's next order would get: the shop's
 * `firstOrderDiscountPercent` while she has no earlier order that was not cancelled, else 0 (and
 * 0 when the owner has turned the offer off). Pages tell a returning customer of no first-order
 * offer; the order transaction decides it again for real.
 */
export interface FirstOrderOffer {
  firstOrderDiscountPercent: number;
}
