import { AUTH_MESSAGES } from '@/words/messages';

/** Firebase Auth error codes → the sign-in screen's messages (product.md §5 and §8). */

function codeOf(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

export function sendOtpErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return AUTH_MESSAGES.phoneFormat;
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return AUTH_MESSAGES.tooManyRequests;
    case 'auth/invalid-app-credential':
    case 'auth/missing-app-credential':
      return AUTH_MESSAGES.appCredentialFailed;
    case 'auth/captcha-check-failed':
      return AUTH_MESSAGES.botCheckFailed;
    default:
      return AUTH_MESSAGES.sendOtpFailed;
  }
}

export function verifyOtpErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-verification-code':
    case 'auth/code-expired':
      return AUTH_MESSAGES.invalidCode;
    case 'auth/too-many-requests':
      return AUTH_MESSAGES.tooManyRequests;
    default:
      return AUTH_MESSAGES.verifyFailed;
  }
}

export function googleErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/popup-closed-by-user':
      return AUTH_MESSAGES.googleClosed;
    case 'auth/cancelled-popup-request':
      return AUTH_MESSAGES.googlePending;
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
    case 'auth/email-already-in-use':
      return AUTH_MESSAGES.accountInUse;
    default:
      return AUTH_MESSAGES.googleFailed;
  }
}

/** Digits only; exactly 10 of them make an Indian mobile number (sent as +91…). */
export function toIndianE164(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 ? `+91${digits}` : null;
}

export function otpDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
