import { stack as workerStack } from './emulators.js';

// firebase-admin (in the API under test and in helpers) finds this worker's emulators through these.
const stack = workerStack();
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
