import type { ReactNode } from 'react';

type Channel = 'website' | 'whatsapp';

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
        {placing === 'website' ? 'Placing Order...' : 'Place Order'}
      </button>
      <button
        type="button"
        className="btn btn-whatsapp btn-block"
        onClick={() => onPlace('whatsapp')}
        disabled={placing !== null}
      >
        {placing === 'whatsapp' ? 'Placing Order...' : 'Order via WhatsApp'}
      </button>
      {back}
    </>
  );
}
