import type { ReactNode } from 'react';
import { SessionProvider } from '@/platform/session';

/** What every screen reads: the session (who is signed in; Firebase loads behind it). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
