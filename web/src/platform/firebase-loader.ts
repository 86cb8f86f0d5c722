import type { Auth } from 'firebase/auth';

let loading: Promise<Auth> | undefined;

/**
 * Firebase Auth, loaded once and after the page is up (docs/decisions/013): the SDK is a third of
 * the app's JavaScript and takes a long moment to start on a slow phone, and nothing a visitor
 * first sees needs it. It is loaded when this browser may hold a session (mightBeSignedIn) or when
 * a screen needs it (the sign-in screen).
 */
export function loadFirebaseAuth(): Promise<Auth> {
  loading ??= import('./firebase').then((module) => module.auth);
  // A failed download (offline) is tried again on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The Auth instance for an API call: the loaded one, else loaded now if this browser may hold a
 * session, else null (the call goes without a token, as a visitor's does). Null too if the SDK
 * cannot load (offline): a public read still works, and a private one gets the API's own 401.
 */
export async function firebaseAuthIfSignedIn(): Promise<Auth | null> {
  if (!loading && !(await mightBeSignedInHere())) return null;
  const auth = await loadFirebaseAuth().catch(() => null);
  // Just loaded, the SDK is still restoring the kept session: a route's loader, which starts
  // before the page knows who is signed in, would otherwise call without her token.
  await auth?.authStateReady().catch(() => undefined);
  return auth;
}

let hereMightBeSignedIn: Promise<boolean> | undefined;

/**
 * mightBeSignedIn, asked once for this page (the session and every API call share the answer):
 * listing IndexedDB takes a moment. Any later sign-in in this page goes through loadFirebaseAuth,
 * and one in another tab reaches this page through the session (recordSaysSignedIn).
 */
export function mightBeSignedInHere(): Promise<boolean> {
  hereMightBeSignedIn ??= mightBeSignedIn();
  return hereMightBeSignedIn;
}

/** This browser's record of its last known sign-in state: '1' signed in, '0' signed out. */
const SIGNED_IN_RECORD = 'ko-signed-in';

/** Kept by the session whenever Firebase reports the sign-in state. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    localStorage.setItem(SIGNED_IN_RECORD, signedIn ? '1' : '0');
  } catch {
    // Storage refused (a private window): every visit then loads the SDK, as mightBeSignedIn says.
  }
}

/** Whether the record says signed in (another tab of this shop may have signed in since). */
export function recordSaysSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_RECORD) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this browser may hold a Firebase session, so that the SDK has to be loaded to know. The
 * record says so once Firebase has run here. Without one (a first visit, or a browser that signed
 * in before the record existed) Firebase's own stores tell: its IndexedDB database, or its
 * localStorage key when IndexedDB was unavailable. When nothing can be read, the SDK decides.
 */
export async function mightBeSignedIn(): Promise<boolean> {
  try {
    const record = localStorage.getItem(SIGNED_IN_RECORD);
    if (record !== null) return record === '1';
    for (let i = 0; i < localStorage.length; i++) {
      if (localStorage.key(i)?.startsWith('firebase:authUser:')) return true;
    }
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === 'firebaseLocalStorageDb');
  } catch {
    return true;
  }
}
