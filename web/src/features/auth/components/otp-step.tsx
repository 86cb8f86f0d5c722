import type { RefObject } from 'react';
import { AUTH_MESSAGES } from '@/words/messages';
import { SIGN_IN_MESSAGES as M } from '@/words/account-messages';
import { otpDigits } from '../lib/auth-errors';
import { countdownText } from '../lib/resend';
import type { ResendState } from './use-code-sender';
import type { FormStepProps } from './use-sign-in';

/**
 * Step 3 (product.md §2 Login): Verify OTP, a 6-digit code that keeps digits only, busy while
 * checking. Change number goes back to the number as typed; below the button, the countdown to a
 * new code, then Resend OTP (issue 36). The countdown is plain text, not a live region: only what
 * changed (a new code sent, no more to ask for) is announced.
 */
export function OtpStep({
  headingRef,
  codeRef,
  phone,
  code,
  onCodeChange,
  error,
  busy,
  onSubmit,
  resend,
  onResend,
  onChangeNumber,
}: FormStepProps & {
  codeRef: RefObject<HTMLInputElement | null>;
  code: string;
  onCodeChange: (digits: string) => void;
  resend: ResendState;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        {M.verifyOtp}
      </h1>
      <p className="auth-lead">{M.otpLead(phone)}</p>
      <button type="button" className="link-button auth-change-number" onClick={onChangeNumber}>
        {M.changeNumber}
      </button>
      <label htmlFor="auth-otp" className="auth-label">
        {M.otpLabel}
      </label>
      <input
        ref={codeRef}
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
      <button type="submit" className="btn btn-block" disabled={busy || resend.resending}>
        {busy ? AUTH_MESSAGES.verifying : M.verifyOtp}
      </button>
      <div className="auth-resend">
        {/* Always in the page, so what is put in it is announced. */}
        <div role="status" className="auth-resend-status">
          {resend.notice && <p className="auth-resend-notice">{resend.notice}</p>}
          {resend.left === 0 && <p className="auth-resend-limit">{M.resendLimit}</p>}
        </div>
        {resend.left > 0 &&
          (resend.secondsLeft > 0 ? (
            <p className="auth-resend-wait">{M.resendIn(countdownText(resend.secondsLeft))}</p>
          ) : (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={onResend}
              disabled={busy}
              // Not `disabled` while sending: the button keeps the focus for the shopper who pressed it.
              aria-disabled={resend.resending || undefined}
            >
              {resend.resending ? AUTH_MESSAGES.sendingOtp : M.resendOtp}
            </button>
          ))}
      </div>
    </form>
  );
}
