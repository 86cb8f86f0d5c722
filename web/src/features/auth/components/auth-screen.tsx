import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import type { ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import {
  AUTH_MESSAGES,
  googleErrorMessage,
  otpDigits,
  sendOtpErrorMessage,
  toIndianE164,
  verifyOtpErrorMessage,
} from '../lib/auth-errors';
import { signInWithGoogle } from '../lib/google-sign-in';
import { createBotCheck, sendCode } from '../lib/phone-sign-in';
import './auth-screen.css';

type Step = 'choice' | 'phone' | 'otp';

/**
 * The login / sign-up screen (spec §2, §4, §5, §8): Google (preferred) or a phone number with a
 * one-time code. Signing in by either way creates the account the first time.
 */
export function AuthScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('choice');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const botCheckRef = useRef<HTMLDivElement>(null);
  const verifierRef = useRef<RecaptchaVerifier | null>(null);
  const confirmationRef = useRef<ConfirmationResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const clearBotCheck = useCallback(() => {
    verifierRef.current?.clear();
    verifierRef.current = null;
    // A cleared widget cannot be rendered into the same element again: give it a fresh one.
    setBotCheckKey((key) => key + 1);
  }, []);

  useEffect(() => () => verifierRef.current?.clear(), []);
  // Moving between steps replaces the form: take keyboard and screen-reader users to its heading.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const finish = async (user: { getIdToken: () => Promise<string> }) => {
    try {
      await user.getIdToken();
    } catch {
      setError(AUTH_MESSAGES.tokenFailed);
      return;
    }
    navigate('/', { replace: true });
  };

  const back = () => {
    setStep('choice');
    setPhone('');
    setCode('');
    setError('');
    setBusy(false);
    confirmationRef.current = null;
    clearBotCheck();
  };

  const onGoogle = async () => {
    setError('');
    setBusy(true);
    try {
      const credential = await signInWithGoogle(auth);
      await finish(credential.user);
    } catch (e) {
      setError(googleErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const onSendOtp = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const number = toIndianE164(phone);
    if (!number) {
      setError(AUTH_MESSAGES.invalidNumber);
      return;
    }
    setBusy(true);
    try {
      if (!verifierRef.current) {
        if (!botCheckRef.current) throw Object.assign(new Error('no container'), { code: 'init' });
        try {
          verifierRef.current = createBotCheck(auth, botCheckRef.current, () =>
            setError(AUTH_MESSAGES.recaptchaExpired),
          );
          await verifierRef.current.render();
        } catch {
          verifierRef.current = null;
          setError(AUTH_MESSAGES.recaptchaInitFailed);
          return;
        }
      }
      confirmationRef.current = await sendCode(auth, number, verifierRef.current);
      setStep('otp');
    } catch (e) {
      setError(sendOtpErrorMessage(e));
      clearBotCheck();
    } finally {
      setBusy(false);
    }
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (code.length !== 6) {
      setError(AUTH_MESSAGES.invalidOtp);
      return;
    }
    const confirmation = confirmationRef.current;
    if (!confirmation) {
      setError(AUTH_MESSAGES.noOtpRequest);
      return;
    }
    setBusy(true);
    try {
      const result = await confirmation.confirm(code);
      await finish(result.user);
    } catch (e) {
      setError(verifyOtpErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-card">
      <img className="auth-logo" src="/images/site/logo.svg" alt="" width={56} height={56} />
      {step === 'choice' && (
        <>
          <h1 ref={headingRef} tabIndex={-1}>
            Welcome to Karad Organic
          </h1>
          <p className="auth-lead">
            Sign in or create your account to order, track deliveries and share reviews.
          </p>
          <div className="auth-choices">
            <button
              type="button"
              className="auth-choice auth-choice-google"
              onClick={() => void onGoogle()}
              disabled={busy}
            >
              <GoogleMark />
              <span>Continue with Google</span>
              <span className="auth-preferred">Preferred</span>
            </button>
            <button type="button" className="auth-choice" onClick={() => setStep('phone')} disabled={busy}>
              <PhoneMark />
              <span>Continue with Phone Number</span>
            </button>
          </div>
        </>
      )}

      {step === 'phone' && (
        <form onSubmit={(e) => void onSendOtp(e)} noValidate>
          <h1 ref={headingRef} tabIndex={-1}>
            Sign in with your phone
          </h1>
          <p className="auth-lead">We will send a 6-digit code by SMS to your Indian mobile number.</p>
          <label htmlFor="auth-phone" className="auth-label">
            Mobile number
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
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'auth-error' : undefined}
            />
          </div>
          <button type="submit" className="btn btn-block" disabled={busy}>
            {busy ? 'Sending OTP…' : 'Send OTP'}
          </button>
        </form>
      )}

      {step === 'otp' && (
        <form onSubmit={(e) => void onVerify(e)} noValidate>
          <h1 ref={headingRef} tabIndex={-1}>
            Verify OTP
          </h1>
          <p className="auth-lead">Enter the 6-digit code we sent to +91 {phone}.</p>
          <label htmlFor="auth-otp" className="auth-label">
            6-digit code
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
            onChange={(e) => setCode(otpDigits(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'auth-error' : undefined}
          />
          <button type="submit" className="btn btn-block" disabled={busy}>
            {busy ? 'Verifying…' : 'Verify OTP'}
          </button>
        </form>
      )}

      {/* The bot-check widget lives here (invisible unless Google asks for a challenge). */}
      <div key={botCheckKey} ref={botCheckRef} className="auth-bot-check" />

      {error && (
        <p id="auth-error" className="auth-error" role="alert">
          {error}
        </p>
      )}

      {step !== 'choice' && (
        <button type="button" className="link-button auth-back" onClick={back}>
          ← Back to sign-in options
        </button>
      )}

      <p className="auth-legal">
        By continuing you agree to our <Link to="/terms">Terms</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function PhoneMark() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <rect x="6" y="2" width="12" height="20" rx="2.5" />
      <path d="M11 18h2" />
    </svg>
  );
}
