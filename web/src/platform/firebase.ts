import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  browserLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from '@/config/env';

export const firebaseApp = initializeApp(firebaseConfig);

/**
 * initializeAuth (rather than getAuth) keeps the popup/redirect machinery out of the start-up
 * bundle; the sign-in screen passes its resolver when it needs one.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

// __LOCAL_BUILD__ is a compile-time false in production builds, so this whole branch and the
// emulator-hooks chunk are left out of them (the deploy check looks for that chunk). The server's
// render (entry-server.tsx) never signs anyone in.
if (__LOCAL_BUILD__ && authEmulatorUrl && !import.meta.env.SSR) {
  connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  // Browser tests' Google sign-in: emulator builds driven by an automated browser only.
  if (navigator.webdriver) void import('./emulator-hooks').then((hooks) => hooks.installEmulatorHooks(auth));
}
