import { describe, expect, it } from 'vitest';
import {
  googleErrorMessage,
  otpDigits,
  sendOtpErrorMessage,
  toIndianE164,
  verifyOtpErrorMessage,
} from './auth-errors';

const error = (code: string) => Object.assign(new Error(code), { code });

describe('phone sign-in input', () => {
  it('keeps digits and needs exactly 10 of them, sent as +91', () => {
    expect(toIndianE164('98765 43210')).toBe('+919876543210');
    expect(toIndianE164('(987) 654-3210')).toBe('+919876543210');
    expect(toIndianE164('987654321')).toBeNull();
    expect(toIndianE164('98765432101')).toBeNull();
  });
  it('keeps only digits in the OTP field, at most 6', () => {
    expect(otpDigits('12a3 45678')).toBe('123456');
  });
});

describe('Firebase error codes → product.md §8 messages', () => {
  it('maps sending the code', () => {
    expect(sendOtpErrorMessage(error('auth/invalid-phone-number'))).toBe('Invalid phone number format.');
    expect(sendOtpErrorMessage(error('auth/too-many-requests'))).toBe('Too many requests. Please try later.');
    expect(sendOtpErrorMessage(error('auth/invalid-app-credential'))).toBe(
      'Security check failed. Please try again or refresh.',
    );
    expect(sendOtpErrorMessage(error('auth/captcha-check-failed'))).toBe(
      'Security check failed. Please complete the security check.',
    );
    expect(sendOtpErrorMessage(error('auth/network-request-failed'))).toBe(
      'Failed to send OTP. Please try again.',
    );
  });
  it('maps verifying the code', () => {
    expect(verifyOtpErrorMessage(error('auth/invalid-verification-code'))).toBe(
      'Invalid code. Please try again.',
    );
    expect(verifyOtpErrorMessage(new Error('boom'))).toBe('Failed to verify OTP.');
  });
  it('maps Google sign-in', () => {
    expect(googleErrorMessage(error('auth/popup-closed-by-user'))).toBe(
      'Google sign-in window closed by user.',
    );
    expect(googleErrorMessage(error('auth/cancelled-popup-request'))).toBe(
      'Another sign-in request is pending.',
    );
    expect(googleErrorMessage(error('auth/credential-already-in-use'))).toBe(
      'This account is already in use. Please log in with it.',
    );
    expect(googleErrorMessage(error('auth/internal-error'))).toBe(
      'Failed to sign in with Google. Please try again.',
    );
  });
});
