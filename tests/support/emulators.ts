import { inject } from 'vitest';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedDatabase } from '../../seed/src/seed.js';

export const stack = () => inject('stack');

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
