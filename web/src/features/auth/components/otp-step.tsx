import { AUTH_MESSAGES } from '@contract/messages';
import { SIGN_IN_MESSAGES as M } from '@contract/account-messages';
import { otpDigits } from '../lib/auth-errors';
import type { FormStepProps } from './use-sign-in';

/** Step 3 (product.md §2 Login): Verify OTP, a 6-digit code that keeps digits only, busy while checking. */
export function OtpStep({
  headingRef,
  phone,
  code,
  onCodeChange,
  error,
  busy,
  onSubmit,
}: FormStepProps & { code: string; onCodeChange: (digits: string) => void }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        {M.verifyOtp}
      </h1>
      <p className="auth-lead">{M.otpLead(phone)}</p>
      <label htmlFor="auth-otp" className="auth-label">
        {M.otpLabel}
      </label>
      <input
        id="auth-otp"
        className="field-input auth-otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(e) => onCodeChange(otpDigits(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'auth-error' : undefined}
      />
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? AUTH_MESSAGES.verifying : M.verifyOtp}
      </button>
    </form>
  );
}
