import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminOrderPage, AdminSummary } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { ORDER_STATUSES } from '@contract/orders';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { dataOf, useSettled, type Pending } from '@/platform/route-data';
import { formatInr } from '@/shop/format';
import { getAdminSummary, type OrderFilter } from '../api/admin-orders-api';
import { orderFilterOf, searchOf } from '../lib/order-filter';
import { OrderPages } from './order-pages';
import './admin-orders.css';

/**
 * The owner's orders (back office): today's new orders on top, then the filters, the first being
 * her daily task (the UPI payments to check, with their count), then the orders, searched by
 * number, name or phone, with the moves each one allows. Today's figures and the first page of
 * the filter in the address are the route's data; a move reads the figures again.
 */
export function AdminOrdersScreen({
  summary,
  page,
}: {
  summary: Pending<AdminSummary>;
  page: Pending<AdminOrderPage>;
}) {
  const [params, setParams] = useSearchParams();
  const filter = orderFilterOf(params);
  const toCheck = filter.payment === 'claimed';
  const [typed, setTyped] = useState(filter.q ?? '');
  // The figures read again after a move, until the route reads them again.
  const [moved, setMoved] = useState<{ of: Pending<AdminSummary>; figures: AdminSummary }>();
  const loaded = dataOf(useSettled(summary));
  const known = (moved?.of === summary ? moved.figures : undefined) ?? loaded ?? null;
  const searchId = useId();

  const show = (next: OrderFilter) => setParams(searchOf(next), { preventScrollReset: true });
  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ ...filter, q: typed.trim() || undefined });
  };
  const figuresAgain = () =>
    void getAdminSummary().then(
      (figures) => setMoved({ of: summary, figures }),
      () => undefined,
    );

  return (
    <div className="admin-orders">
      <section className="admin-summary" aria-label="Today" aria-live="polite">
        <Loaded
          answer={summary}
          as="part"
          loading={<PageLoading text={M.loadingOrders} part />}
          failed={(failure) => (
            <p className="form-error" role="alert">
              {failure.message || M.summaryFailed}
            </p>
          )}
        >
          {(figures) => <Figures figures={known ?? figures} />}
        </Loaded>
      </section>

      <div className="admin-filters">
        <div className="admin-status-filter" role="group" aria-label={M.filtersLabel}>
          <button
            type="button"
            className={`admin-chip admin-chip-to-check${toCheck ? ' is-on' : ''}`}
            aria-pressed={toCheck}
            onClick={() => show({ payment: 'claimed', q: filter.q })}
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
            const on = !toCheck && filter.status === value;
            return (
              <button
                key={value ?? 'all'}
                type="button"
                className={`admin-chip${on ? ' is-on' : ''}`}
                aria-pressed={on}
                onClick={() => show({ status: value, q: filter.q })}
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
              if (!e.target.value && typed) show({ ...filter, q: undefined });
            }}
          />
          <button type="submit" className="btn">
            Search
          </button>
        </form>
      </div>

      <Loaded
        // Another filter is another list: it starts on its loading line.
        key={params.toString()}
        answer={page}
        as="part"
        loading={
          <p className="loading-text" role="status">
            {M.loadingOrders}
          </p>
        }
        failed={{ fallback: M.ordersFailed, retry: 'Try Again' }}
      >
        {(first) => <OrderPages first={first} filter={filter} onMoved={figuresAgain} />}
      </Loaded>
    </div>
  );
}

/** Today's new orders and their total, the Pending ones and the packs low in stock. */
function Figures({ figures }: { figures: AdminSummary }) {
  return (
    <>
      <p className="admin-summary-today" data-testid="admin-today">
        <strong>{M.todayOrders(figures.today.count)}</strong>
        <span>{formatInr(figures.today.total)}</span>
      </p>
      <p className="admin-summary-other">
        <span>{M.pendingCount(figures.pending)}</span>
        <span>{M.lowStockCount(figures.lowStock)}</span>
      </p>
    </>
  );
}
