import { Timestamp, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import type { AdminOrder } from '../contract/admin.js';
import { toAdminOrder, type OrderDoc } from './orders.repository.js';

/**
 * The lists the owner and the hourly job read from `orders` (orders.repository.ts writes them and
 * reads one shopper's): every order or one status, newest first; the payments to check; the stale
 * ones to cancel; today's; the counts of the back office's summary.
 */

export async function findAdminOrder(db: Firestore, id: string): Promise<AdminOrder | undefined> {
  const snap = await db.collection('orders').doc(id).get();
  return snap.exists ? toAdminOrder(snap.id, snap.data() as OrderDoc) : undefined;
}

/** Every order, or those of one status, newest first (firestore.indexes.json: status + orderDate). */
function ordersNewestFirst(db: Firestore, status: string | undefined): Query {
  const all = db.collection('orders');
  return (status ? all.where('status', '==', status) : all).orderBy('orderDate', 'desc');
}

/** Every status a claimed payment is still to be checked in: all but Cancelled (contract/admin.ts). */
const OPEN_STATUSES = ['Pending', 'Shipped', 'Delivered'] as const;

/**
 * Orders whose UPI payment is claimed (a UTR given, not yet marked paid), oldest claim first: of
 * one status, or of every status but Cancelled. The filters come in the order of the composite
 * index findExpiredClaimIds uses (firestore.indexes.json: status + payment.status +
 * payment.claimedAt), which serves this query, its `in` and its count too.
 */
function claimsOldestFirst(db: Firestore, status: string | undefined): Query {
  const all = db.collection('orders');
  const ofStatus = status ? all.where('status', '==', status) : all.where('status', 'in', [...OPEN_STATUSES]);
  return ofStatus.where('payment.status', '==', 'claimed').orderBy('payment.claimedAt', 'asc');
}

/** The orders whose payment the owner has to check (claimsOldestFirst, every status but Cancelled). */
export async function countClaimedPayments(db: Firestore): Promise<number> {
  const snapshot = await claimsOldestFirst(db, undefined).count().get();
  return snapshot.data().count;
}

/**
 * The snapshot a page starts after, or undefined when the id names no order, or (for the claimed
 * payments' list) an order without the claim time that list is ordered by.
 */
export async function findOrderCursor(
  db: Firestore,
  id: string,
  payment?: 'claimed',
): Promise<DocumentSnapshot | undefined> {
  const snap = await db.collection('orders').doc(id).get();
  if (!snap.exists) return undefined;
  if (payment === 'claimed' && !(snap.get('payment.claimedAt') instanceof Timestamp)) return undefined;
  return snap;
}

/**
 * One batch of orders after `after` (a snapshot from findOrderCursor or a batch): newest first, or
 * with `payment: 'claimed'` the claimed payments oldest claim first.
 */
export async function findOrdersBatch(
  db: Firestore,
  options: {
    status?: string | undefined;
    payment?: 'claimed' | undefined;
    after?: DocumentSnapshot | undefined;
    limit: number;
  },
): Promise<{ orders: AdminOrder[]; last: DocumentSnapshot | undefined }> {
  let query =
    options.payment === 'claimed'
      ? claimsOldestFirst(db, options.status)
      : ordersNewestFirst(db, options.status);
  if (options.after) query = query.startAfter(options.after);
  const snapshot = await query.limit(options.limit).get();
  return {
    orders: snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as OrderDoc)),
    last: snapshot.docs.at(-1),
  };
}

/**
 * Ids of Pending orders placed before `before`, oldest first, at most `limit`, after the snapshot
 * `after` (the `last` of the batch before): orders that stay Pending because they do not expire
 * (a claimed payment, cash on delivery) must not hide the ones behind them.
 */
export async function findStalePendingIds(
  db: Firestore,
  before: Date,
  limit: number,
  after?: DocumentSnapshot,
): Promise<{ ids: string[]; last: DocumentSnapshot | undefined }> {
  const query = db
    .collection('orders')
    .where('status', '==', 'Pending')
    .where('orderDate', '<', Timestamp.fromDate(before))
    .orderBy('orderDate', 'asc');
  return idsAfter(query, limit, after);
}

/**
 * Ids of Pending orders whose UPI payment is still only `claimed` and was claimed before `before`,
 * oldest claim first, at most `limit`, after the snapshot `after` (firestore.indexes.json: status
 * + payment.status + payment.claimedAt).
 */
export async function findExpiredClaimIds(
  db: Firestore,
  before: Date,
  limit: number,
  after?: DocumentSnapshot,
): Promise<{ ids: string[]; last: DocumentSnapshot | undefined }> {
  const query = db
    .collection('orders')
    .where('status', '==', 'Pending')
    .where('payment.status', '==', 'claimed')
    .where('payment.claimedAt', '<', Timestamp.fromDate(before))
    .orderBy('payment.claimedAt', 'asc');
  return idsAfter(query, limit, after);
}

/** One batch of an hourly job's ids: at most `limit` after the snapshot `after`, and its last. */
async function idsAfter(
  query: Query,
  limit: number,
  after?: DocumentSnapshot,
): Promise<{ ids: string[]; last: DocumentSnapshot | undefined }> {
  const snapshot = await (after ? query.startAfter(after) : query).limit(limit).get();
  return { ids: snapshot.docs.map((doc) => doc.id), last: snapshot.docs.at(-1) };
}

/** Orders placed at or after `since` (the summary's "today"; a day's orders are few). */
export async function findOrdersSince(db: Firestore, since: Date): Promise<AdminOrder[]> {
  const snapshot = await db.collection('orders').where('orderDate', '>=', Timestamp.fromDate(since)).get();
  return snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as OrderDoc));
}

export async function countOrdersWithStatus(db: Firestore, status: string): Promise<number> {
  const snapshot = await db.collection('orders').where('status', '==', status).count().get();
  return snapshot.data().count;
}
