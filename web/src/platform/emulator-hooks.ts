import { GoogleAuthProvider, signInWithCredential, signInWithCustomToken, type Auth } from 'firebase/auth';

/**
 * Only in builds that talk to the Auth emulator (never in production): lets browser tests sign in
 * with a Google account (the real popup needs Google's servers, which the emulator cannot stand in
 * for; the emulator does accept an unsigned Google credential), and as an existing account with a
 * custom token the Admin SDK made (a journey that starts signed in need not walk through the OTP
 * screen, which tests/e2e/shopper-auth.spec.ts covers).
 */
export function installEmulatorHooks(auth: Auth): void {
  Object.assign(window, {
    __emulatorSignInWithGoogle: async (account: { sub: string; email: string; name?: string }) => {
      const credential = GoogleAuthProvider.credential(JSON.stringify({ ...account, email_verified: true }));
      return (await signInWithCredential(auth, credential)).user.uid;
    },
    __emulatorSignInWithCustomToken: async (token: string) =>
      (await signInWithCustomToken(auth, token)).user.uid,
  });
}
