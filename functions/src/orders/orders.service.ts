import { createHash } from 'node:crypto';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../contract/limits.js';
import {
  MAX_PENDING_ORDERS,
  ORDER_MOVES,
  type Order,
  type OrderItem,
  type OrderStatus,
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
} from '../contract/messages.js';
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
import {
  appendStatusInTransaction,
  countOrdersWithStatus,
  countPendingOfUserInTransaction,
  createOrderInTransaction,
  findAdminOrder,
  findIdempotencyInTransaction,
  findOrder,
  findOrderCursor,
  findOrderInTransaction,
  findOrdersBatch,
  findOrdersOfUser,
  findOrdersSince,
  toAdminOrder,
  toOrder,
  type OrderDoc,
} from './orders.repository.js';

type Channel = 'website' | 'whatsapp';

/** The spec words the checkout's messages differently for the WhatsApp hand-off. */
const MESSAGES = {
  website: { noAddress: CHECKOUT_MESSAGES.noAddress, emptyCart: CHECKOUT_MESSAGES.emptyCart },
  whatsapp: {
    noAddress: CHECKOUT_MESSAGES.noAddressForWhatsApp,
    emptyCart: CHECKOUT_MESSAGES.emptyCartForWhatsApp,
  },
} as const;

export type OrderRequest =
  | { source: 'cart'; selectedAddressId?: string | undefined; channel: Channel }
  | {
      source: 'direct';
      selectedAddressId?: string | undefined;
      channel: Channel;
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
  const { notificationEmail } = await getShopSettings();

  // The cart's lines first, then the same lines by id inside the transaction (a query there would
  // lock a range): a line added meanwhile simply stays in the cart for next time.
  const cartNow = request.source === 'cart' ? await findCartLines(firestore, uid) : [];
  const cartLineIds = cartNow.map((line) => line.id);
  // Orders of one product queue here before their transaction (lib/keyed-lock.ts).
  const productIdsOf = (request.source === 'cart' ? cartNow : request.items).map((l) => l.productId);
  const outcome = await withLocks(
    productIdsOf.map((id) => `product:${id}`),
    () =>
      runTransaction(async (tx) => {
        // Every read at once (one round trip after the transaction starts): the product lock is
        // held for as short a time as it can be.
        const knownIds = new Set(productIdsOf);
        const [previous, address, cartLines, prefetched, pending] = await Promise.all([
          idempotencyKey ? findIdempotencyInTransaction(firestore, tx, uid, idempotencyKey) : undefined,
          findAddressInTransaction(firestore, tx, uid, addressId),
          findCartLinesByIdInTransaction(firestore, tx, uid, cartLineIds),
          findProductsForUpdate(firestore, tx, [...knownIds]),
          countPendingOfUserInTransaction(firestore, tx, uid, MAX_PENDING_ORDERS),
        ]);
        if (previous) {
          if (previous.requestHash !== requestHash) {
            throw new ConflictError(CHECKOUT_MESSAGES.idempotencyKeyReused);
          }
          return { orderId: previous.orderId, replayed: true, stockChanged: false };
        }
        if (pending >= MAX_PENDING_ORDERS)
          throw new ConflictError(ORDER_LIFECYCLE_MESSAGES.tooManyPending(MAX_PENDING_ORDERS));
        if (!address) throw new NotFoundError(CHECKOUT_MESSAGES.addressNotFound);

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
        const totalAmount = round2(items.reduce((sum, item) => sum + item.lineTotal, 0));
        const orderId = createOrderInTransaction(
          firestore,
          tx,
          {
            userId: uid,
            status: 'Pending',
            totalAmount,
            items,
            shippingAddress,
            source: request.source,
            channel: request.channel,
            idempotencyKey: idempotencyKey ?? null,
          },
          requestHash,
        );
        // The owner's e-mail goes with the order (the Trigger Email extension sends it).
        if (notificationEmail) {
          const message = newOrderMessage({
            orderId,
            placedAt: new Date(),
            items,
            totalAmount,
            shippingAddress,
            channel: request.channel,
          });
          sendMailInTransaction(tx, { to: notificationEmail, message });
        }
        return { orderId, replayed: false, stockChanged: changed.length > 0 };
      }),
    msLeft,
  );

  if (outcome.stockChanged) invalidateCatalogue();
  const order = await getOrder(uid, outcome.orderId);
  return { placed: { orderId: outcome.orderId, order }, replayed: outcome.replayed };
}

export function listOrders(uid: string): Promise<Order[]> {
  return findOrdersOfUser(db(), uid);
}

/** Somebody else's order answers exactly like a missing one. */
export async function getOrder(uid: string, id: string): Promise<Order> {
  const found = await findOrder(db(), id);
  if (!found || found.userId !== uid) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return toOrder(found.id, found);
}

// ---- the lifecycle --------------------------------------------------------------------------

/** Who asks for a move: the shopper (cancel only), the owner, or the stale-order job. */
export type MoveActor =
  { by: 'shopper'; uid: string } | { by: 'owner'; uid: string } | { by: 'system'; placedBefore: Date };

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
 * the stale-order job only cancels an order still Pending and placed before its cutoff (anything
 * else it skips: undefined). Cancelling puts the stock back in the same transaction, so it
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
          if (from !== 'Pending' || !(placedAt(order) < actor.placedBefore.getTime())) return undefined;
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

/** An order matches `q` by its number (id prefix), its delivery name, or its phone's digits. */
function matches(order: AdminOrder, q: string): boolean {
  const lower = q.toLowerCase();
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
