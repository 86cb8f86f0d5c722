import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '@contract/messages';
import type { PlacedOrder, OrderChannel } from '@contract/orders';
import { shop } from '@/config/shop';
import { setCartCount } from '@/shop/cart-count';
import { ORDER_PLACED_STATE } from '@/shop/order-placed';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { newIdempotencyKey } from '../api/place-order';
import { whatsappLink, whatsappOrderText } from './whatsapp-order';

export const WHATSAPP_REDIRECT_MS = 1500;

/**
 * Place Order and Order via WhatsApp for both checkouts. Each (channel, address) attempt keeps one
 * Idempotency-Key for the page's life, so a double click or a retry returns the same order.
 * The WhatsApp tab is opened during the click (popup blockers allow only that) and pointed at
 * the chat once the order exists.
 */
export function usePlaceOrder({
  place,
  fallback,
  clearsCart,
  onPlaced,
}: {
  place: (channel: OrderChannel, idempotencyKey: string) => Promise<PlacedOrder>;
  fallback: Record<OrderChannel, string>;
  clearsCart: boolean;
  /** After the order exists (e.g. Buy Now forgets its kept item). */
  onPlaced?: () => void;
}) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
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

  const submit = async (channel: OrderChannel, attempt: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(channel);
    const chatTab = channel === 'whatsapp' ? window.open('about:blank', '_blank') : null;
    try {
      const placed = await place(channel, keyFor(`${channel}:${attempt}`));
      if (clearsCart) setCartCount(0);
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
        // The order page itself says thank you (ORDER_PLACED_STATE), in the page, where no toast
        // covers its pay panel on a phone.
        if (placed.orderId) navigate(`/orders/${placed.orderId}`, { state: ORDER_PLACED_STATE });
        else {
          notify.success(CHECKOUT_MESSAGES.placed, 'order-placed');
          navigate('/orders');
        }
      }
    } catch (error) {
      chatTab?.close();
      handleError(error, fallback[channel]);
      inFlight.current = false;
      setPlacing(null);
    }
  };

  return { placing, submit };
}
