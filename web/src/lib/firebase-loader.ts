import type { Auth } from 'firebase/auth';

let loading: Promise<Auth> | undefined;

/**
 * Firebase Auth, loaded once and after the page is up (docs/decisions/013): the SDK is a third of
 * the start-up JavaScript, and nothing a visitor first sees needs it. The session (lib/session.tsx)
 * starts the load as soon as the page is hydrated; the API client waits for it before a call.
 */
export function loadFirebaseAuth(): Promise<Auth> {
  loading ??= import('./firebase').then((module) => module.auth);
  // A failed download (offline) is tried again on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
