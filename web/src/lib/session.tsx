import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

/**
 * Who is signed in, for the whole app: 'loading' until Firebase Auth has read its stored session,
 * then the user (or null) and whether they carry the owner's `admin` claim.
 *
 * reactfire is the source (useSigninCheck), but its hooks are only rendered once the page is
 * hydrated: the server renders public pages with the sign-in state still loading (it cannot know
 * it), and the browser's first render must match that HTML exactly. So every screen reads the
 * session from here, and only the navbar's account area and the shopper's own pages wait for it.
 */
export type Session =
  | { status: 'loading'; data?: undefined }
  | { status: 'success'; data: { signedIn: boolean; user: User | null; admin: boolean } };

const LOADING: Session = { status: 'loading' };
const SessionContext = createContext<Session>(LOADING);

export function useSession(): Session {
  return useContext(SessionContext);
}

const subscribeNothing = () => () => undefined;

/**
 * false while React hydrates server HTML (and on the server), true from then on and in every
 * render that is not a hydration. Parts that differ between server and browser wait for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** Provides the session; needs reactfire's AuthProvider above it in the browser. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [session, setSession] = useState<Session>(LOADING);
  return (
    <SessionContext value={session}>
      {hydrated && <SigninWatcher onChange={setSession} />}
      {children}
    </SessionContext>
  );
}

function SigninWatcher({ onChange }: { onChange: (session: Session) => void }) {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true } });
  const signedIn = status === 'success' && data.signedIn;
  const user = (status === 'success' && data.user) || null;
  const admin = status === 'success' && data.signedIn && data.hasRequiredClaims;
  useEffect(() => {
    onChange(status === 'success' ? { status, data: { signedIn, user, admin } } : LOADING);
  }, [onChange, status, signedIn, user, admin]);
  return null;
}
