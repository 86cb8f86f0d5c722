import type { AdminOrder } from '../contract/admin.js';
import type { Order } from '../contract/orders.js';
import { msg } from '../contract/api-message.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { msLeft } from '../lib/deadline.js';
import { withLocks } from '../lib/keyed-lock.js';
import { recordAudit } from '../audit/audit.service.js';
import { sendMailInTransaction } from '../mail/mail.service.js';
import { getShopSettings } from '../settings/settings.service.js';
import { paymentClaimMessage, shopperPaidMessage } from './order-mail.js';
import {
  findOrderInTransaction,
  toAdminOrder,
  toOrder,
  type OrderDoc,
  type PaymentDoc,
} from './orders.repository.js';
import {
  claimPaymentInTransaction,
  findPaymentReferenceInTransaction,
  markPaymentInTransaction,
} from './payments.repository.js';
import { withPayLink } from './shopper-orders.service.js';

/** An order's payment: the shopper's claim, the owner's mark, and when an unpaid one expires (product.md §11). */

const hasPayment = (order: OrderDoc): order is OrderDoc & { payment: PaymentDoc } => Boolean(order.payment);

/**
 * Whether the stale-order job may cancel a Pending order as unpaid (decision 011): only one nobody
 * has paid or said they paid, by UPI. A claimed UPI order has its own clock (claimExpired); a paid
 * one waits for the owner; a cash on delivery order is paid at the door, so it waits for the owner
 * too (the Pending limit bounds what it holds). Orders from before payments were recorded expire
 * as they always did.
 */
export function expiresUnpaid(payment: PaymentDoc | undefined): boolean {
  return !payment || (payment.method === 'upi' && payment.status === 'due');
}

/**
 * Whether a UPI payment is still only claimed (a UTR the owner has not confirmed) and was claimed
 * before `claimedBefore`: such an order ends like an unpaid one (decision 011).
 */
export function claimExpired(payment: PaymentDoc | undefined, claimedBefore: Date): boolean {
  if (!payment || payment.method !== 'upi' || payment.status !== 'claimed') return false;
  const at = payment.claimedAt && 'toMillis' in payment.claimedAt ? payment.claimedAt.toMillis() : Number.NaN;
  return at < claimedBefore.getTime();
}

/**
 * POST /orders/{id}/payment-claim: the shopper paid by UPI and gives the 12-digit reference (UTR).
 * The payment becomes `claimed` until the owner checks it. A reference pays one order only: its
 * index document is created in the same transaction, so two orders racing for one UTR cannot
 * both win. Sending the same reference again for the same order answers the order unchanged.
 */
export async function claimPayment(uid: string, id: string, reference: string): Promise<Order> {
  const firestore = db();
  const settings = await getShopSettings();
  const order = await withLocks(
    [`order:${id}`],
    () =>
      runTransaction(async (tx) => {
        const [found, used] = await Promise.all([
          findOrderInTransaction(firestore, tx, id),
          findPaymentReferenceInTransaction(firestore, tx, reference),
        ]);
        if (!found || found.userId !== uid) throw new NotFoundError(msg('order.notFound'));
        if (!hasPayment(found)) throw new ConflictError(msg('payment.noPayment'));
        if (found.payment.method === 'cod') throw new ConflictError(msg('payment.claimCod'));
        if (found.status === 'Cancelled') throw new ConflictError(msg('payment.claimCancelled'));
        if (used && used.orderId !== id) throw new ConflictError(msg('payment.referenceUsed'));
        if (found.payment.status !== 'due') {
          if (found.payment.reference === reference) return found;
          throw new ConflictError(msg('payment.claimNotDue', { status: found.payment.status }));
        }
        const claimed = claimPaymentInTransaction(firestore, tx, id, found, reference);
        // The owner hears of it at once: the same Trigger Email documents as new orders.
        if (settings.notificationEmail) {
          const message = paymentClaimMessage({
            orderId: id,
            number: found.number,
            reference,
            totalAmount: found.totalAmount,
            shopperName: found.shippingAddress.name,
          });
          sendMailInTransaction(tx, { to: settings.notificationEmail, message });
        }
        return claimed;
      }),
    msLeft,
  );
  return withPayLink(toOrder(id, order), settings.upi);
}

/**
 * PATCH /admin/orders/{id}/payment: the owner marks a payment. `paid`: a UPI payment, claimed
 * (checked in the bank app) or not (paid by QR, or a screenshot on WhatsApp: with the UTR if she
 * has it, which then pays this order only, as a claim's does), or a cash on delivery one,
 * whatever the order's status: a claim the hourly job cancelled because nobody confirmed it in
 * time can still be recorded as paid when the money turns up late, and then `refunded`.
 * `refunded`: a paid order that is Cancelled, by the owner's hand only (cancelling never touches
 * the payment). Her note is kept with the payment. Audited.
 */
export async function markPaymentAsOwner(
  uid: string,
  id: string,
  to: 'paid' | 'refunded',
  { reference, note }: { reference?: string; note?: string } = {},
): Promise<AdminOrder> {
  const firestore = db();
  const order = await withLocks(
    [`order:${id}`],
    () =>
      runTransaction(async (tx) => {
        const [found, used] = await Promise.all([
          findOrderInTransaction(firestore, tx, id),
          reference ? findPaymentReferenceInTransaction(firestore, tx, reference) : undefined,
        ]);
        if (!found) throw new NotFoundError(msg('order.notFound'));
        if (!hasPayment(found)) throw new ConflictError(msg('payment.noPayment'));
        const { method, status: from } = found.payment;
        if (to === 'paid') {
          if (from !== 'due' && !(method === 'upi' && from === 'claimed'))
            throw new ConflictError(msg('payment.markNotAllowed', { from, to }));
        } else {
          if (from !== 'paid') throw new ConflictError(msg('payment.markNotAllowed', { from, to }));
          if (found.status !== 'Cancelled') throw new ConflictError(msg('payment.refundOnlyCancelled'));
        }
        if (reference) {
          if (to !== 'paid' || method !== 'upi' || from !== 'due')
            throw new ConflictError(msg('payment.markReferenceOnlyDue'));
          if (used) throw new ConflictError(msg('payment.referenceUsed'));
        }
        const marked = markPaymentInTransaction(firestore, tx, id, found, to, { reference, note });
        if (to === 'paid' && found.contactEmail) {
          const message = shopperPaidMessage({
            orderId: id,
            number: found.number,
            shopperName: found.shippingAddress.name,
            totalAmount: found.totalAmount,
            language: found.language,
          });
          sendMailInTransaction(tx, { to: found.contactEmail, message });
        }
        recordAudit(tx, {
          by: uid,
          action: 'order.payment',
          target: `orders/${id}`,
          before: { payment: from },
          after: { payment: to, ...(reference ? { reference } : {}), ...(note ? { note } : {}) },
        });
        return marked;
      }),
    msLeft,
  );
  return toAdminOrder(id, order);
}
