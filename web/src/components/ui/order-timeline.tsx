import type { StatusActor, StatusChange } from '@contract/orders';
import { formatDateTime } from '@/shop/format';
import { noteParts } from '@/shop/note-links';
import './order-timeline.css';

/**
 * An order's status history, oldest first, as a vertical timeline: what happened, when, who did it
 * and the note left with it (its web addresses, a courier's tracking page say, as links). The
 * shopper's order page and the back office word the steps and the actors their own way, so both
 * come in as props.
 */
export function OrderTimeline({
  history,
  label,
  actor,
  headingId,
}: {
  history: readonly StatusChange[];
  label: (status: string) => string;
  actor: Partial<Record<StatusActor, string>>;
  /** The heading that names this list. */
  headingId: string;
}) {
  return (
    <ol className="order-timeline" aria-labelledby={headingId} data-testid="order-timeline">
      {history.map((change, index) => (
        <li
          key={`${change.at}-${index}`}
          className={`order-timeline-step step-${change.status.toLowerCase()}`}
          aria-current={index === history.length - 1 ? 'step' : undefined}
        >
          <span className="order-timeline-dot" aria-hidden="true" />
          <div>
            <strong>{label(change.status)}</strong>
            <span className="order-timeline-meta">
              <time dateTime={change.at}>{formatDateTime(change.at)}</time>
              {actor[change.by] && ` · ${actor[change.by]}`}
            </span>
            {change.note && (
              <p className="order-timeline-note">
                “
                {noteParts(change.note).map((part, i) =>
                  part.href ? (
                    <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
                      {part.text}
                    </a>
                  ) : (
                    part.text
                  ),
                )}
                ”
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
