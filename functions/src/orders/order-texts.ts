import type { Language } from '../contract/languages.js';
import * as MARATHI from './order-texts.mr.js';

/**
 * The words the API itself writes about an order (docs/decisions/018): the shopper's e-mails and
 * the WhatsApp update the owner sends her, in the language she ordered in (order-texts.mr.ts has
 * them in Marathi, `shopperTextIn`), and the owner's own e-mails and the UPI link's note, in
 * English. They never travel as messages of the API, so they live here, beside what writes them,
 * not in the contract.
 */

/** The shopper's news of her order: by WhatsApp from the owner, and by e-mail. */
export const SHOPPER_TEXT = {
  /**
   * What the owner sends the shopper on WhatsApp when an order moves (one tap from the back
   * office): the order's KO number, its new status and the note (a tracking number, say).
   */
  update: (name: string, number: string, status: string, note: string | undefined) =>
    [
      `Namaste ${name}! Your Karad Organic order ${number} ${
        status === 'Shipped'
          ? 'is on its way.'
          : status === 'Delivered'
            ? 'has been delivered. We hope you enjoy it!'
            : status === 'Cancelled'
              ? 'has been cancelled.'
              : `is now ${status}.`
      }`,
      ...(note ? [note] : []),
      'Thank you for buying from our farm.',
    ].join('\n'),
  /** The same news by e-mail: its subject; the body is `update` and `mailFooter`. */
  mailSubject: (number: string, status: string) =>
    status === 'Shipped'
      ? `Your Karad Organic order ${number} is on its way`
      : status === 'Delivered'
        ? `Your Karad Organic order ${number} has been delivered`
        : status === 'Cancelled'
          ? `Your Karad Organic order ${number} has been cancelled`
          : `Your Karad Organic order ${number} is now ${status}`,
  paidSubject: (number: string) => `Payment received for your Karad Organic order ${number}`,
  /** `total`: the amount as the shop writes it (₹1,234.00). */
  paid: (name: string, number: string, total: string) =>
    `Namaste ${name}! We have received your payment of ${total} for order ${number}. We will write again when it is on its way.\nThank you for buying from our farm.`,
  mailFooter: 'You can see your order at any time under My Orders on our website.',
};

/** The shopper's texts in the language she ordered in. */
export function shopperTextIn(language: Language): typeof SHOPPER_TEXT {
  return language === 'mr' ? MARATHI.SHOPPER_TEXT : SHOPPER_TEXT;
}

/**
 * The owner's e-mails (English: the back office stays English) and the note of the UPI link. The
 * note stays English too: it is the `tn` of the upi://pay link, which the owner reads in her bank's
 * statement and SMS to match the credit, and banks show notes in Latin letters only.
 */
export const OWNER_TEXT = {
  newOrderSubject: (name: string, total: string) => `New order ${name} — ${total}`,
  newOrderIntro: (name: string, when: string) => `Order ${name} was placed on ${when}.`,
  newOrderTotal: (total: string) => `Total: ${total}`,
  /** A discount line only when the order had one (a returning customer's order names no offer). */
  newOrderBreakdown: (subtotal: string, discount: string | null, shipping: string) =>
    discount
      ? `Subtotal ${subtotal}, first-order discount −${discount}, delivery ${shipping}`
      : `Subtotal ${subtotal}, delivery ${shipping}`,
  newOrderDeliverTo: 'Deliver to:',
  newOrderPhone: (phone: string) => `Phone: ${phone}`,
  /** The address's optional landmark, under its street. */
  newOrderLandmark: (landmark: string) => `Landmark: ${landmark}`,
  newOrderChannel: (channel: string) => `Placed via: ${channel}`,
  paymentMethod: (method: 'upi' | 'cod') => `Payment: ${method === 'cod' ? 'Cash on delivery' : 'UPI'}`,
  /** When a shopper claims a UPI payment: the UTR to look for, and the amount. */
  claimSubject: (number: string, total: string, reference: string) =>
    `UPI payment to check: order ${number}, ${total}, UTR ${reference}`,
  claimIntro: (name: string, number: string) => `${name} says they paid order ${number} by UPI.`,
  claimReference: (reference: string) => `UTR (transaction reference): ${reference}`,
  claimAmount: (total: string) => `Amount to find in your bank or UPI app: ${total}`,
  claimAction:
    'When you find it, mark the order paid in the back office (Orders). If you cannot find it, call the shopper before the order is cancelled.',
  /** The note in the UPI app, with the order's readable number. */
  upiNote: (number: string) => `Karad Organic order ${number}`,
} as const;
