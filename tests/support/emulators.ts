import { inject } from 'vitest';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedDatabase } from '../../seed/src/seed.js';
import type { StackInfo } from './global-setup.js';

/**
 * The emulator stack of the worker this test file runs in (tests/support/global-setup.ts starts
 * one per parallel worker): no other file uses it while this one runs, so resetting its data is
 * this file's own business.
 */
export function stack(): StackInfo {
  const stacks = inject('stacks');
  const worker = Number(process.env['VITEST_POOL_ID'] ?? 1);
  return stacks[(worker - 1) % stacks.length]!;
}

/** The Admin SDK against the test emulators (the same default app the API under test uses). */
export function adminDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: stack().projectId });
  return getFirestore(app);
}

/** Deletes every document of the test project, then loads the seed data again. */
export async function resetDatabase(): Promise<void> {
  const { firestoreHost, projectId } = stack();
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`Could not clear Firestore: ${response.status}`);
  await seedDatabase(adminDb(), { samples: true });
}

/** Removes every user from the Auth emulator. */
export async function resetAuth(): Promise<void> {
  const { authHost, projectId } = stack();
  await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

/**
 * The farm's UPI details in tests: a well-formed UPI id that is no sample (payableUpi). A new shop
 * has none (DEFAULT_SHOP_SETTINGS): a test that places or pays UPI orders sets it in its own setup.
 */
export const FARM_UPI = { id: 'karadorganicfarm@oksbi', payeeName: 'Karad Organic Farm' } as const;

/** Sets settings/shop `upi` (after resetDatabase, which seeds a shop whose UPI id is not set). */
export async function setFarmUpi(upi: { id: string; payeeName: string } = FARM_UPI): Promise<void> {
  await adminDb().collection('settings').doc('shop').set({ upi }, { merge: true });
}
