import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Auth } from 'firebase/auth';
import {
  loadFirebaseAuth,
  mightBeSignedInHere,
  recordSaysSignedIn,
  rememberSignedIn,
} from './firebase-loader';
import type { Session } from './session-state';

/**
 * Who is signed in, for the whole app: 'loading' until it is known, then the user (or null),
 * whether they carry the owner's `admin` claim, and the Auth instance that signs in and out.
 *
 * reactfire is the source (useSigninCheck in platform/auth-bridge.tsx), rendered only once the page is
 * hydrated and the browser is idle, and loaded with Firebase in its own chunk: the server renders
 * public pages with the sign-in state still loading (it cannot know it), the browser's first render
 * must match that HTML exactly, and nothing a visitor first sees waits for the SDK
 * (docs/decisions/013). Only the navbar's account area and the shopper's own pages wait for the
 * session.
 *
 * A browser that has never held a session (platform/firebase-loader.ts, mightBeSignedInHere) is signed
 * out without loading Firebase at all: `auth` is then null until a screen asks for the SDK
 * (useSessionWithAuth, the sign-in screen) or another tab has signed in.
 */
export type { Session };

const LOADING: Session = { status: 'loading' };
const SIGNED_OUT_WITHOUT_SDK: Session = {
  status: 'success',
  data: { signedIn: false, user: null, admin: false, auth: null },
};
const SessionContext = createContext<Session>(LOADING);
/** Asks the provider for Firebase (useSessionWithAuth). */
const WantAuthContext = createContext<() => void>(() => {});

export function useSession(): Session {
  return useContext(SessionContext);
}

/**
 * The session with its Auth instance, for the screens that sign in: Firebase is loaded if it was
 * not (a visitor who never signed in on this browser), and the session reads 'loading' until then.
 */
export function useSessionWithAuth(): Session {
  const session = useSession();
  const wantAuth = useContext(WantAuthContext);
  const ready = session.status === 'success' && session.data.auth !== null;
  useEffect(() => {
    if (!ready) wantAuth();
  }, [ready, wantAuth]);
  return ready ? session : LOADING;
}

/** The Auth instance once Firebase has reported the session (null before: nothing to sign out of). */
export function useFirebaseAuth(): Auth | null {
  return useSession().data?.auth ?? null;
}

/**
 * The Auth instance, for screens shown only once it is there (the sign-in screen waits for it with
 * useSessionWithAuth: features/auth/components/auth-page.tsx). Rendering one earlier is a bug,
 * said loudly.
 */
export function useLoadedFirebaseAuth(): Auth {
  const auth = useFirebaseAuth();
  if (!auth) throw new Error('useLoadedFirebaseAuth: the session has not loaded yet');
  return auth;
}

let signingOut = false;

/**
 * Signs out, then runs `then` (Sign Out goes home). Meanwhile a shopper's own page she signed out
 * on does not send her to /auth (isSigningOut).
 */
export async function signOutThen(auth: Auth, then: () => unknown): Promise<void> {
  signingOut = true;
  try {
    await auth.signOut();
    await then();
  } finally {
    signingOut = false;
  }
}

export const isSigningOut = () => signingOut;

const AuthBridge = lazy(() => loadFirebaseAuth().then(() => import('./auth-bridge')));

/**
 * If Firebase's chunk cannot load (offline, never fetched), the session stays loading and the page
 * goes on working: public pages need no session, and every call still goes (without a token).
 */
class WithoutAuthOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Provides the session to everything inside. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(LOADING);
  const [withAuth, setWithAuth] = useState(false);
  const authWanted = useRef(false);
  const wantAuth = useCallback(() => {
    authWanted.current = true;
    setWithAuth(true);
  }, []);
  const onChange = useCallback((next: Session) => {
    if (next.status === 'success') rememberSignedIn(next.data.signedIn);
    setSession(next);
  }, []);

  // Once the browser has a free moment after the page came alive (within a second at most), so
  // finding out never lengthens the page's own start: Firebase if this browser may hold a session,
  // else signed out. An effect never runs on the server nor before hydration, so the first render
  // matches the server's HTML.
  useEffect(() => {
    let cancelled = false;
    const decide = () => {
      void mightBeSignedInHere().then((maybe) => {
        if (cancelled || authWanted.current) return;
        if (maybe) wantAuth();
        else setSession(SIGNED_OUT_WITHOUT_SDK);
      });
    };
    // Signed in in another tab meanwhile: back on this one, it shows. (Checked when the tab comes
    // back rather than on every `storage` event: listening for those costs a slow phone a long
    // moment at start-up.)
    const onReturn = () => {
      if (document.visibilityState === 'visible' && !authWanted.current && recordSaysSignedIn()) wantAuth();
    };
    document.addEventListener('visibilitychange', onReturn);
    const stop = whenIdle(decide);
    return () => {
      cancelled = true;
      stop();
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [wantAuth]);

  return (
    <SessionContext value={session}>
      <WantAuthContext value={wantAuth}>
        {withAuth && (
          <WithoutAuthOnError>
            <Suspense fallback={null}>
              <AuthBridge onChange={onChange} />
            </Suspense>
          </WithoutAuthOnError>
        )}
        {children}
      </WantAuthContext>
    </SessionContext>
  );
}

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 50);
  return () => clearTimeout(id);
}
