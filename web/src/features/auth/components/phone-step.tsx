import { AUTH_MESSAGES } from '@/words/messages';
import { SIGN_IN_MESSAGES as M } from '@/words/account-messages';
import type { FormStepProps } from './use-sign-in';

/** Step 2 (product.md §2 Login): the 10-digit mobile number and Send OTP, busy while sending. */
export function PhoneStep({
  headingRef,
  phone,
  onPhoneChange,
  error,
  busy,
  onSubmit,
}: FormStepProps & { onPhoneChange: (digits: string) => void }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <h1 ref={headingRef} tabIndex={-1}>
        {M.phoneHeading}
      </h1>
      <p className="auth-lead">{M.phoneLead}</p>
      <label htmlFor="auth-phone" className="auth-label">
        {M.mobileNumber}
      </label>
      <div className="auth-phone-field">
        <span aria-hidden="true">+91</span>
        <input
          id="auth-phone"
          className="field-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          placeholder="98765 43210"
          value={phone}
          onChange={(e) => onPhoneChange(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'auth-error' : undefined}
        />
      </div>
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? AUTH_MESSAGES.sendingOtp : M.sendOtp}
      </button>
    </form>
  );
}
