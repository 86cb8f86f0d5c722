import { GoogleAuthProvider, signInWithCredential, type Auth } from 'firebase/auth';

/**
 * Only in builds that talk to the Auth emulator (never in production): lets browser tests sign in
 * with a Google account. The real popup needs Google's servers, which the emulator cannot stand in
 * for; the emulator does accept an unsigned Google credential.
 */
export function installEmulatorHooks(auth: Auth): void {
  Object.assign(window, {
    __emulatorSignInWithGoogle: async (account: { sub: string; email: string; name?: string }) => {
      const credential = GoogleAuthProvider.credential(JSON.stringify({ ...account, email_verified: true }));
      return (await signInWithCredential(auth, credential)).user.uid;
    },
  });
}
