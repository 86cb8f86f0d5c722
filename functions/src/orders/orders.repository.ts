import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
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
  /** The price breakdown (functions/src/pricing); absent on orders placed before it existed. */
  subtotal?: number;
  discount?: number;
  shipping?: number;
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

export function toOrder(id: string, data: OrderDoc): Order {
  return {
    _id: id,
    orderDate: toIso(data.orderDate),
    status: data.status,
    totalAmount: data.totalAmount,
    ...(typeof data.subtotal === 'number' && {
      subtotal: data.subtotal,
      discount: data.discount ?? 0,
      shipping: data.shipping ?? 0,
    }),
    statusHistory: data.statusHistory?.map((change) => ({ ...change, at: toIso(change.at) })) ?? [
      { status: 'Pending', at: toIso(data.orderDate), by: 'shopper' },
    ],
    items: data.items,
    shippingAddress: data.shippingAddress,
    source: data.source,
    channel: data.channel,
  };
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
  order: Omit<OrderDoc, 'orderDate'>,
  requestHash: string | null,
): string {
  const ref = db.collection('orders').doc();
  tx.create(ref, { ...order, orderDate: FieldValue.serverTimestamp() } satisfies OrderDoc);
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

/** Statuses of every order the shopper placed: whether the next one is their first (pricing). */
export async function findOrderStatusesOfUser(db: Firestore, uid: string): Promise<string[]> {
  const snapshot = await db.collection('orders').where('userId', '==', uid).select('status').get();
  return snapshot.docs.map((doc) => String(doc.get('status')));
}

/**
 * The same inside the order transaction, together with the shopper's order marker
 * (`users/{uid}/checkout/lastOrder`), which every order writes. Two orders of one shopper placed at
 * once both read and write the marker, so Firestore lets one commit and retries the other, which
 * then sees the first order in its query: a "first order" is priced as one only once.
 */
export async function findOrderStatusesOfUserInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
): Promise<string[]> {
  const [snapshot] = await Promise.all([
    tx.get(db.collection('orders').where('userId', '==', uid).select('status')),
    tx.get(orderMarkerRef(db, uid)),
  ]);
  return snapshot.docs.map((doc) => String(doc.get('status')));
}

function orderMarkerRef(db: Firestore, uid: string) {
  return db.collection('users').doc(uid).collection('checkout').doc('lastOrder');
}

export function markOrderInTransaction(db: Firestore, tx: Transaction, uid: string, orderId: string): void {
  tx.set(orderMarkerRef(db, uid), { orderId, at: FieldValue.serverTimestamp() });
}
