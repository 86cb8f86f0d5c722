import { RecaptchaVerifier, signInWithPhoneNumber, type Auth, type ConfirmationResult } from 'firebase/auth';
import { authEmulatorUrl } from '@/config/env';

/** One bot check: good for one code (each send, and each resend, makes a fresh one). */
export interface BotCheck {
  verifier: RecaptchaVerifier;
  render: () => Promise<number>;
  /** Removes the widget and its element. */
  clear: () => void;
}

/**
 * Phone sign-in: an invisible reCAPTCHA (the bot check) inside `container`, then a 6-digit code by
 * SMS. Against the Auth emulator the bot check is switched off, so nothing is fetched from Google
 * and the code appears in the emulator's log instead of an SMS.
 */
export function createBotCheck(auth: Auth, container: HTMLElement, onExpired: () => void): BotCheck {
  if (authEmulatorUrl) auth.settings.appVerificationDisabledForTesting = true;
  // reCAPTCHA renders into an element only once: each check gets an element of its own.
  const host = container.appendChild(document.createElement('div'));
  try {
    const verifier = new RecaptchaVerifier(auth, host, { size: 'invisible', 'expired-callback': onExpired });
    return {
      verifier,
      render: () => verifier.render(),
      clear: () => {
        verifier.clear();
        host.remove();
      },
    };
  } catch (error) {
    host.remove();
    throw error;
  }
}

export function sendCode(auth: Auth, phoneNumber: string, check: BotCheck): Promise<ConfirmationResult> {
  return signInWithPhoneNumber(auth, phoneNumber, check.verifier);
}
