import { useId, useState, type FormEvent } from 'react';
import type { AdminSummary } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import { ORDER_STATUSES, type OrderStatus } from '@contract/orders';
import { formatInr } from '@/shop/format';
import { useRequest } from '@/platform/use-request';
import { getAdminSummary } from '../api/admin-orders-api';
import { AdminOrderCard } from './admin-order-card';
import { useOrderPages } from './use-order-pages';
import './admin-orders.css';

/**
 * What the list shows: the payments to check (claimed UPI payments, oldest claim first), or every
 * order newest first, of one status or all.
 */
type View = { toCheck: true; status?: undefined } | { toCheck: false; status?: OrderStatus };

/**
 * The owner's orders (back office): today's new orders on top, then the filters, the first being
 * her daily task (the UPI payments to check, with their count), then the orders, searched by
 * number, name or phone, with the moves each one allows.
 */
export function AdminOrdersScreen() {
  const [view, setView] = useState<View>({ toCheck: false });
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [summaryVersion, setSummaryVersion] = useState(0);
  const summary = useRequest(`admin-summary:${summaryVersion}`, getAdminSummary);
  // The figures last read: while they are read again after a move, the count stays in its badge.
  const [known, setKnown] = useState<AdminSummary | null>(null);
  if (summary.status === 'success' && summary.data !== known) setKnown(summary.data);
  const { pages, loadMore, replace, retry } = useOrderPages({
    status: view.status,
    payment: view.toCheck ? 'claimed' : undefined,
    q: q || undefined,
  });
  const searchId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <div className="admin-orders">
      <section className="admin-summary" aria-label="Today" aria-live="polite">
        {summary.status === 'error' ? (
          <p className="form-error" role="alert">
            {summary.error.message || M.summaryFailed}
          </p>
        ) : known ? (
          <>
            <p className="admin-summary-today" data-testid="admin-today">
              <strong>{M.todayOrders(known.today.count)}</strong>
              <span>{formatInr(known.today.total)}</span>
            </p>
            <p className="admin-summary-other">
              <span>{M.pendingCount(known.pending)}</span>
              <span>{M.lowStockCount(known.lowStock)}</span>
            </p>
          </>
        ) : (
          <p className="loading-text">{M.loadingOrders}</p>
        )}
      </section>

      <div className="admin-filters">
        <div className="admin-status-filter" role="group" aria-label={M.filtersLabel}>
          <button
            type="button"
            className={`admin-chip admin-chip-to-check${view.toCheck ? ' is-on' : ''}`}
            aria-pressed={view.toCheck}
            onClick={() => setView({ toCheck: true })}
            data-testid="payments-to-check"
          >
            {M.paymentsToCheck}
            {known && (
              <>
                <span
                  className={`admin-chip-count${known.paymentsToCheck > 0 ? ' is-waiting' : ''}`}
                  aria-hidden="true"
                  data-testid="payments-to-check-count"
                >
                  {known.paymentsToCheck}
                </span>
                <span className="visually-hidden">{M.paymentsWaiting(known.paymentsToCheck)}</span>
              </>
            )}
          </button>
          {([undefined, ...ORDER_STATUSES] as const).map((value) => {
            const on = !view.toCheck && view.status === value;
            return (
              <button
                key={value ?? 'all'}
                type="button"
                className={`admin-chip${on ? ' is-on' : ''}`}
                aria-pressed={on}
                onClick={() => setView({ toCheck: false, status: value })}
              >
                {value ?? M.allStatuses}
              </button>
            );
          })}
        </div>
        <form className="admin-search" role="search" onSubmit={search}>
          <label htmlFor={searchId} className="visually-hidden">
            {M.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className="field-input"
            placeholder={M.searchPlaceholder}
            value={typed}
            maxLength={60}
            onChange={(e) => {
              setTyped(e.target.value);
              // Clearing the box shows every order again without another tap.
              if (!e.target.value) setQ('');
            }}
          />
          <button type="submit" className="btn">
            Search
          </button>
        </form>
      </div>

      {pages.status === 'loading' && (
        <p className="loading-text" role="status">
          {M.loadingOrders}
        </p>
      )}
      {pages.status === 'error' && (
        <div className="state-panel">
          <p role="alert">{pages.error.message || M.ordersFailed}</p>
          <button type="button" className="btn" onClick={retry}>
            Try Again
          </button>
        </div>
      )}
      {'orders' in pages && (
        <>
          {pages.orders.length === 0 ? (
            <p className="admin-empty">
              {pages.nextCursor ? M.noneInScan : view.toCheck && !q ? M.noPaymentsToCheck : M.noOrders}
            </p>
          ) : (
            <ul className="admin-order-list">
              {pages.orders.map((order) => (
                <li key={order._id}>
                  <AdminOrderCard
                    order={order}
                    when={view.toCheck ? 'claimed' : 'placed'}
                    onMoved={(updated) => {
                      replace(updated);
                      setSummaryVersion((n) => n + 1);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {pages.moreError && (
            <p className="form-error" role="alert">
              {pages.moreError.message || M.ordersFailed}
            </p>
          )}
          {pages.nextCursor && (
            <button
              type="button"
              className="btn btn-secondary btn-block admin-load-more"
              onClick={loadMore}
              disabled={pages.status === 'loading-more'}
            >
              {pages.status === 'loading-more' ? M.loadingMore : M.loadMore}
            </button>
          )}
        </>
      )}
    </div>
  );
}
