import type { RefObject } from 'react';
import { SIGN_IN_MESSAGES as M } from '@/words/account-messages';

/** Step 1 (product.md §2 Login): Continue with Google, marked Preferred, or with a phone number. */
export function ChoiceStep({
  headingRef,
  busy,
  onGoogle,
  onPhone,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  onGoogle: () => void;
  onPhone: () => void;
}) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {M.welcome}
      </h1>
      <p className="auth-lead">{M.lead}</p>
      <div className="auth-choices">
        <button type="button" className="auth-choice auth-choice-google" onClick={onGoogle} disabled={busy}>
          <GoogleMark />
          <span>{M.google}</span>
          <span className="auth-preferred">{M.preferred}</span>
        </button>
        <button type="button" className="auth-choice" onClick={onPhone} disabled={busy}>
          <PhoneMark />
          <span>{M.phone}</span>
        </button>
      </div>
    </>
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
