import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  signInWithPopup,
  type Auth,
  type UserCredential,
} from 'firebase/auth';

/**
 * Google sign-in in a popup. This module is only reached from the lazy /auth route, so the popup
 * machinery stays out of the start-up bundle. Tests stub this module to cover every outcome.
 */
export function signInWithGoogle(auth: Auth): Promise<UserCredential> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
}
