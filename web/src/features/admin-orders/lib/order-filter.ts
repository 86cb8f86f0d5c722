import { ORDER_STATUSES, type OrderStatus } from '@contract/orders';
import type { OrderFilter } from '../api/admin-orders-api';

/**
 * The back office's order filter lives in the address (`/admin?payment=claimed`,
 * `/admin?status=Shipped&q=98765`): the orders route's loader reads it (app/admin-loaders.ts), a
 * chip or a search changes it, Back goes to the list before.
 */
export function orderFilterOf(params: URLSearchParams): OrderFilter {
  const status = params.get('status');
  const q = params.get('q')?.trim();
  if (params.get('payment') === 'claimed') return { payment: 'claimed', ...(q ? { q } : {}) };
  return {
    ...(ORDER_STATUSES.includes(status as OrderStatus) ? { status: status as OrderStatus } : {}),
    ...(q ? { q } : {}),
  };
}

/** The address's query for a filter (its keys in a fixed order, empty ones left out). */
export function searchOf(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return params;
}
