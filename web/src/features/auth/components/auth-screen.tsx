import { useReducer } from 'react';
import { Link } from 'react-router-dom';
import { OFFLINE_MESSAGES, SIGN_IN_RETURN_MESSAGES } from '@/words/messages';
import { SIGN_IN_MESSAGES as M } from '@/words/account-messages';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { useOnline } from '@/platform/use-online';
import { ChoiceStep } from './choice-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { useSignIn } from './use-sign-in';
import './auth-screen.css';

/**
 * The login / sign-up screen (product.md §2, §4, §5, §8): Google (preferred) or a phone number with a
 * one-time code. Signing in by either way creates the account the first time. Each step is its
 * own component; the flow's state is the useSignIn hook's.
 */
export function AuthScreen() {
  const flow = useSignIn();
  const online = useOnline();
  // Retry asks the browser again (each render reads navigator.onLine).
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  return (
    <div className="auth-card">
      <img className="auth-logo" src="/images/site/logo.svg" alt="" width={56} height={56} />
      {flow.reason && (
        <div className="auth-reason" role="status" data-testid="sign-in-reason">
          <p className="auth-reason-text">{flow.reason}</p>
          <p className="auth-reason-note">{SIGN_IN_RETURN_MESSAGES.willReturn}</p>
        </div>
      )}
      {!online && <OfflineNotice message={OFFLINE_MESSAGES.signIn} onRetry={recheck} />}
      {online && flow.step === 'choice' && (
        <ChoiceStep
          headingRef={flow.headingRef}
          busy={flow.busy}
          onGoogle={flow.signInWithGoogleAccount}
          onPhone={flow.choosePhone}
        />
      )}
      {online && flow.step === 'phone' && (
        <PhoneStep
          headingRef={flow.headingRef}
          phone={flow.phone}
          onPhoneChange={flow.setPhone}
          error={flow.error}
          busy={flow.busy}
          onSubmit={flow.sendOtp}
        />
      )}
      {online && flow.step === 'otp' && (
        <OtpStep
          headingRef={flow.headingRef}
          codeRef={flow.codeRef}
          phone={flow.phone}
          code={flow.code}
          onCodeChange={flow.setCode}
          error={flow.error}
          busy={flow.busy}
          onSubmit={flow.verifyOtp}
          resend={flow.resend}
          onResend={flow.resendOtp}
          onChangeNumber={flow.changeNumber}
        />
      )}

      {/* The bot-check widgets live here (invisible unless Google asks for a challenge). */}
      <div ref={flow.botCheckRef} className="auth-bot-check" />

      {online && flow.error && (
        <p id="auth-error" className="auth-error" role="alert">
          {flow.error}
        </p>
      )}

      {online && flow.step !== 'choice' && (
        <button type="button" className="link-button auth-back" onClick={flow.back}>
          {M.back}
        </button>
      )}

      <p className="auth-legal">
        {M.legal.before}
        <Link to="/terms">{M.legal.terms}</Link>
        {M.legal.between}
        <Link to="/privacy">{M.legal.privacy}</Link>
        {M.legal.after}
      </p>
    </div>
  );
}
