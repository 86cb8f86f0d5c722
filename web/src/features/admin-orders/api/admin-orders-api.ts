import type {
  AdminOrder,
  AdminOrderMoved,
  AdminOrderPage,
  AdminPaymentFilter,
  AdminSummary,
} from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M, PAYMENT_MESSAGES } from '@/words/messages';
import type { OrderStatus } from '@contract/orders';
import { adminEndpoints } from '@contract/admin-endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

export interface OrderFilter {
  status?: OrderStatus;
  /** `claimed`: only the payments to check, oldest claim first. */
  payment?: AdminPaymentFilter;
  q?: string;
}

/** One page of orders, newest first (or oldest claim first); `cursor` is the previous page's nextCursor. */
export function getAdminOrders(
  filter: OrderFilter & { cursor?: string },
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return apiGet(adminEndpoints.orders(filter), {
    fallbackMessage: M.ordersFailed,
    signal,
    cache: 'no-store',
  });
}

export function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return apiGet(adminEndpoints.summary(), {
    fallbackMessage: M.summaryFailed,
    signal,
    cache: 'no-store',
  });
}

/** Moves an order along ORDER_MOVES; the server answers 409 with its reason for any other move. */
export function moveOrder(id: string, status: OrderStatus, note?: string): Promise<AdminOrderMoved> {
  return apiRequest<AdminOrderMoved>(`/admin/orders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: note ? { status, note } : { status },
    fallbackMessage: M.moveFailed,
  });
}

/** Marks the order's payment paid (claimed UPI, or cash on delivery) or refunded (paid, Cancelled). */
/** `details`: for an unclaimed UPI payment marked paid, the UTR if the owner has it, and her note. */
export function markPayment(
  id: string,
  status: 'paid' | 'refunded',
  details: { reference?: string; note?: string } = {},
): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/admin/orders/${encodeURIComponent(id)}/payment`, {
    method: 'PATCH',
    body: { status, ...details },
    fallbackMessage: PAYMENT_MESSAGES.markFailed,
  });
}
