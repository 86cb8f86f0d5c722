import type { Order } from '@contract/orders';
import { ORDER_MESSAGES } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>('/orders', { fallbackMessage: ORDER_MESSAGES.listFailed, signal });
}

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, {
    fallbackMessage: ORDER_MESSAGES.detailFailed,
    signal,
  });
}
