import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

/** The only code that touches users/{uid}/cart. One document per product + variant. */
export interface CartLineDoc {
  productId: number;
  unit: string;
  quantity: number;
  addedAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CartLine extends CartLineDoc {
  id: string;
}

export function cartCollection(db: Firestore, uid: string) {
  return db.collection('users').doc(uid).collection('cart');
}

/** Units may hold spaces or slashes ("1/2 kg"): encode them into a valid, stable document id. */
export function cartLineId(productId: number, unit: string): string {
  return `${productId}__${encodeURIComponent(unit)}`;
}

export async function findCartLines(db: Firestore, uid: string): Promise<CartLine[]> {
  const snapshot = await cartCollection(db, uid).orderBy('addedAt').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as CartLineDoc) }));
}

export async function findCartLinesInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
): Promise<CartLine[]> {
  const snapshot = await tx.get(cartCollection(db, uid).orderBy('addedAt'));
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as CartLineDoc) }));
}

/** Sets a line's quantity from what `next` computes of the current one, atomically. */
export async function upsertCartLine(
  db: Firestore,
  uid: string,
  productId: number,
  unit: string,
  next: (current: number) => number,
): Promise<number> {
  const ref = cartCollection(db, uid).doc(cartLineId(productId, unit));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.exists ? (snap.data() as CartLineDoc).quantity : 0;
    const quantity = next(current);
    const now = Timestamp.now();
    if (snap.exists) tx.update(ref, { quantity, updatedAt: now });
    else tx.set(ref, { productId, unit, quantity, addedAt: now, updatedAt: now } satisfies CartLineDoc);
    return quantity;
  });
}

export async function deleteCartLine(db: Firestore, uid: string, lineId: string): Promise<void> {
  await cartCollection(db, uid).doc(lineId).delete();
}

export function deleteCartLinesInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  lines: CartLine[],
): void {
  for (const line of lines) tx.delete(cartCollection(db, uid).doc(line.id));
}

export async function deleteAllCartLines(db: Firestore, uid: string): Promise<void> {
  const snapshot = await cartCollection(db, uid).get();
  const batch = db.batch();
  for (const doc of snapshot.docs) batch.delete(doc.ref);
  await batch.commit();
}
