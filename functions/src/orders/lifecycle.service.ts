import type { AdminOrder, AdminOrderMoved } from '../contract/admin.js';
import { whatsappLink } from '../contract/india.js';
import {
  ORDER_MOVES,
  orderName,
  type Order,
  type OrderItem,
  type OrderStatus,
  type StatusActor,
} from '../contract/orders.js';
import { DEFAULT_LANGUAGE } from '../contract/languages.js';
import { msg, type ApiMessage } from '../contract/api-message.js';
import type { Product } from '../contract/products.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { msLeft } from '../lib/deadline.js';
import { wordsIn } from '../lib/api-words.js';
import { withLocks } from '../lib/keyed-lock.js';
import { recordAudit } from '../audit/audit.service.js';
import { findProductsForUpdate, updateVariantsInTransaction } from '../products/products.repository.js';
import { invalidateCatalogue } from '../products/products.service.js';
import {
  appendStatusInTransaction,
  findOrder,
  findOrderInTransaction,
  toAdminOrder,
  type OrderDoc,
} from './orders.repository.js';
import { claimExpired, expiresUnpaid } from './payments.service.js';
import { shopperStatusMessage } from './order-mail.js';
import { shopperTextIn } from './order-texts.js';
import { sendMailInTransaction } from '../mail/mail.service.js';

/** An order's status: the one place it moves (product.md §4, decision 008). */

/**
 * Who asks for a move: the shopper (cancel only), the owner, or the stale-order job, for one of
 * its two reasons: an unpaid order placed before `placedBefore`, or a UPI claim the owner has not
 * confirmed, made before `claimedBefore`.
 */
export type MoveActor =
  | { by: 'shopper'; uid: string }
  | { by: 'owner'; uid: string }
  | { by: 'system'; expires: 'unpaid'; placedBefore: Date }
  | { by: 'system'; expires: 'claim'; claimedBefore: Date };

/** Puts the stock of a cancelled order's lines back (packs with counted stock only). */
function restoreStock(items: OrderItem[], products: Map<number, Product>): Product[] {
  const changed = new Set<Product>();
  for (const item of items) {
    const product = products.get(item.productId);
    const variant = product?.variants.find((v) => v.unit === item.unit);
    if (!product || !variant || typeof variant.stock !== 'number') continue;
    variant.stock += item.quantity;
    changed.add(product);
  }
  return [...changed];
}

const placedAt = (order: OrderDoc) =>
  order.orderDate && 'toMillis' in order.orderDate ? order.orderDate.toMillis() : Number.NaN;

/**
 * Moves an order to `to`, in one transaction that re-reads it: the one place where an order's
 * status changes. Only ORDER_MOVES are allowed; a shopper may only cancel her own Pending order;
 * the stale-order job only cancels an order still Pending that is still unpaid and placed before
 * its cutoff, or still only claimed and claimed before its cutoff (anything else it skips:
 * undefined). Cancelling puts the stock back in the same transaction, so it
 * happens exactly once however many cancels race: the loser re-reads a Cancelled order and is
 * refused. The move may carry the owner's note (her words) or the shop's own reason (`notice`, by
 * code: the hourly job's), kept in the order's history.
 */
export async function moveOrder(
  id: string,
  to: OrderStatus,
  actor: MoveActor,
  { note, notice }: { note?: string | undefined; notice?: ApiMessage | undefined } = {},
): Promise<AdminOrder | undefined> {
  const firestore = db();
  const seen = await findOrder(firestore, id);
  if (!seen || (actor.by === 'shopper' && seen.userId !== actor.uid))
    throw new NotFoundError(msg('order.notFound'));
  // The same product locks the order transaction takes: a cancel and an order of one pack queue.
  const keys = [`order:${id}`, ...seen.items.map((item) => `product:${item.productId}`)];
  const outcome = await withLocks(
    keys,
    () =>
      runTransaction(async (tx) => {
        const order = await findOrderInTransaction(firestore, tx, id);
        if (!order) throw new NotFoundError(msg('order.notFound'));
        const from = order.status;
        if (actor.by === 'system') {
          if (from !== 'Pending') return undefined;
          // Re-read here, so a claim (or the owner's "paid") that lands just before the job wins.
          if (actor.expires === 'unpaid') {
            if (!(placedAt(order) < actor.placedBefore.getTime()) || !expiresUnpaid(order.payment))
              return undefined;
          } else if (!claimExpired(order.payment, actor.claimedBefore)) {
            return undefined;
          }
        } else if (actor.by === 'shopper' && (from !== 'Pending' || to !== 'Cancelled')) {
          throw new ConflictError(msg('order.cancelOnlyPending', { status: from }));
        }
        const allowed = (ORDER_MOVES as Record<string, readonly OrderStatus[] | undefined>)[from] ?? [];
        if (!allowed.includes(to)) throw new ConflictError(msg('order.moveNotAllowed', { from, to }));

        let changed: Product[] = [];
        if (to === 'Cancelled') {
          const products = await findProductsForUpdate(
            firestore,
            tx,
            order.items.map((item) => item.productId),
          );
          changed = restoreStock(order.items, products);
        }
        for (const product of changed) updateVariantsInTransaction(firestore, tx, product);
        const by: StatusActor = actor.by;
        const moved = appendStatusInTransaction(firestore, tx, id, order, { status: to, by, note, notice });
        // The shopper hears of the farm's moves (and the job's cancel) by e-mail, when she gave
        // one; her own cancel she knows of.
        if (actor.by !== 'shopper' && order.contactEmail) {
          const message = shopperStatusMessage({
            orderId: id,
            number: order.number,
            shopperName: order.shippingAddress.name,
            status: to,
            // The shop's reason in the words of the language she ordered in.
            note: notice ? wordsIn(order.language ?? DEFAULT_LANGUAGE, notice) : note,
            language: order.language,
          });
          sendMailInTransaction(tx, { to: order.contactEmail, message });
        }
        if (actor.by === 'owner') {
          recordAudit(tx, {
            by: actor.uid,
            action: 'order.status',
            target: `orders/${id}`,
            before: { status: from },
            after: { status: to, ...(note ? { note } : {}) },
          });
        }
        return { order: moved, stockChanged: changed.length > 0 };
      }),
    msLeft,
  );
  if (!outcome) return undefined;
  if (outcome.stockChanged) invalidateCatalogue();
  // Exactly what was committed: the order as read in the transaction, plus the new entry.
  return toAdminOrder(id, outcome.order);
}

/** POST /orders/{id}/cancel: the shopper cancels her own Pending order. */
export async function cancelOwnOrder(uid: string, id: string): Promise<Order> {
  const moved = await moveOrder(id, 'Cancelled', { by: 'shopper', uid });
  const { userId: _userId, ...order } = moved!;
  // Cancelled: no pay link to add.
  return order;
}

/** The owner's move, answered with the note to send the shopper (AdminOrderMoved). */
export async function moveOrderAsOwner(
  uid: string,
  id: string,
  to: OrderStatus,
  note: string | undefined,
): Promise<AdminOrderMoved> {
  const moved = (await moveOrder(id, to, { by: 'owner', uid }, { note: note || undefined }))!;
  const { name, phoneNumber } = moved.shippingAddress;
  // In the language she ordered in: the owner sends it as it is.
  const text = shopperTextIn(moved.language ?? DEFAULT_LANGUAGE).update(
    name,
    orderName({ id, number: moved.number }),
    to,
    note || undefined,
  );
  return { ...moved, shopperUpdate: { text, whatsapp: whatsappLink(phoneNumber, text) } };
}
