import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { Auth, User } from 'firebase/auth';

/**
 * Who is signed in, for the whole app: 'loading' until Firebase Auth has read its stored session,
 * then the user (or null), whether they carry the owner's `admin` claim, and the Auth instance
 * that signs in and out.
 *
 * reactfire is the source (useSigninCheck in lib/auth-bridge.tsx), rendered only once the page is
 * hydrated and the browser is idle, and loaded with Firebase in its own chunk: the server renders
 * public pages with the sign-in state still loading (it cannot know it), the browser's first render
 * must match that HTML exactly, and nothing a visitor first sees waits for the SDK
 * (docs/decisions/013). Only the navbar's account area and the shopper's own pages wait for the
 * session.
 */
export type Session =
  | { status: 'loading'; data?: undefined }
  | { status: 'success'; data: { signedIn: boolean; user: User | null; admin: boolean; auth: Auth } };

const LOADING: Session = { status: 'loading' };
const SessionContext = createContext<Session>(LOADING);

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The Auth instance once the session is known (null before: nothing to sign out of yet). */
export function useFirebaseAuth(): Auth | null {
  return useSession().data?.auth ?? null;
}

/**
 * The Auth instance, for screens shown only once the session is known (the sign-in screen waits
 * for it: features/auth/components/auth-page.tsx). Rendering one earlier is a bug, said loudly.
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

const AuthBridge = lazy(() => import('./auth-bridge'));

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
  // Firebase starts once the browser has a free moment after the page came alive (within a second
  // at most), so setting it up never lengthens the page's own start. An effect never runs on the
  // server nor before hydration, so the first render matches the server's HTML.
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 50);
    return () => clearTimeout(id);
  }, []);
  return (
    <SessionContext value={session}>
      {idle && (
        <WithoutAuthOnError>
          <Suspense fallback={null}>
            <AuthBridge onChange={setSession} />
          </Suspense>
        </WithoutAuthOnError>
      )}
      {children}
    </SessionContext>
  );
}
