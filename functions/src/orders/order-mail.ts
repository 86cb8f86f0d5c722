import { ADMIN_MESSAGES as M, ORDER_NUMBER_MESSAGES, PAYMENT_MESSAGES } from '../contract/messages.js';
import { formatPhone } from '../contract/india.js';
import type { OrderItem, PaymentMethod, ShippingAddress } from '../contract/orders.js';

/**
 * The owner's e-mail for a new order, in the shape of the "Trigger Email from Firestore"
 * extension's `message` (README: "New-order e-mails"). Everything the shopper typed (names,
 * address, phone) is escaped in the HTML part.
 */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/** The number shoppers and the owner read: the order id's first 8 characters (as the web shows it). */
export const shortOrderNumber = (id: string) => id.slice(0, 8);

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface NewOrderMail {
  orderId: string;
  /** The readable number (`KO-1042`); absent: the mail names the order by its id alone. */
  number?: string;
  placedAt: Date;
  items: OrderItem[];
  totalAmount: number;
  /** The price breakdown (absent: the total is the lines' sum). */
  price?: { subtotal: number; discount: number; shipping: number };
  shippingAddress: ShippingAddress;
  channel: string;
  /** Absent: the mail says nothing about payment. */
  paymentMethod?: PaymentMethod;
}

export function newOrderMessage(order: NewOrderMail): { subject: string; text: string; html: string } {
  const number = shortOrderNumber(order.orderId);
  const total = inr.format(order.totalAmount);
  const a = order.shippingAddress;
  const lines = order.items.map(
    (item) =>
      `${item.quantity} x ${item.name} (${item.unit}) @ ${inr.format(item.price)} = ${inr.format(item.lineTotal)}`,
  );
  const address = [a.name, a.street, `${a.city}, ${a.state} ${a.postalCode}`, a.country];
  const phone = a.phoneNumber ? [M.newOrderPhone(formatPhone(a.phoneNumber))] : [];
  const placed = when.format(order.placedAt);
  const intro = order.number
    ? ORDER_NUMBER_MESSAGES.mailIntro(order.number, number, placed)
    : M.newOrderIntro(number, placed);
  const price = order.price;
  const breakdown = price
    ? [
        M.newOrderBreakdown(
          inr.format(price.subtotal),
          price.discount > 0 ? inr.format(price.discount) : null,
          inr.format(price.shipping),
        ),
      ]
    : [];
  const payment = order.paymentMethod
    ? [
        PAYMENT_MESSAGES.mailMethod(
          order.paymentMethod === 'cod' ? PAYMENT_MESSAGES.cod : PAYMENT_MESSAGES.upi,
        ),
      ]
    : [];
  const text = [
    intro,
    '',
    ...lines,
    '',
    ...breakdown,
    M.newOrderTotal(total),
    '',
    M.newOrderDeliverTo,
    ...address,
    ...phone,
    '',
    M.newOrderChannel(order.channel),
    ...payment,
  ].join('\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    p(intro),
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ...breakdown.map(p),
    `<p><strong>${escapeHtml(M.newOrderTotal(total))}</strong></p>`,
    p(M.newOrderDeliverTo),
    `<p>${[...address, ...phone].map(escapeHtml).join('<br>')}</p>`,
    p(M.newOrderChannel(order.channel)),
    ...payment.map(p),
  ].join('\n');
  const subject = order.number
    ? ORDER_NUMBER_MESSAGES.mailSubject(order.number, number, total)
    : M.newOrderSubject(number, total);
  return { subject, text, html };
}

export interface PaymentClaimMail {
  orderId: string;
  number?: string;
  reference: string;
  totalAmount: number;
  shopperName: string;
}

/** The owner's e-mail when a shopper says she paid by UPI: the UTR and the amount to look for. */
export function paymentClaimMessage(claim: PaymentClaimMail): {
  subject: string;
  text: string;
  html: string;
} {
  const number = claim.number ?? shortOrderNumber(claim.orderId);
  const total = inr.format(claim.totalAmount);
  const lines = [
    PAYMENT_MESSAGES.claimMailIntro(claim.shopperName, number),
    PAYMENT_MESSAGES.claimMailReference(claim.reference),
    PAYMENT_MESSAGES.claimMailAmount(total),
    PAYMENT_MESSAGES.claimMailAction,
  ];
  return {
    subject: PAYMENT_MESSAGES.claimMailSubject(number, total, claim.reference),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
