import { z } from 'zod';
import { PincodeSchema } from './common.js';
import { SETTINGS_MESSAGES as M } from './messages.js';

/**
 * The shop's settings: what the server applies to orders (delivery, offer, cash on delivery,
 * stale orders, who is told of a new order). One Firestore document, `settings/shop`, which only
 * the API reads and writes (clients never see it: firestore.rules). The owner edits it in the
 * back office; a stored value that fails this schema never breaks checkout: the server falls
 * back to DEFAULT_SHOP_SETTINGS and logs it (functions/src/settings).
 *
 * What pages *show* (phone, WhatsApp, e-mails, address, FSSAI, certificate, UPI id and payee) is
 * build configuration instead (web/build/settings.ts). The server keeps its own copy of the UPI
 * id here because it builds the payment link of each order.
 */

/** Rupees to the paisa, never negative. */
const Rupees = z
  .number({ message: M.amountInvalid })
  .min(0, M.amountInvalid)
  .max(1_000_000, M.amountInvalid)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, M.amountInvalid);

export const MAX_DELIVERY_PINCODES = 200;

export const ShopSettingsSchema = z.object({
  delivery: z.object({
    /** PIN codes the farm delivers to by hand, at the Karad rates. */
    karadPincodes: z
      .array(PincodeSchema, { message: M.pincodesRequired })
      .min(1, M.pincodesRequired)
      .max(MAX_DELIVERY_PINCODES, M.tooManyPincodes(MAX_DELIVERY_PINCODES))
      .transform((list) => [...new Set(list)]),
    /** False until the owner has checked the seeded list (the back office says so). */
    karadPincodesConfirmed: z.boolean(),
    /** Karad orders whose subtotal (after the discount) reaches this ship free. */
    freeShippingOver: Rupees,
    /** Delivery inside Karad below the threshold. */
    karadFee: Rupees,
    /** Whether the farm ships outside Karad at all, and what that costs. */
    shipsOutsideKarad: z.boolean(),
    indiaFee: Rupees,
  }),
  /** Off the subtotal of a shopper's first order (one with no earlier order not Cancelled). */
  firstOrderDiscountPercent: z
    .number({ message: M.percentInvalid })
    .min(0, M.percentInvalid)
    .max(90, M.percentInvalid),
  /** Cash on delivery: where and up to what total it is offered. */
  cod: z.object({
    enabled: z.boolean(),
    karadOnly: z.boolean(),
    maxTotal: Rupees,
  }),
  /** The farm's UPI id and payee name, as the server writes them into each order's payment link. */
  upi: z.object({
    id: z
      .string({ message: M.upiIdInvalid })
      .trim()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, M.upiIdInvalid),
    payeeName: z
      .string({ message: M.payeeNameInvalid })
      .trim()
      .min(2, M.payeeNameInvalid)
      .max(50, M.payeeNameInvalid),
  }),
  /** Pending orders older than this give their stock back by themselves (hourly job). */
  staleOrderHours: z
    .number({ message: M.hoursInvalid })
    .int(M.hoursInvalid)
    .min(1, M.hoursInvalid)
    .max(720, M.hoursInvalid),
  /** Where the new-order e-mail goes (Trigger Email extension); empty: nobody is mailed. */
  notificationEmail: z.union([z.literal(''), z.email({ message: M.emailInvalid })]),
});

export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/**
 * What a new shop starts with (the seed writes it when `settings/shop` is missing) and what the
 * server uses when the stored document is unreadable. The PIN code list is a start for the owner
 * to confirm; the UPI id is a sample the owner replaces before taking UPI payments.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  delivery: {
    karadPincodes: ['415110'],
    karadPincodesConfirmed: false,
    freeShippingOver: 999,
    karadFee: 40,
    shipsOutsideKarad: true,
    indiaFee: 120,
  },
  firstOrderDiscountPercent: 15,
  cod: { enabled: true, karadOnly: true, maxTotal: 2000 },
  upi: { id: 'sample@upi', payeeName: 'Karad Organic (sample)' },
  staleOrderHours: 72,
  notificationEmail: '',
};

/**
 * GET /api/shop/policy: what the shop applies to every shopper, as the Shipping & Returns page
 * states it. Public, so it leaves out what is the owner's alone (the notification e-mail, whether
 * she has checked the PIN code list).
 */
export interface ShopPolicy {
  delivery: Omit<ShopSettings['delivery'], 'karadPincodesConfirmed'>;
  firstOrderDiscountPercent: number;
  staleOrderHours: number;
  cod: ShopSettings['cod'];
}

export function publicPolicy(settings: ShopSettings): ShopPolicy {
  const { karadPincodesConfirmed: _ownerOnly, ...delivery } = settings.delivery;
  return {
    delivery,
    firstOrderDiscountPercent: settings.firstOrderDiscountPercent,
    staleOrderHours: settings.staleOrderHours,
    cod: settings.cod,
  };
}
