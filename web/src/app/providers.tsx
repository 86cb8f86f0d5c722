import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';
import { SessionProvider } from '../lib/session';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <SessionProvider>{children}</SessionProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
