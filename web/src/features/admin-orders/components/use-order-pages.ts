import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminOrder } from '@contract/admin';
import { getAdminOrders, type OrderFilter } from '../api/admin-orders-api';

type Pages =
  | { key: string; status: 'loading' }
  | { key: string; status: 'error'; error: Error }
  | {
      key: string;
      status: 'ready' | 'loading-more';
      orders: AdminOrder[];
      nextCursor: string | null;
      moreError?: Error;
    };

/**
 * The orders that match a filter, page after page ("Load more" follows the server's cursor). A new
 * filter starts again from the first page and drops any answer still on its way for the old one.
 */
export function useOrderPages(filter: OrderFilter) {
  const [attempt, setAttempt] = useState(0);
  // One tag per filter and retry: an answer is shown only while its tag is the current one.
  const key = `${attempt}|${filter.status ?? ''}|${filter.payment ?? ''}|${filter.q ?? ''}`;
  const [pages, setPages] = useState<Pages>({ key, status: 'loading' });
  const current = useRef(key);
  useEffect(() => {
    current.current = key;
  });

  useEffect(() => {
    const controller = new AbortController();
    getAdminOrders({ status: filter.status, payment: filter.payment, q: filter.q }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setPages({ key, status: 'ready', orders: page.orders, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPages({ key, status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // filter.status, filter.payment and filter.q are what key is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loadMore = useCallback(() => {
    if (pages.status !== 'ready' || !pages.nextCursor) return;
    const { orders, nextCursor } = pages;
    setPages({ key, status: 'loading-more', orders, nextCursor });
    getAdminOrders({ status: filter.status, payment: filter.payment, q: filter.q, cursor: nextCursor }).then(
      (page) => {
        if (current.current !== key) return;
        // An order moved since the first page may come again: keep the newer copy, once.
        const seen = new Set(orders.map((order) => order._id));
        const added = page.orders.filter((order) => !seen.has(order._id));
        setPages({ key, status: 'ready', orders: [...orders, ...added], nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (current.current !== key) return;
        const reason = error instanceof Error ? error : new Error(String(error));
        setPages({ key, status: 'ready', orders, nextCursor, moreError: reason });
      },
    );
  }, [pages, key, filter.status, filter.payment, filter.q]);

  /** Shows the server's copy of an order after a move, in place. */
  const replace = useCallback((updated: AdminOrder) => {
    setPages((p) =>
      'orders' in p ? { ...p, orders: p.orders.map((o) => (o._id === updated._id ? updated : o)) } : p,
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown: Pages = pages.key === key ? pages : { key, status: 'loading' };
  return { pages: shown, loadMore, replace, retry };
}
