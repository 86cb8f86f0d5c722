import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedDatabase, type SeedSummary } from '../../seed/src/seed.js';

/** Seeds the Firestore emulator at `firestoreHost` for `projectId`. */
export async function seedEmulator(projectId: string, firestoreHost: string): Promise<SeedSummary> {
  process.env['FIRESTORE_EMULATOR_HOST'] = firestoreHost;
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    return await seedDatabase(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}
