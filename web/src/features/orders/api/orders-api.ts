import type { Order } from '@contract/orders';
import { ORDER_MESSAGES, ORDER_TIMELINE_MESSAGES, PAYMENT_MESSAGES } from '@contract/messages';
import { shopperEndpoints } from '@contract/endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';
import { forgetFirstOrderOffer } from '@/shop/first-order-offer';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet(shopperEndpoints.orders(), { fallbackMessage: ORDER_MESSAGES.listFailed, signal });
}

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiGet(shopperEndpoints.order(id), {
    fallbackMessage: ORDER_MESSAGES.detailFailed,
    signal,
  });
}

/** The shopper's own Pending order, cancelled (409 with the reason once it has shipped). */
export function cancelOrder(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    fallbackMessage: ORDER_TIMELINE_MESSAGES.cancelFailed,
  }).finally(forgetFirstOrderOffer);
}

/** The shopper paid by UPI: the 12-digit reference (UTR) moves the payment to `claimed`. */
export function claimPayment(id: string, reference: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/payment-claim`, {
    method: 'POST',
    body: { reference },
    fallbackMessage: PAYMENT_MESSAGES.claimFailed,
  });
}
