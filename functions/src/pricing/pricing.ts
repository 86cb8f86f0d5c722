import { msg, type ApiMessage } from '../contract/api-message.js';
import type { PriceBreakdown } from '../contract/orders.js';
import type { DeliveryCheck } from '../contract/pricing.js';
import { payableUpi, type ShopSettings } from '../contract/settings.js';
import { round2 } from '../lib/money.js';

/**
 * The one price of an order: the quote, the order transaction and (through the order it returns)
 * the WhatsApp text all come from here. Pure: the callers read the catalogue, the settings and
 * whether this is the shopper's first order, so the rules can be tested on their own.
 */

/** An address's postal code as a PIN code: "415 110" and "415-110" are 415110. */
export function pincodeOf(postalCode: string): string {
  return postalCode.replace(/[\s-]/g, '');
}

/**
 * Where a PIN code lies for the farm, and what delivery there costs before any threshold. A postal
 * code that is no Indian PIN code (an address abroad) is not delivered to.
 */
export function deliveryFor(pincode: string, settings: ShopSettings): DeliveryCheck {
  const { delivery, etaDays } = settings;
  const nowhere = {
    pincode,
    deliverable: false,
    area: 'india',
    fee: null,
    freeOver: null,
    etaDays: null,
  } as const;
  if (!/^[1-9]\d{5}$/.test(pincode)) return nowhere;
  if (delivery.karadPincodes.includes(pincode)) {
    return {
      pincode,
      deliverable: true,
      area: 'karad',
      fee: delivery.karadFee,
      freeOver: delivery.freeShippingOver,
      etaDays: etaDays.karad,
    };
  }
  if (delivery.shipsOutsideKarad) {
    return {
      pincode,
      deliverable: true,
      area: 'india',
      fee: delivery.indiaFee,
      freeOver: null,
      etaDays: etaDays.india,
    };
  }
  return nowhere;
}

export interface PricingInput {
  /** Each line's total, already priced from the catalogue. */
  lineTotals: readonly number[];
  /** The delivery address's PIN code. */
  pincode: string;
  /** The shopper has no earlier order that is not Cancelled. */
  firstOrder: boolean;
  settings: ShopSettings;
}

/**
 * A price breakdown with its notes as messages (code and parameters, the amounts as numbers): the
 * quote answers them in the asking page's language (PriceBreakdown `notes`).
 */
export interface Priced extends Omit<PriceBreakdown, 'notes'> {
  notes: ApiMessage[];
}

/** Whether a way to pay is offered, and why not (or where it applies): null when nothing to add. */
export interface PaymentOption {
  allowed: boolean;
  note: ApiMessage | null;
}

export function priceBreakdown({ lineTotals, pincode, firstOrder, settings }: PricingInput): Priced {
  const subtotal = round2(lineTotals.reduce((sum, line) => sum + line, 0));
  const percent = settings.firstOrderDiscountPercent;
  const discount = firstOrder && percent > 0 ? round2((subtotal * percent) / 100) : 0;
  const afterDiscount = round2(subtotal - discount);
  const notes: ApiMessage[] = [];
  if (discount > 0) notes.push(msg('pricing.firstOrderDiscount', { percent }));

  const where = deliveryFor(pincode, settings);
  let shipping = 0;
  if (!where.deliverable) {
    notes.push(msg('pricing.notDeliverable', { pincode }));
  } else if (where.area === 'karad') {
    const freeOver = settings.delivery.freeShippingOver;
    notes.push(msg('pricing.freeInKarad', { over: freeOver }));
    if (afterDiscount < freeOver) {
      shipping = settings.delivery.karadFee;
      notes.push(msg('pricing.addForFreeDelivery', { more: round2(freeOver - afterDiscount) }));
    }
  } else {
    shipping = settings.delivery.indiaFee;
    notes.push(msg('pricing.deliveryOutsideKarad', { fee: shipping }));
  }
  return {
    subtotal,
    discount,
    shipping,
    total: round2(afterDiscount + shipping),
    deliverable: where.deliverable,
    notes,
  };
}

/**
 * A first order is one with no earlier order that is not Cancelled: a shopper whose first try was
 * cancelled still gets the welcome offer once.
 */
export function isFirstOrder(earlierStatuses: readonly string[]): boolean {
  return earlierStatuses.every((status) => status === 'Cancelled');
}

/**
 * Whether cash on delivery is offered for an order to `pincode` costing `total` (settings/shop
 * `cod`): the quote tells the checkout, and the order transaction refuses it with the same rule.
 * The note says why not, or that it is for Karad only; null when there is nothing to add.
 * `demo`: the demo payment is on (settings/demo-payment.ts, demo projects only): cash on delivery
 * is then offered wherever the farm delivers, at any total, whatever `cod` says.
 */
export function codFor(pincode: string, total: number, settings: ShopSettings, demo = false): PaymentOption {
  const { cod } = settings;
  const where = deliveryFor(pincode, settings);
  if (demo) return { allowed: where.deliverable, note: null };
  if (!cod.enabled) return { allowed: false, note: msg('payment.codOff') };
  if (!where.deliverable) return { allowed: false, note: null };
  if (cod.karadOnly && where.area !== 'karad') return { allowed: false, note: msg('payment.codKaradOnly') };
  if (total > cod.maxTotal) return { allowed: false, note: msg('payment.codOverMax', { max: cod.maxTotal }) };
  return { allowed: true, note: null };
}

/**
 * Whether paying by UPI is offered (settings/shop `upi`): only while the farm's UPI id can really
 * be paid to (`payableUpi`: set, well-formed, no sample). The quote tells the checkout, and the
 * order transaction refuses a UPI order with the same rule. The note says why not.
 */
export function upiFor(settings: ShopSettings): PaymentOption {
  return payableUpi(settings.upi)
    ? { allowed: true, note: null }
    : { allowed: false, note: msg('payment.upiOff') };
}
