import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { formatPhone } from '../contract/india.js';
import { formatRupees } from '../contract/money.js';
import type { Mail } from '../mail/mail.service.js';
import { orderName, type OrderItem, type PaymentMethod, type ShippingAddress } from '../contract/orders.js';
import { OWNER_TEXT as M, shopperTextIn } from './order-texts.js';

/**
 * The owner's e-mail for a new order, in the shape of the "Trigger Email from Firestore"
 * extension's `message` (README: "New-order e-mails"). Everything the shopper typed (names,
 * address, phone) is escaped in the HTML part.
 */
const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** An e-mail's content, as the Trigger Email extension takes it. */
type Message = Mail['message'];

/** Paragraphs (blank-line separated) as escaped HTML, a line break inside each. */
function mailOf(subject: string, paragraphs: string[]): Message {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`).join('\n'),
  };
}

export interface NewOrderMail {
  orderId: string;
  /** The readable number (`KO-1042`); absent: the mail names the order by its id (orderName). */
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

export function newOrderMessage(order: NewOrderMail): Message {
  const name = orderName({ id: order.orderId, number: order.number });
  const total = formatRupees(order.totalAmount);
  const a = order.shippingAddress;
  const lines = order.items.map(
    (item) =>
      `${item.quantity} x ${item.name} (${item.unit}) @ ${formatRupees(item.price)} = ${formatRupees(item.lineTotal)}`,
  );
  const address = [
    a.name,
    a.street,
    ...(a.landmark ? [M.newOrderLandmark(a.landmark)] : []),
    `${a.city}, ${a.state} ${a.postalCode}`,
    a.country,
  ];
  const phone = a.phoneNumber ? [M.newOrderPhone(formatPhone(a.phoneNumber))] : [];
  const placed = when.format(order.placedAt);
  const intro = M.newOrderIntro(name, placed);
  const price = order.price;
  const breakdown = price
    ? [
        M.newOrderBreakdown(
          formatRupees(price.subtotal),
          price.discount > 0 ? formatRupees(price.discount) : null,
          formatRupees(price.shipping),
        ),
      ]
    : [];
  const payment = order.paymentMethod ? [M.paymentMethod(order.paymentMethod)] : [];
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
  return { subject: M.newOrderSubject(name, total), text, html };
}

export interface PaymentClaimMail {
  orderId: string;
  number?: string;
  reference: string;
  totalAmount: number;
  shopperName: string;
}

/** The owner's e-mail when a shopper says she paid by UPI: the UTR and the amount to look for. */
export function paymentClaimMessage(claim: PaymentClaimMail): Message {
  const number = orderName({ id: claim.orderId, number: claim.number });
  const total = formatRupees(claim.totalAmount);
  return mailOf(M.claimSubject(number, total, claim.reference), [
    M.claimIntro(claim.shopperName, number),
    M.claimReference(claim.reference),
    M.claimAmount(total),
    M.claimAction,
  ]);
}

/**
 * The shopper's e-mail when the farm moves her order (or the hourly job cancels it): the same
 * words as the owner's WhatsApp update, with the note (a tracking link, say).
 */
export function shopperStatusMessage(order: {
  orderId: string;
  number?: string | undefined;
  shopperName: string;
  status: string;
  /** The owner's note, or the shop's reason in her language (a cancel by the hourly job). */
  note?: string | undefined;
  /** The language she ordered in (English when absent). */
  language?: Language | undefined;
}): Message {
  const name = orderName({ id: order.orderId, number: order.number });
  const words = shopperTextIn(order.language ?? DEFAULT_LANGUAGE);
  return mailOf(words.mailSubject(name, order.status), [
    words.update(order.shopperName, name, order.status, order.note),
    words.mailFooter,
  ]);
}

/** The shopper's e-mail when the owner marks her payment received. */
export function shopperPaidMessage(order: {
  orderId: string;
  number?: string | undefined;
  shopperName: string;
  totalAmount: number;
  language?: Language | undefined;
}): Message {
  const name = orderName({ id: order.orderId, number: order.number });
  const words = shopperTextIn(order.language ?? DEFAULT_LANGUAGE);
  return mailOf(words.paidSubject(name), [
    words.paid(order.shopperName, name, formatRupees(order.totalAmount)),
    words.mailFooter,
  ]);
}
