import type { OrderChannel, PaymentMethod, PlacedOrder } from '@contract/orders';
import { CHECKOUT_MESSAGES } from '@contract/messages';
import { apiRequest } from '@/platform/api-client';
import type { DirectItem } from '@/shop/direct-checkout';
import { forgetFirstOrderOffer } from '@/shop/first-order-offer';

/**
 * `idempotencyKey` is one per checkout attempt: a double click or a retry of the same attempt
 * gets the first order back instead of a second one.
 */
export function placeOrder(
  selectedAddressId: string,
  channel: OrderChannel,
  paymentMethod: PaymentMethod,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>('/orders', {
    method: 'POST',
    body: { selectedAddressId, channel, paymentMethod },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage:
      channel === 'whatsapp' ? CHECKOUT_MESSAGES.whatsAppFailed : CHECKOUT_MESSAGES.placeFailed,
  }).finally(forgetFirstOrderOffer);
}

export function placeDirectOrder(
  selectedAddressId: string,
  item: DirectItem,
  channel: OrderChannel,
  paymentMethod: PaymentMethod,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>('/orders/direct', {
    method: 'POST',
    body: {
      selectedAddressId,
      channel,
      paymentMethod,
      items: [{ ...item, selectedVariant: { unit: item.unit } }],
    },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage:
      channel === 'whatsapp' ? CHECKOUT_MESSAGES.whatsAppFailed : CHECKOUT_MESSAGES.placeDirectFailed,
  }).finally(forgetFirstOrderOffer);
}

/** A fresh key per checkout attempt (crypto.randomUUID needs a secure context; 127.0.0.1 is one). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
