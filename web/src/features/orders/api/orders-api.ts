import type { Order, PlacedOrder } from '@contract/orders';
import { apiRequest } from '../../../lib/api-client';

export const ORDER_MESSAGES = {
  place: 'Failed to place order. Please check your details and try again.',
  placeDirect: 'Failed to place order.',
  whatsapp: 'Failed to process order for WhatsApp. Please try again.',
  list: 'Failed to load order history. Please try again.',
  detail: 'Failed to load order details. Please try again.',
  notFound: 'We could not find the requested order.',
} as const;

type Channel = 'website' | 'whatsapp';

/**
 * `idempotencyKey` is one per checkout attempt: a double click or a retry of the same attempt
 * gets the first order back instead of a second one.
 */
export function placeOrder(
  selectedAddressId: string,
  channel: Channel,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>('/orders', {
    method: 'POST',
    body: { selectedAddressId, channel },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: channel === 'whatsapp' ? ORDER_MESSAGES.whatsapp : ORDER_MESSAGES.place,
  });
}

export interface DirectItem {
  productId: number;
  name: string;
  quantity: number;
  price: number;
  unit: string;
  image: string;
}

export function placeDirectOrder(
  selectedAddressId: string,
  item: DirectItem,
  channel: Channel,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>('/orders/direct', {
    method: 'POST',
    body: { selectedAddressId, channel, items: [{ ...item, selectedVariant: { unit: item.unit } }] },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: channel === 'whatsapp' ? ORDER_MESSAGES.whatsapp : ORDER_MESSAGES.placeDirect,
  });
}

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>('/orders', { fallbackMessage: ORDER_MESSAGES.list, signal });
}

export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, {
    fallbackMessage: ORDER_MESSAGES.detail,
    signal,
  });
}

/** A fresh key per checkout attempt (crypto.randomUUID needs a secure context; 127.0.0.1 is one). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
