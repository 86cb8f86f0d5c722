import type { Order } from '@contract/orders';
import { ORDER_TIMELINE_MESSAGES, PAYMENT_MESSAGES } from '@/words/messages';
import { apiRequest } from '@/platform/api-client';

/** The shopper's own Pending order, cancelled (409 with the reason once it has shipped). */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    fallbackMessage: ORDER_TIMELINE_MESSAGES.cancelFailed,
  });
}

/** The shopper paid by UPI: the 12-digit reference (UTR) moves the payment to `claimed`. */
export function claimPayment(id: string, reference: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/payment-claim`, {
    method: 'POST',
    body: { reference },
    fallbackMessage: PAYMENT_MESSAGES.claimFailed,
  });
}
