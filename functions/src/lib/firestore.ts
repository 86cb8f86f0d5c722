import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * firebase-admin is initialised once per process, lazily, so that importing the app (in tests, or
 * during the Functions emulator's discovery) touches no network. The project id comes from the
 * environment: GCLOUD_PROJECT in the emulators and tests, the runtime's own in production.
 */
function app() {
  return getApps()[0] ?? initializeApp();
}

let firestore: Firestore | undefined;
export function db(): Firestore {
  firestore ??= getFirestore(app());
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}
