import type { Firestore, Transaction } from 'firebase-admin/firestore';

/** The only code that touches `settings/shop`. It returns the raw stored data: the service validates. */
export function settingsRef(db: Firestore) {
  return db.collection('settings').doc('shop');
}

export async function findStoredSettings(db: Firestore): Promise<unknown> {
  const snap = await settingsRef(db).get();
  return snap.exists ? snap.data() : undefined;
}

export async function findStoredSettingsInTransaction(db: Firestore, tx: Transaction): Promise<unknown> {
  const snap = await tx.get(settingsRef(db));
  return snap.exists ? snap.data() : undefined;
}

export function writeSettingsInTransaction(db: Firestore, tx: Transaction, settings: object): void {
  tx.set(settingsRef(db), settings);
}
