import { useState } from 'react';
import type { AdminOrder, AdminOrderPage } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { getAdminOrders, type OrderFilter } from '../api/admin-orders-api';
import { AdminOrderCard } from './admin-order-card';

/**
 * The orders of a filter, from its first page (the orders route's data), page after page: "Load
 * more" follows the server's cursor. A move shows the server's copy of the order in place. Keyed
 * by its filter: another filter starts again from its own first page.
 */
export function OrderPages({
  first,
  filter,
  onMoved,
}: {
  first: AdminOrderPage;
  filter: OrderFilter;
  onMoved: () => void;
}) {
  const [orders, setOrders] = useState(first.orders);
  const [nextCursor, setNextCursor] = useState(first.nextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | null>(null);
  const toCheck = filter.payment === 'claimed';

  const loadMore = async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await getAdminOrders({
        status: filter.status,
        payment: filter.payment,
        q: filter.q,
        cursor: nextCursor,
      });
      // An order moved since the first page may come again: keep the newer copy, once.
      setOrders((shown) => {
        const seen = new Set(shown.map((order) => order._id));
        return [...shown, ...page.orders.filter((order) => !seen.has(order._id))];
      });
      setNextCursor(page.nextCursor);
    } catch (error) {
      setMoreError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setLoadingMore(false);
    }
  };

  const moved = (updated: AdminOrder) => {
    setOrders((shown) => shown.map((order) => (order._id === updated._id ? updated : order)));
    onMoved();
  };

  return (
    <>
      {orders.length === 0 ? (
        <p className="admin-empty">
          {nextCursor ? M.noneInScan : toCheck && !filter.q ? M.noPaymentsToCheck : M.noOrders}
        </p>
      ) : (
        <ul className="admin-order-list">
          {orders.map((order) => (
            <li key={order._id}>
              <AdminOrderCard order={order} when={toCheck ? 'claimed' : 'placed'} onMoved={moved} />
            </li>
          ))}
        </ul>
      )}
      {moreError && (
        <p className="form-error" role="alert">
          {moreError.message || M.ordersFailed}
        </p>
      )}
      {nextCursor && (
        <button
          type="button"
          className="btn btn-secondary btn-block admin-load-more"
          onClick={() => void loadMore()}
          disabled={loadingMore}
        >
          {loadingMore ? M.loadingMore : M.loadMore}
        </button>
      )}
    </>
  );
}
