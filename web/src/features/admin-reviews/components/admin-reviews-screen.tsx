import { useState } from 'react';
import { REVIEW_MESSAGES, REVIEW_MODERATION_MESSAGES as M } from '@/words/messages';
import type { AdminFeedback, AdminFeedbackPage } from '@contract/review-moderation';
import { Loaded } from '@/components/ui/page-states';
import { Stars } from '@/components/ui/stars';
import { formatDateTime } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import type { Pending } from '@/platform/route-data';
import { getAdminFeedback, setFeedbackHidden } from '../api/admin-reviews-api';
import './admin-reviews.css';

const keyOf = (item: Pick<AdminFeedback, 'kind' | '_id'>) => `${item.kind}:${item._id}`;

/**
 * The owner's reviews and testimonials, newest first, each with Hide / Show: a hidden one leaves
 * the shop (the product's reviews and rating, the home page) until it is shown again. The newest
 * are the route's data; older ones come page by page.
 */
export function AdminReviewsScreen({ first }: { first: Pending<AdminFeedbackPage> }) {
  return (
    <Loaded
      answer={first}
      as="part"
      loading={
        <p className="loading-text" role="status">
          {M.loading}
        </p>
      }
      failed={{ title: M.title, fallback: M.loadFailed }}
    >
      {(page) => <Moderation first={page} />}
    </Loaded>
  );
}

function Moderation({ first }: { first: AdminFeedbackPage }) {
  const [older, setOlder] = useState<AdminFeedback[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const [changed, setChanged] = useState<Record<string, AdminFeedback>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const handleError = useApiErrorHandler();

  const nextCursor = cursor === undefined ? first.nextCursor : cursor;
  const items = [...first.items, ...older]
    .map((item) => changed[keyOf(item)] ?? item)
    .filter((item) => !hiddenOnly || item.hidden);

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await getAdminFeedback(nextCursor);
      setOlder((all) => [...all, ...page.items]);
      setCursor(page.nextCursor);
    } catch (error) {
      handleError(error, M.loadFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  const toggle = async (item: AdminFeedback) => {
    const key = keyOf(item);
    setBusy(key);
    try {
      const updated = await setFeedbackHidden(item, !item.hidden);
      setChanged((all) => ({ ...all, [key]: updated }));
      const kind = item.kind === 'review' ? M.review : M.testimonial;
      notify.success(updated.hidden ? M.hidden(kind) : M.shown(kind), `moderation-${key}`);
    } catch (error) {
      handleError(error, M.changeFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="admin-reviews" aria-labelledby="admin-reviews-title">
      <h2 id="admin-reviews-title" className="admin-reviews-title">
        {M.title}
      </h2>
      <p className="admin-reviews-intro">{M.intro}</p>
      <fieldset className="admin-reviews-filter">
        <legend className="visually-hidden">{M.filterLabel}</legend>
        <label>
          <input
            type="radio"
            name="moderation-filter"
            checked={!hiddenOnly}
            onChange={() => setHiddenOnly(false)}
          />
          {M.filterAll}
        </label>
        <label>
          <input
            type="radio"
            name="moderation-filter"
            checked={hiddenOnly}
            onChange={() => setHiddenOnly(true)}
          />
          {M.filterHidden}
        </label>
      </fieldset>
      {items.length === 0 ? (
        <p className="admin-reviews-none">{M.none}</p>
      ) : (
        <ul className="admin-review-list">
          {items.map((item) => {
            const key = keyOf(item);
            const kind = item.kind === 'review' ? M.review : M.testimonial;
            const name = item.userName || M.someone;
            return (
              <li
                key={key}
                className={`admin-review${item.hidden ? ' is-hidden' : ''}`}
                data-testid="admin-review"
                data-id={item._id}
              >
                <div className="admin-review-head">
                  <span className="admin-review-kind">
                    {item.kind === 'review' && item.productName ? M.reviewOf(item.productName) : kind}
                  </span>
                  <span className={`admin-review-state${item.hidden ? ' is-hidden' : ''}`}>
                    {item.hidden ? M.hiddenBadge : M.shownBadge}
                  </span>
                </div>
                <div className="admin-review-meta">
                  <Stars value={item.stars} size="s" />
                  <strong>{item.userName || '—'}</strong>
                  {item.verified && (
                    <span className="admin-review-verified">{REVIEW_MESSAGES.verifiedBuyer}</span>
                  )}
                  <span className="admin-review-date">{formatDateTime(item.date)}</span>
                </div>
                <p className="admin-review-text">{item.text}</p>
                <button
                  type="button"
                  className={`btn btn-small ${item.hidden ? 'btn-primary' : 'btn-secondary'}`}
                  aria-label={item.hidden ? M.showLabel(kind, name) : M.hideLabel(kind, name)}
                  disabled={busy === key}
                  onClick={() => void toggle(item)}
                >
                  {item.hidden ? M.show : M.hide}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {nextCursor && (
        <button
          type="button"
          className="btn btn-secondary admin-reviews-more"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {M.more}
        </button>
      )}
    </section>
  );
}
