import { useId, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '@contract/messages';
import type { OrderChannel } from '@contract/orders';

/**
 * Place Order, Order via WhatsApp and a way back: the buttons under both checkouts' summary.
 * `blocked` is why neither can be used now (an address the farm does not deliver to); it is said
 * above the buttons and read out with them.
 */
export function CheckoutActions({
  placing,
  onPlace,
  back,
  blocked = null,
}: {
  placing: OrderChannel | null;
  onPlace: (channel: OrderChannel) => void;
  back: ReactNode;
  blocked?: string | null;
}) {
  const reasonId = useId();
  const describedBy = blocked ? reasonId : undefined;
  return (
    <>
      {blocked && (
        <p id={reasonId} className="checkout-blocked" role="alert" data-testid="checkout-blocked">
          {blocked}
        </p>
      )}
      <button
        type="button"
        className="btn btn-block"
        onClick={() => onPlace('website')}
        disabled={placing !== null || blocked !== null}
        aria-describedby={describedBy}
      >
        {placing === 'website' ? CHECKOUT_MESSAGES.placing : 'Place Order'}
      </button>
      <button
        type="button"
        className="btn btn-whatsapp btn-block"
        onClick={() => onPlace('whatsapp')}
        disabled={placing !== null || blocked !== null}
        aria-describedby={describedBy}
      >
        {placing === 'whatsapp' ? CHECKOUT_MESSAGES.placing : 'Order via WhatsApp'}
      </button>
      {back}
    </>
  );
}
