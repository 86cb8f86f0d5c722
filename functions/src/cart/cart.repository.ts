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

/**
 * Units may hold spaces or slashes ("1/2 kg"): encode them into a valid, stable document id. For
 * any unit the contract accepts (UnitSchema: well-formed, no control characters, ≤ 40 characters)
 * this is a valid Firestore id: it starts with digits (never '.', '..' or '__…__'), holds no '/'
 * and stays far below 1,500 bytes (cart.repository.test.ts checks it for generated units).
 */
export function cartLineId(productId: number, unit: string): string {
  return `${productId}__${encodeURIComponent(unit)}`;
}

export async function findCartLines(db: Firestore, uid: string): Promise<CartLine[]> {
  const snapshot = await cartCollection(db, uid).orderBy('addedAt').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as CartLineDoc) }));
}

export async function countCartLines(db: Firestore, uid: string): Promise<number> {
  return (await cartCollection(db, uid).count().get()).data().count;
}

/**
 * These lines as they are now (missing ones left out), oldest first, locked by the transaction.
 * A checkout reads the cart first and then its lines by id here, instead of running a query in
 * the transaction: that locks only the lines, not a range (the emulator locks whole collections
 * for a query in a transaction, which queues every shopper's checkout behind every other's).
 */
export async function findCartLinesByIdInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  ids: string[],
): Promise<CartLine[]> {
  if (ids.length === 0) return [];
  const snaps = await tx.getAll(...ids.map((id) => cartCollection(db, uid).doc(id)));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => ({ id: snap.id, ...(snap.data() as CartLineDoc) }))
    .sort((a, b) => a.addedAt.toMillis() - b.addedAt.toMillis());
}

export async function findCartLineInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  id: string,
): Promise<CartLine | undefined> {
  const snap = await tx.get(cartCollection(db, uid).doc(id));
  return snap.exists ? { id: snap.id, ...(snap.data() as CartLineDoc) } : undefined;
}

/** Writes one line's quantity inside a transaction that has read the cart (`existing` or not). */
export function setCartLineInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  line: { productId: number; unit: string; quantity: number },
  existing: CartLine | undefined,
): void {
  const ref = cartCollection(db, uid).doc(cartLineId(line.productId, line.unit));
  const now = Timestamp.now();
  if (existing) tx.update(ref, { quantity: line.quantity, updatedAt: now });
  else tx.create(ref, { ...line, addedAt: now, updatedAt: now } satisfies CartLineDoc);
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
