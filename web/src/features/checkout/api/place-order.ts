import type { OrderChannel, PaymentMethod, PlacedOrder } from '@contract/orders';
import { CHECKOUT_MESSAGES } from '@/words/messages';
import { apiRequest } from '@/platform/api-client';
import type { DirectItem } from '@/shop/direct-checkout';

/** What the order is of: the shopper's cart, or one product from its page (Order Now). */
export type OrderSource = { source: 'cart' } | { source: 'direct'; item: DirectItem };

/**
 * One order request, of either source (POST /orders for the cart, POST /orders/direct for one
 * item: the API's one order with its `source`). `idempotencyKey` is one per checkout attempt: a
 * double click or a retry of the same attempt gets the first order back instead of a second one.
 */
export function placeOrder(
  order: OrderSource,
  selectedAddressId: string,
  channel: OrderChannel,
  paymentMethod: PaymentMethod,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const body = { selectedAddressId, channel, paymentMethod };
  return apiRequest<PlacedOrder>(order.source === 'cart' ? '/orders' : '/orders/direct', {
    method: 'POST',
    body:
      order.source === 'cart'
        ? body
        : { ...body, items: [{ ...order.item, selectedVariant: { unit: order.item.unit } }] },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: placeFailed(order.source, channel),
  });
}

/** What a failed placing says when the server gives no message of its own (product.md §8). */
export function placeFailed(source: OrderSource['source'], channel: OrderChannel): string {
  if (channel === 'whatsapp') return CHECKOUT_MESSAGES.whatsAppFailed;
  return source === 'cart' ? CHECKOUT_MESSAGES.placeFailed : CHECKOUT_MESSAGES.placeDirectFailed;
}

/** A fresh key per checkout attempt (crypto.randomUUID needs a secure context; 127.0.0.1 is one). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
