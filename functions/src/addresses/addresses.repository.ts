import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Address } from '../contract/addresses.js';
import { toIso } from '../lib/time.js';

/** The only code that touches users/{uid}/addresses. */
export type AddressDoc = Omit<Address, '_id' | 'createdAt'> & { createdAt: Timestamp };

export function addressCollection(db: Firestore, uid: string) {
  return db.collection('users').doc(uid).collection('addresses');
}

function toAddress(id: string, data: AddressDoc): Address {
  return { ...data, _id: id, createdAt: toIso(data.createdAt) };
}

/** All of a user's addresses, oldest first, read inside a transaction. */
export async function findAddressesInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
): Promise<Address[]> {
  const snapshot = await tx.get(addressCollection(db, uid).orderBy('createdAt'));
  return snapshot.docs.map((doc) => toAddress(doc.id, doc.data() as AddressDoc));
}

export async function findAddresses(db: Firestore, uid: string): Promise<Address[]> {
  const snapshot = await addressCollection(db, uid).orderBy('createdAt').get();
  return snapshot.docs.map((doc) => toAddress(doc.id, doc.data() as AddressDoc));
}

export async function findAddressInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  id: string,
): Promise<Address | undefined> {
  const snap = await tx.get(addressCollection(db, uid).doc(id));
  return snap.exists ? toAddress(snap.id, snap.data() as AddressDoc) : undefined;
}

export function createAddressInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  fields: Omit<AddressDoc, 'createdAt'>,
): Address {
  const ref = addressCollection(db, uid).doc();
  const doc: AddressDoc = { ...fields, createdAt: Timestamp.now() };
  tx.create(ref, doc);
  return toAddress(ref.id, doc);
}

export function setDefaultFlagInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  id: string,
  isDefault: boolean,
) {
  tx.update(addressCollection(db, uid).doc(id), { isDefault });
}

export function deleteAddressInTransaction(db: Firestore, tx: Transaction, uid: string, id: string) {
  tx.delete(addressCollection(db, uid).doc(id));
}
