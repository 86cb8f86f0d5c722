import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { stack as workerStack } from './emulators.js';

const stack = workerStack();

/**
 * Whether this file needs its whole stack (Hosting and the function's workers, which come up last)
 * or only its Firestore and Auth emulators: the browser journeys, and any file that names the
 * stack's Hosting or Functions, need it whole. The API files run the app in their own process, and
 * the rules files talk to Firestore alone.
 */
function needsWholeStack(file: string): boolean {
  if (/[\\/]tests[\\/]e2e[\\/]/.test(file)) return true;
  return /\bhostingUrl\b|\bports\.(hosting|functions)\b/.test(readFileSync(file, 'utf8'));
}

// The stacks come up in the background while the unit files run (tests/support/global-setup.ts):
// an integration file starts once what it needs of its own is up, or fails with why it could not
// start.
const ready = needsWholeStack(expect.getState().testPath!) ? stack.readyFile : stack.dataReadyFile;
for (const deadline = Date.now() + 240_000; !existsSync(ready);) {
  if (existsSync(`${stack.readyFile}.failed`))
    throw new Error(`The test stack did not start: ${readFileSync(`${stack.readyFile}.failed`, 'utf8')}`);
  if (Date.now() > deadline) throw new Error('The test stack was not up after 4 minutes.');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// firebase-admin (in the API under test and in helpers) finds this worker's emulators through these.
process.env['FIRESTORE_EMULATOR_HOST'] = stack.firestoreHost;
process.env['FIREBASE_AUTH_EMULATOR_HOST'] = stack.authHost;
process.env['GCLOUD_PROJECT'] = stack.projectId;
process.env['GOOGLE_CLOUD_PROJECT'] = stack.projectId;
// No metadata server here: stop google-auth-library from probing for one.
process.env['METADATA_SERVER_DETECTION'] = 'none';
// The in-process API re-reads the catalogue on every request, so tests can change stock directly.
process.env['CATALOGUE_CACHE_TTL_MS'] = '0';
// Rate limiting has its own test; everything else may write as fast as it likes.
process.env['WRITE_RATE_LIMIT_PER_MINUTE'] ??= '100000';
