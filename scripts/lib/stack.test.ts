import { describe, expect, it } from 'vitest';
import { decideFirestoreEmulator } from './firestore-emulator.js';
import { withAuthEmulator } from './stack-config.js';

const SDK = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

describe('choosing the Firestore emulator', () => {
  it('lets firebase-tools run Firestore on Java 21+', () => {
    expect(decideFirestoreEmulator({ wanted: undefined, java: 21, cloudSdk: SDK })).toEqual({
      kind: 'firebase-tools',
      java: 21,
    });
  });
  it('uses Google’s Cloud SDK emulator below Java 21', () => {
    expect(decideFirestoreEmulator({ wanted: undefined, java: 17, cloudSdk: SDK })).toEqual({
      kind: 'cloud-sdk',
      bin: SDK,
      java: 17,
    });
  });
  it('obeys FIRESTORE_EMULATOR', () => {
    expect(decideFirestoreEmulator({ wanted: 'cloud-sdk', java: 21, cloudSdk: SDK }).kind).toBe('cloud-sdk');
    expect(() => decideFirestoreEmulator({ wanted: 'firebase-tools', java: 17, cloudSdk: SDK })).toThrow(
      /needs Java 21/,
    );
    expect(() => decideFirestoreEmulator({ wanted: 'mongo', java: 21, cloudSdk: SDK })).toThrow(
      /must be cloud-sdk or firebase-tools/,
    );
  });
  it('says what to install when neither can run', () => {
    expect(() => decideFirestoreEmulator({ wanted: undefined, java: 17, cloudSdk: null })).toThrow(
      /apt-get install google-cloud-cli-firestore-emulator/,
    );
    expect(() => decideFirestoreEmulator({ wanted: undefined, java: null, cloudSdk: SDK })).toThrow(
      /needs Java/,
    );
  });
});

describe("an emulator stack's Content-Security-Policy", () => {
  it('adds the Auth emulator to connect-src and frame-src only', () => {
    expect(
      withAuthEmulator(
        "default-src 'self'; connect-src 'self' https://*.googleapis.com; frame-src 'self'; object-src 'none'",
        'http://127.0.0.1:9099',
      ),
    ).toBe(
      "default-src 'self'; connect-src 'self' https://*.googleapis.com http://127.0.0.1:9099; frame-src 'self' http://127.0.0.1:9099; object-src 'none'",
    );
  });
});
