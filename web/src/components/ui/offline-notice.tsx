import { OFFLINE_MESSAGES } from '@/words/messages';
import './offline-notice.css';

/**
 * What a screen that needs the network shows offline (issue 11 §4): its own plain sentence and
 * Retry. With a `title` it is the whole page (cart, checkout, orders); without, a block inside
 * another card (sign-in).
 */
export function OfflineNotice({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
}) {
  const body = (
    <>
      <svg
        className="offline-notice-icon"
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {/* A wifi signal, struck through. */}
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.5M16.8 11a10 10 0 0 1 2.2 1.6M8.5 16.3a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      <p className="offline-notice-text" role="alert">
        {message}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        {OFFLINE_MESSAGES.retry}
      </button>
    </>
  );
  if (!title) return <div className="offline-notice">{body}</div>;
  return (
    <div className="container page state-panel offline-notice">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
