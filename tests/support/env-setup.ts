import { inject } from 'vitest';

// firebase-admin (in the API under test and in helpers) finds the emulators through these.
const stack = inject('stack');
process.env['FIRESTORE_EMULATOR_HOST'] = stack.firestoreHost;
process.env['FIREBASE_AUTH_EMULATOR_HOST'] = stack.authHost;
process.env['GCLOUD_PROJECT'] = stack.projectId;
process.env['GOOGLE_CLOUD_PROJECT'] = stack.projectId;
// No metadata server here: stop google-auth-library from probing for one.
process.env['METADATA_SERVER_DETECTION'] = 'none';
