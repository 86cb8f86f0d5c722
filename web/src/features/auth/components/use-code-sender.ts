import { useCallback, useEffect, useRef, useState } from 'react';
import type { Auth, ConfirmationResult } from 'firebase/auth';
import { AUTH_MESSAGES } from '@/words/messages';
import { SIGN_IN_MESSAGES as M } from '@/words/account-messages';
import { sendOtpErrorMessage } from '../lib/auth-errors';
import { createBotCheck, sendCode, type BotCheck } from '../lib/phone-sign-in';
import { MAX_RESENDS, RESEND_AFTER_SECONDS } from '../lib/resend';
import { useCountdown } from './use-countdown';

/** The code step's offer of a new code, as the view draws it. */
export interface ResendState {
  /** Seconds until a new code may be asked for (0: now). */
  secondsLeft: number;
  /** New codes this number may still ask for on this screen. */
  left: number;
  /** A new code is on its way (the button says so). */
  resending: boolean;
  /** What changed, for the live region: a new code sent ('' for nothing to say). */
  notice: string;
}

/**
 * Sending codes by SMS (product.md §4; issue 36): every code through a fresh bot check, the newest
 * confirmation the one that verifies, a countdown before a new code is offered, and at most
 * MAX_RESENDS new codes per number while the screen is open (a send from the phone step after
 * Change number counts as one). A reply that arrives after Back or Change number is dropped.
 * Errors go to the screen's one error line.
 */
export function useCodeSender(auth: Auth, setError: (message: string) => void) {
  /** Where the bot checks live (each in an element of its own, see createBotCheck). */
  const botCheckRef = useRef<HTMLDivElement>(null);
  const checkRef = useRef<BotCheck | null>(null);
  const confirmationRef = useRef<ConfirmationResult | null>(null);
  /** Codes sent per +91 number on this screen. */
  const sentRef = useRef(new Map<string, number>());
  /** Bumped by each send and by reset: a reply for an older one is stale. */
  const generationRef = useRef(0);
  const countdown = useCountdown();
  const [left, setLeft] = useState(MAX_RESENDS);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState('');

  const clearBotCheck = useCallback(() => {
    checkRef.current?.clear();
    checkRef.current = null;
  }, []);
  useEffect(() => clearBotCheck, [clearBotCheck]);

  /**
   * Sends a code to `number` (+91…): the first from the phone step, or `again` from the code step.
   * Answers whether it was sent; when not, the error has been set.
   */
  const send = async (number: string, kind: 'first' | 'again'): Promise<boolean> => {
    const sent = sentRef.current.get(number) ?? 0;
    if (sent > MAX_RESENDS) {
      setError(M.resendLimit);
      return false;
    }
    const generation = ++generationRef.current;
    const current = () => generation === generationRef.current;
    setNotice('');
    if (kind === 'again') setResending(true);
    // The previous check answered for the previous code: a new code gets a new one.
    clearBotCheck();
    try {
      let check: BotCheck;
      try {
        if (!botCheckRef.current) throw new Error('no bot-check container');
        check = createBotCheck(auth, botCheckRef.current, () => setError(AUTH_MESSAGES.recaptchaExpired));
        checkRef.current = check;
        await check.render();
      } catch {
        if (current()) {
          clearBotCheck();
          setError(AUTH_MESSAGES.recaptchaInitFailed);
        }
        return false;
      }
      const confirmation = await sendCode(auth, number, check);
      if (!current()) return false;
      confirmationRef.current = confirmation;
      sentRef.current.set(number, sent + 1);
      setLeft(MAX_RESENDS - sent);
      countdown.start(RESEND_AFTER_SECONDS);
      if (kind === 'again') setNotice(M.codeResent(number.replace(/^\+91/, '')));
      return true;
    } catch (e) {
      if (current()) {
        clearBotCheck();
        setError(sendOtpErrorMessage(e));
      }
      return false;
    } finally {
      if (current()) setResending(false);
    }
  };

  /** Back or Change number: the code sent so far no longer counts (the numbers' tallies stay). */
  const reset = () => {
    generationRef.current++;
    confirmationRef.current = null;
    clearBotCheck();
    countdown.stop();
    setResending(false);
    setNotice('');
  };

  const resend: ResendState = { secondsLeft: countdown.secondsLeft, left, resending, notice };
  return { botCheckRef, send, reset, resend, confirmation: () => confirmationRef.current };
}
