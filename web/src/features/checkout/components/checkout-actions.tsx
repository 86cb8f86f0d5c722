import { useId, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '@contract/messages';
import { CHECKOUT_PAGE_MESSAGES as M } from '@contract/account-messages';
import type { Address } from '@contract/addresses';
import type { OrderChannel } from '@contract/orders';

/**
 * Place Order, Order via WhatsApp and a way back: the buttons under both checkouts' summary.
 * `blocked` is why neither can be used now (an address the farm does not deliver to); it is said
 * above the buttons and read out with them. On a phone, Place Order and where the order goes
 * ("Delivering to: name, PIN") sit in a bar at the foot of the screen, however far down the
 * summary is: the same button, not a copy.
 */
export function CheckoutActions({
  placing,
  onPlace,
  back,
  blocked = null,
  deliverTo,
}: {
  placing: OrderChannel | null;
  onPlace: (channel: OrderChannel) => void;
  back: ReactNode;
  blocked?: string | null;
  /** The chosen address (null: none yet). */
  deliverTo: Pick<Address, 'name' | 'postalCode'> | null;
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
      <div className="checkout-place-bar" data-testid="checkout-place-bar">
        <p className="checkout-deliver-to">
          {deliverTo
            ? CHECKOUT_MESSAGES.deliveringTo(deliverTo.name, deliverTo.postalCode)
            : CHECKOUT_MESSAGES.noAddressChosen}
        </p>
        <button
          type="button"
          className="btn btn-block"
          onClick={() => onPlace('website')}
          disabled={placing !== null || blocked !== null}
          aria-describedby={describedBy}
        >
          {placing === 'website' ? CHECKOUT_MESSAGES.placing : M.placeOrder}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-whatsapp btn-block"
        onClick={() => onPlace('whatsapp')}
        disabled={placing !== null || blocked !== null}
        aria-describedby={describedBy}
      >
        {placing === 'whatsapp' ? CHECKOUT_MESSAGES.placing : M.orderViaWhatsApp}
      </button>
      {back}
    </>
  );
}
