import { RecaptchaVerifier, signInWithPhoneNumber, type Auth, type ConfirmationResult } from 'firebase/auth';
import { authEmulatorUrl } from '@/config/env';

/**
 * Phone sign-in: an invisible reCAPTCHA (the bot check) in `container`, then a 6-digit code by SMS.
 * Against the Auth emulator the bot check is switched off, so nothing is fetched from Google and
 * the code appears in the emulator's log instead of an SMS.
 */
export function createBotCheck(auth: Auth, container: HTMLElement, onExpired: () => void): RecaptchaVerifier {
  if (authEmulatorUrl) auth.settings.appVerificationDisabledForTesting = true;
  return new RecaptchaVerifier(auth, container, { size: 'invisible', 'expired-callback': onExpired });
}

export function sendCode(
  auth: Auth,
  phoneNumber: string,
  verifier: RecaptchaVerifier,
): Promise<ConfirmationResult> {
  return signInWithPhoneNumber(auth, phoneNumber, verifier);
}
