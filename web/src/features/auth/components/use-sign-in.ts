import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '@/words/messages';
import { completeSignIn, readSignInReturn } from '@/shop/sign-in-return';
import { googleErrorMessage, toIndianE164, verifyOtpErrorMessage } from '../lib/auth-errors';
import { signInWithGoogle } from '../lib/google-sign-in';
import { useLoadedFirebaseAuth } from '@/platform/session';
import { useCodeSender } from './use-code-sender';

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
 * otp (after the code is sent) → home, or back to the page whose action started sign-in. A busy
 * flag during calls; Back resets the method, number, code and error and clears the bot check. On
 * the code step a new code can be asked for after a countdown (issue 36, useCodeSender), and
 * Change number goes back to the phone step with the number kept.
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sender = useCodeSender(auth, setError);

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

  /** Leaves the code step for the phone step (the number kept) or the choice (forgotten). */
  const leaveCodeStep = (to: 'phone' | 'choice') => {
    setStep(to);
    if (to === 'choice') setPhone('');
    setCode('');
    setError('');
    setBusy(false);
    sender.reset();
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
      if (await sender.send(number, 'first')) {
        setCode('');
        setStep('otp');
      }
    } finally {
      setBusy(false);
    }
  };

  const resendOtp = async () => {
    const number = toIndianE164(phone);
    if (!number || busy || sender.resend.resending) return;
    setError('');
    if (await sender.send(number, 'again')) {
      // The newest code is the one that works: the field waits for it.
      setCode('');
      codeRef.current?.focus();
    }
  };

  const verifyOtp = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (code.length !== 6) {
      setError(AUTH_MESSAGES.invalidOtp);
      return;
    }
    const confirmation = sender.confirmation();
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
    botCheckRef: sender.botCheckRef,
    headingRef,
    codeRef,
    resend: sender.resend,
    setPhone,
    setCode,
    choosePhone: () => setStep('phone'),
    back: () => leaveCodeStep('choice'),
    changeNumber: () => leaveCodeStep('phone'),
    signInWithGoogleAccount: () => void signInWithGoogleAccount(),
    sendOtp: (event: FormEvent) => void sendOtp(event),
    resendOtp: () => void resendOtp(),
    verifyOtp: (event: FormEvent) => void verifyOtp(event),
  };
}
