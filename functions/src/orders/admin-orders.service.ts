import {
  ADMIN_ORDERS_PAGE,
  ADMIN_SEARCH_SCAN,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminSummary,
} from '../contract/admin.js';
import { ORDER_NUMBER_PREFIX } from '../contract/orders.js';
import { msg } from '../contract/api-message.js';
import { db } from '../lib/firestore.js';
import { InvalidError, NotFoundError } from '../lib/errors.js';
import { round2 } from '../lib/money.js';
import { countLowStockPacks } from '../products/products.service.js';
import {
  countClaimedPayments,
  countOrdersWithStatus,
  findAdminOrder,
  findOrderCursor,
  findOrdersBatch,
  findOrdersSince,
} from './order-lists.repository.js';

/** The back office's reads of orders: one order, the searchable list, today's summary (product.md §10). */

export async function getAdminOrder(id: string): Promise<AdminOrder> {
  const found = await findAdminOrder(db(), id);
  if (!found) throw new NotFoundError(msg('order.notFound'));
  return found;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

const alphanumericOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * An order matches `q` by its readable number (`KO-1042`, `ko1042`, or `1042` alone), its id
 * prefix, its delivery name or city, its PIN code, its phone's digits, or its payment's UTR.
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
  const { name, city, postalCode, phoneNumber } = order.shippingAddress;
  if (name.toLowerCase().includes(lower) || city.toLowerCase().includes(lower)) return true;
  const digits = digitsOf(q);
  if (digits.length < 3 || digits.length !== q.replace(/[\s+-]/g, '').length) return false;
  return (
    digitsOf(phoneNumber ?? '').includes(digits) ||
    postalCode.startsWith(digits) ||
    (order.payment?.reference ?? '').includes(digits)
  );
}

/** Orders read a batch at a time while searching. */
const SEARCH_BATCH = 100;

/**
 * GET /admin/orders: newest first, ADMIN_ORDERS_PAGE a page; with `payment=claimed`, only the
 * payments to check, oldest claim first. With `q`, orders are read in that order in batches and
 * filtered here, at most ADMIN_SEARCH_SCAN a request (a farm's orders are few; no index can match
 * a name "contains"). The cursor is the id of the last order looked at.
 */
export async function listAdminOrders(query: AdminOrderQuery): Promise<AdminOrderPage> {
  const firestore = db();
  const { status, payment } = query;
  let after = query.cursor ? await findOrderCursor(firestore, query.cursor, payment) : undefined;
  if (query.cursor && !after) throw new InvalidError(msg('admin.cursorInvalid'));
  const q = query.q?.trim();
  if (!q) {
    const batch = await findOrdersBatch(firestore, { status, payment, after, limit: ADMIN_ORDERS_PAGE + 1 });
    const orders = batch.orders.slice(0, ADMIN_ORDERS_PAGE);
    return { orders, nextCursor: batch.orders.length > ADMIN_ORDERS_PAGE ? orders.at(-1)!._id : null };
  }
  const found: AdminOrder[] = [];
  let scanned = 0;
  while (scanned < ADMIN_SEARCH_SCAN) {
    const limit = Math.min(SEARCH_BATCH, ADMIN_SEARCH_SCAN - scanned);
    const batch = await findOrdersBatch(firestore, { status, payment, after, limit });
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

/**
 * GET /admin/summary: today's orders (placed today in India, Cancelled ones left out), Pending,
 * the payments to check (the `payment=claimed` list's length), low stock.
 */
export async function getAdminSummary(now = new Date()): Promise<AdminSummary> {
  const firestore = db();
  const [today, pending, paymentsToCheck, lowStock] = await Promise.all([
    findOrdersSince(firestore, startOfIndianDay(now)),
    countOrdersWithStatus(firestore, 'Pending'),
    countClaimedPayments(firestore),
    countLowStockPacks(),
  ]);
  const counted = today.filter((order) => order.status !== 'Cancelled');
  return {
    today: { count: counted.length, total: round2(counted.reduce((sum, o) => sum + o.totalAmount, 0)) },
    pending,
    paymentsToCheck,
    lowStock,
  };
}
