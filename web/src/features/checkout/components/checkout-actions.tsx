import { useId, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '@/words/messages';
import { CHECKOUT_PAGE_MESSAGES as M, SUMMARY_MESSAGES } from '@/words/account-messages';
import type { Address } from '@contract/addresses';
import type { OrderChannel } from '@contract/orders';
import { formatInr } from '@/shop/format';

/**
 * Place Order, Order via WhatsApp and a way back: the buttons under both checkouts' summary.
 * Place Order is the page's main action: the one filled button, naming the amount to pay once the
 * quote has it ("Place Order · ₹494.00"); WhatsApp is a second way, outlined, below it. `blocked`
 * is why neither can be used now (an address the farm does not deliver to); it is said above the
 * buttons and read out with them. On a phone, Place Order, the total and where the order goes sit
 * in a bar at the foot of the screen, however far down the summary is: the same button, not a
 * copy.
 */
export function CheckoutActions({
  placing,
  onPlace,
  back,
  blocked = null,
  deliverTo,
  total,
}: {
  placing: OrderChannel | null;
  onPlace: (channel: OrderChannel) => void;
  back: ReactNode;
  blocked?: string | null;
  /** The chosen address (null: none yet). */
  deliverTo: Pick<Address, 'name' | 'postalCode'> | null;
  /** The amount to pay, from the quote (null until it is in, or where the farm does not deliver). */
  total: number | null;
}) {
  const reasonId = useId();
  const describedBy = blocked ? reasonId : undefined;
  const amount = total === null ? null : formatInr(total);
  return (
    <>
      {blocked && (
        <p id={reasonId} className="checkout-blocked" role="alert" data-testid="checkout-blocked">
          {blocked}
        </p>
      )}
      <div className="checkout-place-bar" data-testid="checkout-place-bar">
        {amount && (
          <p className="checkout-bar-total" data-testid="checkout-bar-total">
            {SUMMARY_MESSAGES.total} <strong>{amount}</strong>
          </p>
        )}
        <p className="checkout-deliver-to">
          {deliverTo
            ? CHECKOUT_MESSAGES.deliveringTo(deliverTo.name, deliverTo.postalCode)
            : CHECKOUT_MESSAGES.noAddressChosen}
        </p>
        <button
          type="button"
          className="btn btn-block checkout-place"
          onClick={() => onPlace('website')}
          disabled={placing !== null || blocked !== null}
          aria-describedby={describedBy}
        >
          {placing === 'website'
            ? CHECKOUT_MESSAGES.placing
            : amount
              ? M.placeOrderFor(amount)
              : M.placeOrder}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-whatsapp btn-block"
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
