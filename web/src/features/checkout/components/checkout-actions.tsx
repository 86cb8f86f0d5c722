import type { ReactNode } from 'react';
import { CHECKOUT_MESSAGES } from '@contract/messages';
import type { Channel } from '../api/place-order';

/** Place Order, Order via WhatsApp and a way back: the buttons under both checkouts' summary. */
export function CheckoutActions({
  placing,
  onPlace,
  back,
}: {
  placing: Channel | null;
  onPlace: (channel: Channel) => void;
  back: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-block"
        onClick={() => onPlace('website')}
        disabled={placing !== null}
      >
        {placing === 'website' ? CHECKOUT_MESSAGES.placing : 'Place Order'}
      </button>
      <button
        type="button"
        className="btn btn-whatsapp btn-block"
        onClick={() => onPlace('whatsapp')}
        disabled={placing !== null}
      >
        {placing === 'whatsapp' ? CHECKOUT_MESSAGES.placing : 'Order via WhatsApp'}
      </button>
      {back}
    </>
  );
}
