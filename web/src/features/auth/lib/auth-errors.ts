/**
 * Firebase Auth error codes → the sign-in screen's messages (spec §5 and §8).
 */
export const AUTH_MESSAGES = {
  invalidNumber: 'Please enter a valid 10-digit mobile number.',
  invalidOtp: 'Please enter the 6-digit OTP.',
  noOtpRequest: 'No OTP request in progress.',
  tokenFailed: 'Failed to get authentication token. Please try again.',
  recaptchaExpired: 'reCAPTCHA expired. Please try again.',
  recaptchaInitFailed: 'Failed to initialize security check. Please refresh the page.',
} as const;

function codeOf(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error
    ? String((error as { code: unknown }).code)
    : '';
}

export function sendOtpErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return 'Invalid phone number format.';
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return 'Too many requests. Please try later.';
    case 'auth/invalid-app-credential':
    case 'auth/missing-app-credential':
      return 'Security check failed. Please try again or refresh.';
    case 'auth/captcha-check-failed':
      return 'Security check failed. Please complete the security check.';
    default:
      return 'Failed to send OTP. Please try again.';
  }
}

export function verifyOtpErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/invalid-verification-code':
    case 'auth/code-expired':
      return 'Invalid code. Please try again.';
    case 'auth/too-many-requests':
      return 'Too many requests. Please try later.';
    default:
      return 'Failed to verify OTP.';
  }
}

export function googleErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/popup-closed-by-user':
      return 'Google sign-in window closed by user.';
    case 'auth/cancelled-popup-request':
      return 'Another sign-in request is pending.';
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
    case 'auth/email-already-in-use':
      return 'This account is already in use. Please log in with it.';
    default:
      return 'Failed to sign in with Google. Please try again.';
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
