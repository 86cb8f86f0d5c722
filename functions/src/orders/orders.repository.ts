import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ApiMessage, ApiParams, MessageCode } from '../contract/api-message.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import type { AdminOrder } from '../contract/admin.js';
import type { EtaDays } from '../contract/settings.js';
import {
  formatOrderNumber,
  type Order,
  type OrderChannel,
  type OrderItem,
  type OrderPayment,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ShippingAddress,
  type StatusActor,
} from '../contract/orders.js';
import { noticeIn } from '../lib/api-words.js';
import { toIso } from '../lib/time.js';

/**
 * The only code that touches `orders` and `idempotencyKeys` (an order's payment and its UTR index:
 * payments.repository). Orders are top level, carrying the shopper's uid, so the owner finds every
 * order in one collection of the Firebase console.
 */
export interface OrderDoc {
  userId: string;
  /** The readable number (`KO-1042`); absent on orders placed before numbers existed. */
  number?: string;
  orderDate: Timestamp | FieldValue;
  status: string;
  totalAmount: number;
  items: OrderItem[];
  shippingAddress: ShippingAddress;
  source: 'cart' | 'direct';
  channel: OrderChannel;
  idempotencyKey: string | null;
  /** Absent on orders placed before the lifecycle existed. */
  statusHistory?: StatusChangeDoc[];
  /** The price breakdown (functions/src/pricing); absent on orders placed before it existed. */
  subtotal?: number;
  discount?: number;
  shipping?: number;
  /** How it is paid (decision 011); absent on orders placed before payments were recorded. */
  payment?: PaymentDoc;
  /** Days to the door promised when it was placed (settings `etaDays` for its area). */
  etaDays?: EtaDays;
  /**
   * The shopper's verified e-mail at placing (Google sign-in), where the order's news is mailed:
   * paid, shipped, delivered, cancelled by the farm. Never in an API answer.
   */
  contactEmail?: string;
  /** The language she ordered in, when not English: the shop's e-mails and updates use it. */
  language?: Language;
}

export interface PaymentDoc {
  method: PaymentMethod;
  status: PaymentStatus;
  reference?: string;
  claimedAt?: Timestamp;
  paidAt?: Timestamp;
  refundedAt?: Timestamp;
  /** The owner's note from marking it (how she knows it is paid). */
  note?: string;
}

export interface StatusChangeDoc {
  status: OrderStatus;
  at: Timestamp;
  by: StatusActor;
  /** The owner's words (a tracking number), or, on orders from before codes, the job's English. */
  note?: string;
  /** The shop's own reason by code (contract/api-text.ts), worded when the order is read. */
  notice?: { code: MessageCode; params: ApiParams };
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

function toPayment(doc: PaymentDoc): OrderPayment {
  return {
    method: doc.method,
    status: doc.status,
    ...(doc.reference ? { reference: doc.reference } : {}),
    ...(doc.claimedAt ? { claimedAt: toIso(doc.claimedAt) } : {}),
    ...(doc.paidAt ? { paidAt: toIso(doc.paidAt) } : {}),
  };
}

export function toOrder(id: string, data: OrderDoc): Order {
  return {
    _id: id,
    ...(typeof data.number === 'string' ? { number: data.number } : {}),
    orderDate: toIso(data.orderDate),
    status: data.status,
    totalAmount: data.totalAmount,
    ...(typeof data.subtotal === 'number' && {
      subtotal: data.subtotal,
      discount: data.discount ?? 0,
      shipping: data.shipping ?? 0,
    }),
    statusHistory: historyOf(data).map(({ notice, ...change }) => ({
      ...change,
      at: toIso(change.at),
      // In English here; a page that asks in another language gets it re-worded (shopper-orders).
      ...(notice ? { notice: noticeIn(DEFAULT_LANGUAGE, notice as ApiMessage) } : {}),
    })),
    items: data.items,
    shippingAddress: data.shippingAddress,
    source: data.source,
    channel: data.channel,
    ...(data.payment ? { payment: toPayment(data.payment) } : {}),
    ...(data.etaDays ? { etaDays: data.etaDays } : {}),
  };
}

export function toAdminOrder(id: string, data: OrderDoc): AdminOrder {
  return {
    ...toOrder(id, data),
    userId: data.userId,
    ...(data.language ? { language: data.language } : {}),
    ...(data.payment?.note ? { paymentNote: data.payment.note } : {}),
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

/** `counters/orders`: the last order number's sequence (`{ last }`), read and bumped by every order. */
function orderCounterRef(db: Firestore) {
  return db.collection('counters').doc('orders');
}

interface OrderCounterDoc {
  last: number;
}

/** The sequence the next order takes (1 when no order has been numbered yet). */
export async function findNextOrderSequenceInTransaction(db: Firestore, tx: Transaction): Promise<number> {
  const snap = await tx.get(orderCounterRef(db));
  const last = snap.exists ? Number((snap.data() as OrderCounterDoc).last) : 0;
  return (Number.isInteger(last) && last > 0 ? last : 0) + 1;
}

/**
 * Creates the order (and its idempotency record) and moves the counter to its sequence; `number`
 * is that sequence, read in the same transaction by findNextOrderSequenceInTransaction.
 */
export function createOrderInTransaction(
  db: Firestore,
  tx: Transaction,
  order: Omit<OrderDoc, 'orderDate' | 'statusHistory' | 'number'>,
  requestHash: string | null,
  sequence: number,
): string {
  const ref = db.collection('orders').doc();
  tx.set(orderCounterRef(db), { last: sequence } satisfies OrderCounterDoc);
  // Server timestamps cannot go inside arrays: the history's first entry takes this instance's clock.
  const placed: StatusChangeDoc = { status: 'Pending', at: Timestamp.now(), by: 'shopper' };
  tx.create(ref, {
    ...order,
    number: formatOrderNumber(sequence),
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

export async function findOrderInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
): Promise<OrderDoc | undefined> {
  const snap = await tx.get(db.collection('orders').doc(id));
  return snap.exists ? (snap.data() as OrderDoc) : undefined;
}

/** Appends one status change to the order (and sets its status), inside the caller's transaction. */
export function appendStatusInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
  order: OrderDoc,
  change: {
    status: OrderStatus;
    by: StatusActor;
    note?: string | undefined;
    notice?: ApiMessage | undefined;
  },
): OrderDoc {
  const entry: StatusChangeDoc = {
    status: change.status,
    at: Timestamp.now(),
    by: change.by,
    ...(change.note ? { note: change.note } : {}),
    ...(change.notice
      ? { notice: { code: change.notice.code, params: change.notice.params as ApiParams } }
      : {}),
  };
  const statusHistory = [...historyOf(order), entry];
  tx.update(db.collection('orders').doc(id), { status: change.status, statusHistory });
  return { ...order, status: change.status, statusHistory };
}
