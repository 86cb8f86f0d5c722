import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { DEMO_SETTINGS_DOC } from '../contract/settings.js';

/**
 * The only code that touches `settings/shop` (and the demo payment's `settings/demo`). It returns
 * the raw stored data: the service validates.
 */
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

/** The demo payment's switch (`settings/demo`, contract/settings.ts DEMO_SETTINGS_DOC), raw. */
export async function findDemoSettings(db: Firestore): Promise<unknown> {
  const snap = await db.doc(DEMO_SETTINGS_DOC).get();
  return snap.exists ? snap.data() : undefined;
}
