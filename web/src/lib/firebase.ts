import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  browserLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from '../config/env';

export const firebaseApp = initializeApp(firebaseConfig);

/**
 * initializeAuth (rather than getAuth) keeps the popup/redirect machinery out of the start-up
 * bundle; the sign-in screen passes its resolver when it needs one.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (authEmulatorUrl) {
  connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  // Browser tests' Google sign-in: emulator builds driven by an automated browser only
  // (production builds drop this whole branch).
  if (navigator.webdriver) void import('./emulator-hooks').then((hooks) => hooks.installEmulatorHooks(auth));
}
