import { useState } from 'react';
import { ORDER_TIMELINE_MESSAGES as M } from '@/words/messages';
import type { StatusActor, StatusChange } from '@contract/orders';
import { apiWords } from '@/platform/api-words';
import { formatDateTime } from '@/shop/format';
import { INDIA_POST_TRACKING, indiaPostNumbers, noteParts } from '@/shop/note-links';
import './order-timeline.css';

/**
 * An order's status history, oldest first, as a vertical timeline: what happened, when, who did it
 * and the note left with it (its web addresses, a courier's tracking page say, as links; the shop's
 * own reason, by its code, in this page's language). The
 * shopper's order page and the back office word the steps and the actors their own way, so both
 * come in as props.
 */
export function OrderTimeline({
  history,
  label,
  actor,
  headingId,
  locale,
}: {
  history: readonly StatusChange[];
  label: (status: string) => string;
  actor: Partial<Record<StatusActor, string>>;
  /** The heading that names this list. */
  headingId: string;
  /** The locale of its dates and times; without one, '18 Jan 2025, 3:05 pm' as the shop has always shown them. */
  locale?: string | undefined;
}) {
  return (
    <ol className="order-timeline" aria-labelledby={headingId} data-testid="order-timeline">
      {history.map((change, index) => {
        const note = change.note ?? (change.notice ? apiWords(change.notice) : undefined);
        return (
          <li
            key={`${change.at}-${index}`}
            className={`order-timeline-step step-${change.status.toLowerCase()}`}
            aria-current={index === history.length - 1 ? 'step' : undefined}
          >
            <span className="order-timeline-dot" aria-hidden="true" />
            <div>
              <strong>{label(change.status)}</strong>
              <span className="order-timeline-meta">
                <time dateTime={change.at}>
                  {locale ? dateTimeIn(locale, change.at) : formatDateTime(change.at)}
                </time>
                {actor[change.by] && ` · ${actor[change.by]}`}
              </span>
              {note && (
                <p className="order-timeline-note">
                  “
                  {noteParts(note).map((part, i) =>
                    part.href ? (
                      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
                        {part.text}
                      </a>
                    ) : part.indiaPost ? (
                      <strong key={i} className="order-timeline-number">
                        {part.text}
                      </strong>
                    ) : (
                      part.text
                    ),
                  )}
                  ”
                </p>
              )}
              {note &&
                indiaPostNumbers(note).map((number) => <IndiaPostTracking key={number} number={number} />)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** When an order moved, in Indian time, in another language's words (24-hour: no Latin 'PM'). */
function dateTimeIn(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    });
    dateTimes.set(locale, format);
  }
  return format.format(date);
}

/**
 * India Post tracks a parcel by its number behind a captcha, so no link can carry it: the number
 * is copied with one tap and India Post's site opens beside the shop.
 */
function IndiaPostTracking({ number }: { number: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not allowed it): the number stays readable above.
    }
  };
  return (
    <p className="order-timeline-tracking">
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy()}>
        {copied ? M.numberCopied : M.copyNumber(number)}
      </button>
      <a
        className="btn btn-light btn-small"
        href={INDIA_POST_TRACKING}
        target="_blank"
        rel="noopener noreferrer"
      >
        {M.trackOnIndiaPost}
      </a>
    </p>
  );
}
