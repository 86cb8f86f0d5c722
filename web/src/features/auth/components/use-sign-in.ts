import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import { AUTH_MESSAGES } from '@contract/messages';
import { completeSignIn, readSignInReturn } from '@/shop/sign-in-return';
import {
  googleErrorMessage,
  sendOtpErrorMessage,
  toIndianE164,
  verifyOtpErrorMessage,
} from '../lib/auth-errors';
import { signInWithGoogle } from '../lib/google-sign-in';
import { createBotCheck, sendCode } from '../lib/phone-sign-in';
import { useLoadedFirebaseAuth } from '@/platform/session';

export type SignInStep = 'choice' | 'phone' | 'otp';

/** What the phone and code steps' forms get from the flow. */
export interface FormStepProps {
  /** Focused when the step appears, for keyboard and screen-reader users. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The number being signed in (the code step repeats it). */
  phone: string;
  error: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

/**
 * The sign-in flow's state shared by its three steps (product.md §4 Authentication): choice → phone →
 * otp (after the code is sent) → home, or back to the page whose action started sign-in. A busy flag during calls; Back resets the method, number,
 * code and error and clears the bot check.
 */
export function useSignIn() {
  const auth = useLoadedFirebaseAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once per URL: the reason shown and where sign-in returns (null: a plain sign-in → /).
  const target = useMemo(() => readSignInReturn(search), [search]);
  const [step, setStep] = useState<SignInStep>('choice');
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
    navigate(completeSignIn(target), { replace: true });
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

  const signInWithGoogleAccount = async () => {
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

  const sendOtp = async (event: FormEvent) => {
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

  const verifyOtp = async (event: FormEvent) => {
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

  return {
    reason: target?.reason ?? null,
    step,
    phone,
    code,
    error,
    busy,
    botCheckKey,
    botCheckRef,
    headingRef,
    setPhone,
    setCode,
    choosePhone: () => setStep('phone'),
    back,
    signInWithGoogleAccount: () => void signInWithGoogleAccount(),
    sendOtp: (event: FormEvent) => void sendOtp(event),
    verifyOtp: (event: FormEvent) => void verifyOtp(event),
  };
}
