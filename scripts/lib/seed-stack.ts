import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runMigrations } from '../../functions/src/migrations/migrations.js';
import { seedOptionsFor } from '../../seed/src/load.js';
import { seedDatabase, type SeedSummary } from '../../seed/src/seed.js';

/**
 * Seeds the Firestore emulator at `firestoreHost` for `projectId` (a demo- project: the sample
 * stories and the demo payment, seed/src/load.ts seedOptionsFor), then runs the migrations.
 */
export async function seedEmulator(projectId: string, firestoreHost: string): Promise<SeedSummary> {
  process.env['FIRESTORE_EMULATOR_HOST'] = firestoreHost;
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const summary = await seedDatabase(db, seedOptionsFor({ real: false, projectId }));
    await runMigrations(db);
    return summary;
  } finally {
    await deleteApp(app);
  }
}
