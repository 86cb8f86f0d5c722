import type { Auth, User } from 'firebase/auth';

/**
 * Who is signed in: 'loading' until it is known, then the user (or null), whether they are the
 * owner, and the Auth instance (null while the SDK has not been needed). platform/session.tsx holds it
 * for the app; platform/auth-bridge.tsx, loaded with the SDK, reports it.
 */
export type Session =
  | { status: 'loading'; data?: undefined }
  | { status: 'success'; data: { signedIn: boolean; user: User | null; admin: boolean; auth: Auth | null } };
