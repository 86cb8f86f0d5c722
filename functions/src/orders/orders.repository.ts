import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { AdminOrder } from '../contract/admin.js';
import type { Order, OrderItem, OrderStatus, ShippingAddress, StatusActor } from '../contract/orders.js';
import { toIso } from '../lib/time.js';

/**
 * The only code that touches `orders` and `idempotencyKeys`. Orders are top level, carrying the
 * shopper's uid, so the owner finds every order in one collection of the Firebase console.
 */
export interface OrderDoc {
  userId: string;
  orderDate: Timestamp | FieldValue;
  status: string;
  totalAmount: number;
  items: OrderItem[];
  shippingAddress: ShippingAddress;
  source: 'cart' | 'direct';
  channel: 'website' | 'whatsapp';
  idempotencyKey: string | null;
  /** Absent on orders placed before the lifecycle existed. */
  statusHistory?: StatusChangeDoc[];
}

export interface StatusChangeDoc {
  status: OrderStatus;
  at: Timestamp;
  by: StatusActor;
  note?: string;
}

export interface IdempotencyDoc {
  userId: string;
  key: string;
  requestHash: string;
  orderId: string;
  createdAt: Timestamp;
  /** Firestore's TTL policy on this field (firestore.indexes.json) deletes old records. */
  expireAt: Timestamp;
}

const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The stored history, or for an order placed before it existed, its Pending at its date. */
function historyOf(data: OrderDoc): StatusChangeDoc[] {
  if (data.statusHistory) return data.statusHistory;
  const at = data.orderDate instanceof Timestamp ? data.orderDate : Timestamp.fromMillis(0);
  return [{ status: 'Pending', at, by: 'shopper' }];
}

export function toOrder(id: string, data: OrderDoc): Order {
  return {
    _id: id,
    orderDate: toIso(data.orderDate),
    status: data.status,
    totalAmount: data.totalAmount,
    statusHistory: historyOf(data).map((change) => ({ ...change, at: toIso(change.at) })),
    items: data.items,
    shippingAddress: data.shippingAddress,
    source: data.source,
    channel: data.channel,
  };
}

export function toAdminOrder(id: string, data: OrderDoc): AdminOrder {
  return { ...toOrder(id, data), userId: data.userId };
}

export function idempotencyRef(db: Firestore, uid: string, key: string) {
  // One namespace per user: the same key from two shoppers is two different requests.
  return db.collection('idempotencyKeys').doc(`${uid}_${key}`);
}

export async function findIdempotencyInTransaction(db: Firestore, tx: Transaction, uid: string, key: string) {
  const snap = await tx.get(idempotencyRef(db, uid, key));
  return snap.exists ? (snap.data() as IdempotencyDoc) : undefined;
}

export function createOrderInTransaction(
  db: Firestore,
  tx: Transaction,
  order: Omit<OrderDoc, 'orderDate' | 'statusHistory'>,
  requestHash: string | null,
): string {
  const ref = db.collection('orders').doc();
  // Server timestamps cannot go inside arrays: the history's first entry takes this instance's clock.
  const placed: StatusChangeDoc = { status: 'Pending', at: Timestamp.now(), by: 'shopper' };
  tx.create(ref, {
    ...order,
    orderDate: FieldValue.serverTimestamp(),
    statusHistory: [placed],
  } satisfies OrderDoc);
  if (order.idempotencyKey && requestHash) {
    const now = Date.now();
    tx.create(idempotencyRef(db, order.userId, order.idempotencyKey), {
      userId: order.userId,
      key: order.idempotencyKey,
      requestHash,
      orderId: ref.id,
      createdAt: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + IDEMPOTENCY_TTL_MS),
    } satisfies IdempotencyDoc);
  }
  return ref.id;
}

export async function findOrder(db: Firestore, id: string): Promise<(OrderDoc & { id: string }) | undefined> {
  const snap = await db.collection('orders').doc(id).get();
  return snap.exists ? { id: snap.id, ...(snap.data() as OrderDoc) } : undefined;
}

export async function findOrdersOfUser(db: Firestore, uid: string, limit = 100): Promise<Order[]> {
  const snapshot = await db
    .collection('orders')
    .where('userId', '==', uid)
    .orderBy('orderDate', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => toOrder(doc.id, doc.data() as OrderDoc));
}

export async function findOrderInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
): Promise<OrderDoc | undefined> {
  const snap = await tx.get(db.collection('orders').doc(id));
  return snap.exists ? (snap.data() as OrderDoc) : undefined;
}

/**
 * The shopper's Pending orders, up to `limit`, read inside the order transaction: Firestore's
 * transactions are serialisable, so two orders placed at once cannot both see room for one more.
 */
export async function countPendingOfUserInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  limit: number,
): Promise<number> {
  const snapshot = await tx.get(
    db.collection('orders').where('userId', '==', uid).where('status', '==', 'Pending').limit(limit),
  );
  return snapshot.size;
}

/** Appends one status change to the order (and sets its status), inside the caller's transaction. */
export function appendStatusInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
  order: OrderDoc,
  change: { status: OrderStatus; by: StatusActor; note?: string | undefined },
): OrderDoc {
  const entry: StatusChangeDoc = {
    status: change.status,
    at: Timestamp.now(),
    by: change.by,
    ...(change.note ? { note: change.note } : {}),
  };
  const statusHistory = [...historyOf(order), entry];
  tx.update(db.collection('orders').doc(id), { status: change.status, statusHistory });
  return { ...order, status: change.status, statusHistory };
}

export async function findAdminOrder(db: Firestore, id: string): Promise<AdminOrder | undefined> {
  const snap = await db.collection('orders').doc(id).get();
  return snap.exists ? toAdminOrder(snap.id, snap.data() as OrderDoc) : undefined;
}

/** Every order, or those of one status, newest first (firestore.indexes.json: status + orderDate). */
function ordersNewestFirst(db: Firestore, status: string | undefined): Query {
  const all = db.collection('orders');
  return (status ? all.where('status', '==', status) : all).orderBy('orderDate', 'desc');
}

/** The snapshot a page starts after, or undefined when the id names no order. */
export async function findOrderCursor(db: Firestore, id: string): Promise<DocumentSnapshot | undefined> {
  const snap = await db.collection('orders').doc(id).get();
  return snap.exists ? snap : undefined;
}

/** One batch of orders newest first, after `after` (a snapshot from findOrderCursor or a batch). */
export async function findOrdersBatch(
  db: Firestore,
  options: { status?: string | undefined; after?: DocumentSnapshot | undefined; limit: number },
): Promise<{ orders: AdminOrder[]; last: DocumentSnapshot | undefined }> {
  let query = ordersNewestFirst(db, options.status);
  if (options.after) query = query.startAfter(options.after);
  const snapshot = await query.limit(options.limit).get();
  return {
    orders: snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as OrderDoc)),
    last: snapshot.docs.at(-1),
  };
}

/** Ids of Pending orders placed before `before`, oldest first, at most `limit`. */
export async function findStalePendingIds(db: Firestore, before: Date, limit: number): Promise<string[]> {
  const snapshot = await db
    .collection('orders')
    .where('status', '==', 'Pending')
    .where('orderDate', '<', Timestamp.fromDate(before))
    .orderBy('orderDate', 'asc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
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
