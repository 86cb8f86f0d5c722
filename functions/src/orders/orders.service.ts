import { createHash } from 'node:crypto';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../contract/limits.js';
import {
  formatOrderNumber,
  MAX_PENDING_ORDERS,
  ORDER_NUMBER_PREFIX,
  ORDER_MOVES,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
  type PlacedOrder,
  type ShippingAddress,
  type StatusActor,
} from '../contract/orders.js';
import {
  ADMIN_ORDERS_PAGE,
  ADMIN_SEARCH_SCAN,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminSummary,
} from '../contract/admin.js';
import {
  ADMIN_MESSAGES,
  CHECKOUT_MESSAGES,
  ORDER_LIFECYCLE_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PRICING_MESSAGES,
} from '../contract/messages.js';
import { payableUpi, type ShopSettings } from '../contract/settings.js';
import type { Product } from '../contract/products.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, InvalidError, NotFoundError, OutOfStockError } from '../lib/errors.js';
import { round2 } from '../lib/money.js';
import { findAddressInTransaction } from '../addresses/addresses.repository.js';
import {
  deleteCartLinesInTransaction,
  findCartLines,
  findCartLinesByIdInTransaction,
} from '../cart/cart.repository.js';
import { msLeft } from '../lib/deadline.js';
import { withLocks } from '../lib/keyed-lock.js';
import {
  countLowStockPacks,
  findVariant,
  invalidateCatalogue,
  isHidden,
  priceOf,
} from '../products/products.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { sendMailInTransaction } from '../mail/mail.service.js';
import { getShopSettings } from '../settings/settings.service.js';
import { newOrderMessage } from './order-mail.js';
import { findProductsForUpdate, updateVariantsInTransaction } from '../products/products.repository.js';
import { describeLine } from '../cart/cart.service.js';
import { codFor, deliveryFor, isFirstOrder, pincodeOf, priceBreakdown, upiFor } from '../pricing/pricing.js';
import { upiLinkFor } from './upi-link.js';
import {
  appendStatusInTransaction,
  claimPaymentInTransaction,
  countOrdersWithStatus,
  createOrderInTransaction,
  findAdminOrder,
  findIdempotencyInTransaction,
  findNextOrderSequenceInTransaction,
  findOrder,
  findOrderCursor,
  findOrderInTransaction,
  findOrdersBatch,
  findOrdersOfUser,
  findOrderStatusesOfUser,
  findOrderStatusesOfUserInTransaction,
  findOrdersSince,
  findPaymentReferenceInTransaction,
  markOrderInTransaction,
  markPaymentInTransaction,
  toAdminOrder,
  toOrder,
  type OrderDoc,
  type PaymentDoc,
} from './orders.repository.js';

type Channel = 'website' | 'whatsapp';

/** The in-process lock of the order counter (`counters/orders`), which every order writes. */
const ORDER_COUNTER_LOCK = 'counter:orders';

/** The spec words the checkout's messages differently for the WhatsApp hand-off. */
const MESSAGES = {
  website: { noAddress: CHECKOUT_MESSAGES.noAddress, emptyCart: CHECKOUT_MESSAGES.emptyCart },
  whatsapp: {
    noAddress: CHECKOUT_MESSAGES.noAddressForWhatsApp,
    emptyCart: CHECKOUT_MESSAGES.emptyCartForWhatsApp,
  },
} as const;

export type OrderRequest =
  | { source: 'cart'; selectedAddressId?: string | undefined; channel: Channel; paymentMethod: PaymentMethod }
  | {
      source: 'direct';
      selectedAddressId?: string | undefined;
      channel: Channel;
      paymentMethod: PaymentMethod;
      items: { productId: number; unit: string; quantity: number }[];
    };

/** What makes two requests "the same" for an Idempotency-Key: everything the shopper chose. */
function hashRequest(request: OrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

interface Line {
  productId: number;
  unit: string;
  quantity: number;
}

/** Merges repeated product+variant lines, so stock is checked against their sum. */
function mergeLines(lines: Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.unit}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/** The limits hold for what is ordered, i.e. after merging: ten lines of 99 are one line of 990. */
function checkOrderLimits(lines: Line[], products: Map<number, Product>): void {
  if (lines.length > MAX_ORDER_LINES) throw new InvalidError(CHECKOUT_MESSAGES.tooManyLines(MAX_ORDER_LINES));
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      const name = products.get(line.productId)?.name ?? `product ${line.productId}`;
      throw new InvalidError(
        CHECKOUT_MESSAGES.lineQuantityTooLarge(describeLine(name, line.unit), MAX_LINE_QUANTITY),
      );
    }
  }
}

/**
 * Prices every line from the catalogue and takes it out of stock (in the `products` copies, which
 * the caller writes back). Untracked stock ('-' or null) is unlimited.
 */
function priceAndReserve(
  lines: Line[],
  products: Map<number, Product>,
): { items: OrderItem[]; changed: Product[] } {
  const items: OrderItem[] = [];
  const changed = new Set<Product>();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || isHidden(product)) throw new InvalidError(CHECKOUT_MESSAGES.productGone);
    const variant = findVariant(product, line.unit);
    const price = priceOf(variant);
    if (typeof variant.stock === 'number') {
      const label = describeLine(product.name, variant.unit);
      if (variant.stock <= 0) throw new OutOfStockError(CHECKOUT_MESSAGES.outOfStock(label));
      if (variant.stock < line.quantity)
        throw new OutOfStockError(CHECKOUT_MESSAGES.notEnoughStock(variant.stock, label));
      variant.stock -= line.quantity;
      changed.add(product);
    }
    items.push({
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      price,
      unit: variant.unit,
      image: product.image,
      lineTotal: round2(price * line.quantity),
    });
  }
  return { items, changed: [...changed] };
}

/**
 * Places an order in one transaction: idempotency record, address, cart (or direct items),
 * catalogue prices and stock, the order itself and the emptied cart — all or nothing. A request
 * repeated with the same Idempotency-Key gets the first order back instead of a second one.
 */
export async function placeOrder(
  uid: string,
  request: OrderRequest,
  idempotencyKey: string | undefined,
): Promise<{ placed: PlacedOrder; replayed: boolean }> {
  const messages = MESSAGES[request.channel];
  if (!request.selectedAddressId) throw new InvalidError(messages.noAddress);
  const addressId = request.selectedAddressId;
  const requestHash = idempotencyKey ? hashRequest(request) : null;
  const firestore = db();
  const settings = await getShopSettings();

  // The cart's lines first, then the same lines by id inside the transaction (a query there would
  // lock a range): a line added meanwhile simply stays in the cart for next time.
  const cartNow = request.source === 'cart' ? await findCartLines(firestore, uid) : [];
  const cartLineIds = cartNow.map((line) => line.id);
  // Orders of one product queue here before their transaction (lib/keyed-lock.ts).
  const productIdsOf = (request.source === 'cart' ? cartNow : request.items).map((l) => l.productId);
  const outcome = await withLocks(
    // One shopper's orders queue too: only one of them can be their first (pricing). Every order
    // bumps the order counter, so orders of different products queue behind it as well rather
    // than abort each other on it.
    [...productIdsOf.map((id) => `product:${id}`), `shopper:${uid}`, ORDER_COUNTER_LOCK],
    () =>
      runTransaction(async (tx) => {
        // Every read at once (one round trip after the transaction starts): the product lock is
        // held for as short a time as it can be.
        const knownIds = new Set(productIdsOf);
        const [previous, address, cartLines, prefetched, earlierStatuses, sequence] = await Promise.all([
          idempotencyKey ? findIdempotencyInTransaction(firestore, tx, uid, idempotencyKey) : undefined,
          findAddressInTransaction(firestore, tx, uid, addressId),
          findCartLinesByIdInTransaction(firestore, tx, uid, cartLineIds),
          findProductsForUpdate(firestore, tx, [...knownIds]),
          findOrderStatusesOfUserInTransaction(firestore, tx, uid),
          findNextOrderSequenceInTransaction(firestore, tx),
        ]);
        if (previous) {
          if (previous.requestHash !== requestHash) {
            throw new ConflictError(CHECKOUT_MESSAGES.idempotencyKeyReused);
          }
          return { orderId: previous.orderId, replayed: true, stockChanged: false };
        }
        // Only what can really be paid: never an order whose UPI link would name nobody's id.
        if (request.paymentMethod === 'upi' && !upiFor(settings).allowed)
          throw new ConflictError(PAYMENT_MESSAGES.upiNotAllowed);
        const pending = earlierStatuses.filter((status) => status === 'Pending').length;
        if (pending >= MAX_PENDING_ORDERS)
          throw new ConflictError(ORDER_LIFECYCLE_MESSAGES.tooManyPending(MAX_PENDING_ORDERS));
        if (!address) throw new NotFoundError(CHECKOUT_MESSAGES.addressNotFound);
        const pincode = pincodeOf(address.postalCode);
        if (!deliveryFor(pincode, settings).deliverable)
          throw new ConflictError(PRICING_MESSAGES.notDeliverable(pincode));

        const lines = mergeLines(request.source === 'cart' ? cartLines : request.items);
        if (lines.length === 0) throw new InvalidError(messages.emptyCart);

        // A cart line that changed product since the cart was read (rare) is read now.
        const unread = lines.map((l) => l.productId).filter((id) => !knownIds.has(id));
        const products =
          unread.length === 0
            ? prefetched
            : new Map([...prefetched, ...(await findProductsForUpdate(firestore, tx, unread))]);
        checkOrderLimits(lines, products);
        const { items, changed } = priceAndReserve(lines, products);
        const price = priceBreakdown({
          lineTotals: items.map((item) => item.lineTotal),
          pincode,
          firstOrder: isFirstOrder(earlierStatuses),
          settings,
        });
        // The checkout offered cash on delivery from the quote; the same rule decides here.
        if (request.paymentMethod === 'cod' && !codFor(pincode, price.total, settings).allowed)
          throw new ConflictError(PAYMENT_MESSAGES.codNotAllowed);
        const shippingAddress: ShippingAddress = {
          name: address.name,
          street: address.street,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          country: address.country,
          phoneNumber: address.phoneNumber,
        };

        for (const product of changed) updateVariantsInTransaction(firestore, tx, product);
        if (request.source === 'cart') deleteCartLinesInTransaction(firestore, tx, uid, cartLines);
        const orderId = createOrderInTransaction(
          firestore,
          tx,
          {
            userId: uid,
            status: 'Pending',
            subtotal: price.subtotal,
            discount: price.discount,
            shipping: price.shipping,
            totalAmount: price.total,
            items,
            shippingAddress,
            source: request.source,
            channel: request.channel,
            idempotencyKey: idempotencyKey ?? null,
            payment: { method: request.paymentMethod, status: 'due' },
          },
          requestHash,
          sequence,
        );
        markOrderInTransaction(firestore, tx, uid, orderId);
        // The owner's e-mail goes with the order (the Trigger Email extension sends it).
        if (settings.notificationEmail) {
          const message = newOrderMessage({
            orderId,
            number: formatOrderNumber(sequence),
            placedAt: new Date(),
            items,
            totalAmount: price.total,
            price,
            shippingAddress,
            channel: request.channel,
            paymentMethod: request.paymentMethod,
          });
          sendMailInTransaction(tx, { to: settings.notificationEmail, message });
        }
        return { orderId, replayed: false, stockChanged: changed.length > 0 };
      }),
    msLeft,
  );

  if (outcome.stockChanged) invalidateCatalogue();
  const order = await getOrder(uid, outcome.orderId);
  return { placed: { orderId: outcome.orderId, order }, replayed: outcome.replayed };
}

/**
 * The shopper's order with, while it is to be paid by UPI, the link that pays exactly its total
 * (from the farm's UPI id in settings/shop as it is now). While that id cannot really be paid to
 * (not set, a sample, broken: `payableUpi`), no link and no id at all: the order page then says
 * how she pays instead.
 */
function withPayLink<T extends Order>(order: T, upi: ShopSettings['upi']): T {
  const { payment } = order;
  if (!payment || payment.method !== 'upi' || payment.status !== 'due' || order.status === 'Cancelled')
    return order;
  const payee = payableUpi(upi);
  if (!payee) return order;
  const upiLink = upiLinkFor({ id: order._id, totalAmount: order.totalAmount }, payee);
  return { ...order, payment: { ...payment, upiLink, upiId: payee.id } };
}

export async function listOrders(uid: string): Promise<Order[]> {
  const [orders, settings] = await Promise.all([findOrdersOfUser(db(), uid), getShopSettings()]);
  return orders.map((order) => withPayLink(order, settings.upi));
}

/** Somebody else's order answers exactly like a missing one. */
export async function getOrder(uid: string, id: string): Promise<Order> {
  const [found, settings] = await Promise.all([findOrder(db(), id), getShopSettings()]);
  if (!found || found.userId !== uid) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return withPayLink(toOrder(found.id, found), settings.upi);
}

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
        if (!found || found.userId !== uid) throw new NotFoundError(ORDER_MESSAGES.notFound);
        if (!hasPayment(found)) throw new ConflictError(PAYMENT_MESSAGES.noPayment);
        if (found.payment.method === 'cod') throw new ConflictError(PAYMENT_MESSAGES.claimCod);
        if (found.status === 'Cancelled') throw new ConflictError(PAYMENT_MESSAGES.claimCancelled);
        if (used && used.orderId !== id) throw new ConflictError(PAYMENT_MESSAGES.referenceUsed);
        if (found.payment.status !== 'due') {
          if (found.payment.reference === reference) return found;
          throw new ConflictError(
            PAYMENT_MESSAGES.claimNotDue(PAYMENT_MESSAGES.badges[found.payment.status].toLowerCase()),
          );
        }
        return claimPaymentInTransaction(firestore, tx, id, found, reference);
      }),
    msLeft,
  );
  return withPayLink(toOrder(id, order), settings.upi);
}

/**
 * PATCH /admin/orders/{id}/payment: the owner marks a payment. `paid`: a claimed UPI payment
 * (checked in the bank app) or a cash on delivery one, whatever the order's status: a claim the
 * hourly job cancelled because nobody confirmed it in time can still be recorded as paid when the
 * money turns up late, and then `refunded`. `refunded`: a paid order that is Cancelled, by the
 * owner's hand only (cancelling never touches the payment). Audited.
 */
export async function markPaymentAsOwner(
  uid: string,
  id: string,
  to: 'paid' | 'refunded',
): Promise<AdminOrder> {
  const firestore = db();
  const order = await withLocks(
    [`order:${id}`],
    () =>
      runTransaction(async (tx) => {
        const found = await findOrderInTransaction(firestore, tx, id);
        if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
        if (!hasPayment(found)) throw new ConflictError(PAYMENT_MESSAGES.noPayment);
        const { method, status: from } = found.payment;
        if (to === 'paid') {
          const payable = method === 'upi' ? from === 'claimed' : from === 'due';
          if (!payable) throw new ConflictError(PAYMENT_MESSAGES.markNotAllowed(from, to));
        } else {
          if (from !== 'paid') throw new ConflictError(PAYMENT_MESSAGES.markNotAllowed(from, to));
          if (found.status !== 'Cancelled') throw new ConflictError(PAYMENT_MESSAGES.refundOnlyCancelled);
        }
        const marked = markPaymentInTransaction(firestore, tx, id, found, to);
        recordAudit(tx, {
          by: uid,
          action: 'order.payment',
          target: `orders/${id}`,
          before: { payment: from },
          after: { payment: to },
        });
        return marked;
      }),
    msLeft,
  );
  return toAdminOrder(id, order);
}

/** Whether the shopper's next order would be their first (the quote; the order checks again). */
export async function isNextOrderFirst(uid: string): Promise<boolean> {
  return isFirstOrder(await findOrderStatusesOfUser(db(), uid));
}

// ---- the lifecycle --------------------------------------------------------------------------

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
 * refused.
 */
export async function moveOrder(
  id: string,
  to: OrderStatus,
  actor: MoveActor,
  note?: string,
): Promise<AdminOrder | undefined> {
  const firestore = db();
  const seen = await findOrder(firestore, id);
  if (!seen || (actor.by === 'shopper' && seen.userId !== actor.uid))
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  // The same product locks the order transaction takes: a cancel and an order of one pack queue.
  const keys = [`order:${id}`, ...seen.items.map((item) => `product:${item.productId}`)];
  const outcome = await withLocks(
    keys,
    () =>
      runTransaction(async (tx) => {
        const order = await findOrderInTransaction(firestore, tx, id);
        if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
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
          throw new ConflictError(ORDER_LIFECYCLE_MESSAGES.cancelOnlyPending(from));
        }
        const allowed = (ORDER_MOVES as Record<string, readonly OrderStatus[] | undefined>)[from] ?? [];
        if (!allowed.includes(to)) throw new ConflictError(ORDER_LIFECYCLE_MESSAGES.moveNotAllowed(from, to));

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
        const moved = appendStatusInTransaction(firestore, tx, id, order, { status: to, by, note });
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

// ---- the back office ------------------------------------------------------------------------

export async function getAdminOrder(id: string): Promise<AdminOrder> {
  const found = await findAdminOrder(db(), id);
  if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return found;
}

export async function moveOrderAsOwner(
  uid: string,
  id: string,
  to: OrderStatus,
  note: string | undefined,
): Promise<AdminOrder> {
  return (await moveOrder(id, to, { by: 'owner', uid }, note || undefined))!;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

const alphanumericOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * An order matches `q` by its readable number (`KO-1042`, `ko1042`, or `1042` alone), its id
 * prefix, its delivery name, or its phone's digits.
 */
function matches(order: AdminOrder, q: string): boolean {
  const lower = q.toLowerCase();
  if (order.number) {
    const wanted = alphanumericOf(q);
    const own = alphanumericOf(order.number);
    if (wanted === own || (/^\d+$/.test(wanted) && own === alphanumericOf(ORDER_NUMBER_PREFIX) + wanted))
      return true;
  }
  if (order._id.toLowerCase().startsWith(lower)) return true;
  if (order.shippingAddress.name.toLowerCase().includes(lower)) return true;
  const digits = digitsOf(q);
  return digits.length >= 3 && digitsOf(order.shippingAddress.phoneNumber ?? '').includes(digits);
}

/** Orders read a batch at a time while searching. */
const SEARCH_BATCH = 100;

/**
 * GET /admin/orders: newest first, ADMIN_ORDERS_PAGE a page. With `q`, orders are read newest
 * first in batches and filtered here, at most ADMIN_SEARCH_SCAN a request (a farm's orders are
 * few; no index can match a name "contains"). The cursor is the id of the last order looked at.
 */
export async function listAdminOrders(query: AdminOrderQuery): Promise<AdminOrderPage> {
  const firestore = db();
  let after = query.cursor ? await findOrderCursor(firestore, query.cursor) : undefined;
  if (query.cursor && !after) throw new InvalidError(ADMIN_MESSAGES.cursorInvalid);
  const q = query.q?.trim();
  if (!q) {
    const batch = await findOrdersBatch(firestore, {
      status: query.status,
      after,
      limit: ADMIN_ORDERS_PAGE + 1,
    });
    const orders = batch.orders.slice(0, ADMIN_ORDERS_PAGE);
    return { orders, nextCursor: batch.orders.length > ADMIN_ORDERS_PAGE ? orders.at(-1)!._id : null };
  }
  const found: AdminOrder[] = [];
  let scanned = 0;
  while (scanned < ADMIN_SEARCH_SCAN) {
    const limit = Math.min(SEARCH_BATCH, ADMIN_SEARCH_SCAN - scanned);
    const batch = await findOrdersBatch(firestore, { status: query.status, after, limit });
    for (const order of batch.orders) {
      scanned++;
      if (!matches(order, q)) continue;
      found.push(order);
      if (found.length === ADMIN_ORDERS_PAGE) return { orders: found, nextCursor: order._id };
    }
    if (batch.orders.length < limit || !batch.last) return { orders: found, nextCursor: null };
    after = batch.last;
  }
  // The bound: more orders may match further back; the owner reads on from here.
  return { orders: found, nextCursor: after?.id ?? null };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in India (IST, UTC+5:30, no daylight saving) of the day `now` falls on there. */
export function startOfIndianDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

/** GET /admin/summary: today's orders (placed today in India, Cancelled ones left out), Pending, low stock. */
export async function getAdminSummary(now = new Date()): Promise<AdminSummary> {
  const firestore = db();
  const [today, pending, lowStock] = await Promise.all([
    findOrdersSince(firestore, startOfIndianDay(now)),
    countOrdersWithStatus(firestore, 'Pending'),
    countLowStockPacks(),
  ]);
  const counted = today.filter((order) => order.status !== 'Cancelled');
  return {
    today: { count: counted.length, total: round2(counted.reduce((sum, o) => sum + o.totalAmount, 0)) },
    pending,
    lowStock,
  };
}
