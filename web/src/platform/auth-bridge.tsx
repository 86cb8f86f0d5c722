import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire';
import { auth, firebaseApp } from './firebase';
import type { Session } from './session-state';

/**
 * reactfire's view of who is signed in, handed to the session (platform/session.tsx). Its own chunk,
 * with Firebase itself: the session renders it once the page is hydrated.
 */
export default function AuthBridge({ onChange }: { onChange: (session: Session) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <SigninWatcher onChange={onChange} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

function SigninWatcher({ onChange }: { onChange: (session: Session) => void }) {
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true } });
  const signedIn = status === 'success' && data.signedIn;
  const user = (status === 'success' && data.user) || null;
  const admin = status === 'success' && data.signedIn && data.hasRequiredClaims;
  useEffect(() => {
    onChange(
      status === 'success' ? { status, data: { signedIn, user, admin, auth } } : { status: 'loading' },
    );
  }, [onChange, status, signedIn, user, admin]);
  return null;
}
