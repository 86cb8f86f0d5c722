import { describe, expect, it } from 'vitest';
import { firestoreClientConfig, firestoreSettings } from './firestore.js';

describe('the API’s Firestore settings', () => {
  it('talk REST in Cloud Functions (no gRPC to load on a cold start), bounded by the deadline', () => {
    expect(firestoreSettings({}, 8000)).toEqual({
      preferRest: true,
      clientConfig: firestoreClientConfig(8000),
    });
  });

  it('keep gRPC on the emulators, where the REST client would ask for Google credentials', () => {
    expect(firestoreSettings({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, 8000)).toEqual({
      clientConfig: firestoreClientConfig(8000),
    });
  });
});
