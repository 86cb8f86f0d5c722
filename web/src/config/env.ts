/**
 * The web app's Firebase settings, read once from the build environment (Vite's VITE_* variables,
 * validated by web/build/settings.ts before the build starts). Locally `npm start` fills them for
 * the emulators; for a real project the owner puts them in web/.env.production.local (README,
 * "Deploy").
 */
const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
};

/** Set only in local builds: the web app then signs in against the Auth emulator. */
export const authEmulatorUrl = __LOCAL_BUILD__ ? env.VITE_AUTH_EMULATOR_URL || undefined : undefined;

/** Google Analytics 4 measurement id (required for production builds); page-view analytics stay off without it. */
export const measurementId = env.VITE_FIREBASE_MEASUREMENT_ID || undefined;
