import { useId, useState, type FormEvent } from 'react';
import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import { ORDER_STATUSES, type OrderStatus } from '@contract/orders';
import { formatInr } from '@/shop/format';
import { useRequest } from '@/platform/use-request';
import { getAdminSummary } from '../api/admin-orders-api';
import { AdminOrderCard } from './admin-order-card';
import { useOrderPages } from './use-order-pages';
import './admin-orders.css';

/**
 * The owner's orders (back office): today's new orders on top, then every order newest first,
 * filtered by status and searched by number, name or phone, with the moves each one allows.
 */
export function AdminOrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [summaryVersion, setSummaryVersion] = useState(0);
  const summary = useRequest(`admin-summary:${summaryVersion}`, getAdminSummary);
  const { pages, loadMore, replace, retry } = useOrderPages({ status, q: q || undefined });
  const searchId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <div className="admin-orders">
      <section className="admin-summary" aria-label="Today" aria-live="polite">
        {summary.status === 'loading' && <p className="loading-text">{M.loadingOrders}</p>}
        {summary.status === 'error' && (
          <p className="form-error" role="alert">
            {summary.error.message || M.summaryFailed}
          </p>
        )}
        {summary.status === 'success' && (
          <>
            <p className="admin-summary-today" data-testid="admin-today">
              <strong>{M.todayOrders(summary.data.today.count)}</strong>
              <span>{formatInr(summary.data.today.total)}</span>
            </p>
            <p className="admin-summary-other">
              <span>{M.pendingCount(summary.data.pending)}</span>
              <span>{M.lowStockCount(summary.data.lowStock)}</span>
            </p>
          </>
        )}
      </section>

      <div className="admin-filters">
        <div className="admin-status-filter" role="group" aria-label="Status">
          {([undefined, ...ORDER_STATUSES] as const).map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className={`admin-chip${status === value ? ' is-on' : ''}`}
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {value ?? M.allStatuses}
            </button>
          ))}
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
            <p className="admin-empty">{pages.nextCursor ? M.noneInScan : M.noOrders}</p>
          ) : (
            <ul className="admin-order-list">
              {pages.orders.map((order) => (
                <li key={order._id}>
                  <AdminOrderCard
                    order={order}
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
