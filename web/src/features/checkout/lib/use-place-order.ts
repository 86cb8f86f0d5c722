import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '@/words/messages';
import type { OrderChannel, PaymentMethod } from '@contract/orders';
import { shop } from '@/config/shop';
import { useCartChanged } from '@/shop/cart-data';
import { handOverPlacedOrder } from '@/shop/order-placed';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { newIdempotencyKey, placeFailed, placeOrder, type OrderSource } from '../api/place-order';
import { whatsappLink, whatsappOrderText } from './whatsapp-order';

export const WHATSAPP_REDIRECT_MS = 1500;

/**
 * Place Order and Order via WhatsApp, of either source. Each (channel, address, payment) attempt
 * keeps one Idempotency-Key for the page's life, so a double click or a retry returns the same
 * order. The WhatsApp tab is opened during the click (popup blockers allow only that) and pointed
 * at the chat once the order exists. An order changes her cart (emptied) and her first-order
 * offer: the cart's data is read again. The order page gets the API's answer with the navigation
 * (shop/order-placed.ts) rather than asking for the order again.
 */
export function usePlaceOrder({
  order,
  onPlaced,
}: {
  order: OrderSource;
  /** After the order exists (e.g. Buy Now forgets its kept item). */
  onPlaced?: () => void;
}) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const cartChanged = useCartChanged();
  const [placing, setPlacing] = useState<OrderChannel | null>(null);
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(false);

  const keyFor = (attempt: string) => {
    let key = keys.current.get(attempt);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(attempt, key);
    }
    return key;
  };

  const submit = async (channel: OrderChannel, addressId: string, method: PaymentMethod) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(channel);
    const chatTab = channel === 'whatsapp' ? window.open('about:blank', '_blank') : null;
    try {
      const key = keyFor(`${channel}:${addressId}:${method}`);
      const placed = await placeOrder(order, addressId, channel, method, key);
      cartChanged();
      onPlaced?.();
      if (channel === 'whatsapp') {
        const link = whatsappLink(
          shop.whatsAppNumber,
          whatsappOrderText({ orderId: placed.orderId, ...placed.order }),
        );
        if (chatTab) {
          chatTab.opener = null;
          chatTab.location.href = link;
        } else {
          window.open(link, '_blank', 'noopener,noreferrer');
        }
        notify.success(CHECKOUT_MESSAGES.placedForWhatsApp, 'order-placed');
        window.setTimeout(() => navigate('/orders'), WHATSAPP_REDIRECT_MS);
      } else {
        // The order page itself says thank you, in the page, where no toast covers its pay panel
        // on a phone; it shows the order as the API answered it.
        if (placed.orderId) {
          handOverPlacedOrder(placed);
          navigate(`/orders/${placed.orderId}`);
        } else {
          notify.success(CHECKOUT_MESSAGES.placed, 'order-placed');
          navigate('/orders');
        }
      }
    } catch (error) {
      chatTab?.close();
      handleError(error, placeFailed(order.source, channel));
      inFlight.current = false;
      setPlacing(null);
    }
  };

  return { placing, submit };
}
