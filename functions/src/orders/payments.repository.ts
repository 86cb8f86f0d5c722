import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { OrderDoc, PaymentDoc } from './orders.repository.js';

/**
 * The only code that touches `paymentReferences`, and the order's payment as the shopper claims it
 * or the owner marks it (product.md §11). A reference and the payment it pays are written together.
 */
/** `paymentReferences/{utr}`: one per UTR ever claimed, so a reference pays one order only. */
export interface PaymentReferenceDoc {
  orderId: string;
  userId: string;
  at: Timestamp;
}

function paymentReferenceRef(db: Firestore, reference: string) {
  return db.collection('paymentReferences').doc(reference);
}

export async function findPaymentReferenceInTransaction(
  db: Firestore,
  tx: Transaction,
  reference: string,
): Promise<PaymentReferenceDoc | undefined> {
  const snap = await tx.get(paymentReferenceRef(db, reference));
  return snap.exists ? (snap.data() as PaymentReferenceDoc) : undefined;
}

/** A reference's index document: from now on it pays order `id` only. */
function reserveReferenceInTransaction(
  db: Firestore,
  tx: Transaction,
  reference: string,
  id: string,
  order: OrderDoc,
  at: Timestamp,
): void {
  tx.create(paymentReferenceRef(db, reference), {
    orderId: id,
    userId: order.userId,
    at,
  } satisfies PaymentReferenceDoc);
}

/** The shopper's claim: the reference's index document and the order's payment, together. */
export function claimPaymentInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
  order: OrderDoc & { payment: PaymentDoc },
  reference: string,
): OrderDoc {
  const at = Timestamp.now();
  reserveReferenceInTransaction(db, tx, reference, id, order, at);
  const payment: PaymentDoc = { ...order.payment, status: 'claimed', reference, claimedAt: at };
  tx.update(db.collection('orders').doc(id), { payment });
  return { ...order, payment };
}

/**
 * The owner's mark: paid (with when) or refunded (with when), with her note if she gave one, and
 * a reference she gave for an unclaimed payment (its index document created with it).
 */
export function markPaymentInTransaction(
  db: Firestore,
  tx: Transaction,
  id: string,
  order: OrderDoc & { payment: PaymentDoc },
  status: 'paid' | 'refunded',
  { reference, note }: { reference?: string; note?: string } = {},
): OrderDoc {
  const at = Timestamp.now();
  if (reference) reserveReferenceInTransaction(db, tx, reference, id, order, at);
  const payment: PaymentDoc = {
    ...order.payment,
    status,
    ...(status === 'paid' ? { paidAt: at } : { refundedAt: at }),
    ...(reference ? { reference } : {}),
    ...(note ? { note } : {}),
  };
  tx.update(db.collection('orders').doc(id), { payment });
  return { ...order, payment };
}
