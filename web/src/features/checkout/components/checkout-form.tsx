import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Address } from '@contract/addresses';
import type { CartItem } from '@contract/cart';
import type { OrderChannel } from '@contract/orders';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, OFFLINE_MESSAGES, PAYMENT_MESSAGES } from '@/words/messages';
import { CHECKOUT_PAGE_MESSAGES as M } from '@/words/account-messages';
import { thumbnailOf } from '@contract/photos';
import { cartSummaryLines, OrderSummary, type SummaryLine } from '@/components/ui/order-summary';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { notify } from '@/platform/notify';
import type { Pending } from '@/platform/route-data';
import { forgetDirectItem, type DirectItem } from '@/shop/direct-checkout';
import { formatInr, packOf } from '@/shop/format';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { usePaymentMethod } from '../lib/use-payment-method';
import { usePlaceOrder } from '../lib/use-place-order';
import { useQuote } from '../lib/use-quote';
import { NO_ADDRESS_CHOSEN, type AddressSlot } from './address-slot';
import { CheckoutActions } from './checkout-actions';
import { ArrivalNote, PaymentChoice } from './payment-choice';

/** What is being ordered: the cart's lines, or Buy Now's one item. */
export type CheckoutOrder = { source: 'cart'; items: CartItem[] } | { source: 'direct'; item: DirectItem };

function summaryOf(order: CheckoutOrder): { lines: SummaryLine[]; subtotal: number } {
  if (order.source === 'cart')
    return {
      lines: cartSummaryLines(order.items),
      subtotal: order.items.reduce((sum, item) => sum + item.lineTotal, 0),
    };
  const { item } = order;
  const lineTotal = item.price * item.quantity;
  return {
    lines: [{ key: 'item', name: item.name, unit: packOf(item), quantity: item.quantity, lineTotal }],
    subtotal: lineTotal,
  };
}

/**
 * The checkout's form, the same for both sources: the delivery address (the address book loads
 * in its place: a failed read shows an empty book, with a toast, and an address can still be
 * added), the Order Summary with the server's quote for the chosen address, the way of paying, and
 * Place Order and Order via WhatsApp, which check what is missing before they ask the server.
 */
export function CheckoutForm({
  order,
  addresses,
  addressBook,
}: {
  order: CheckoutOrder;
  addresses: Pending<Address[]>;
  addressBook: AddressSlot;
}) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const [choice, setChoice] = useState(NO_ADDRESS_CHOSEN);
  const direct = order.source === 'direct' ? order.item : null;
  const quote = useQuote(choice.address, direct);
  const payment = usePaymentMethod(quote);
  // Nothing this order could be paid with: say why and what to do, instead of a refusal later.
  const blocked = quote.blocked ?? (payment.method === null ? PAYMENT_MESSAGES.nothingPayable : null);
  const placing = usePlaceOrder({
    order: direct ? { source: 'direct', item: direct } : { source: 'cart' },
    ...(direct ? { onPlaced: forgetDirectItem } : {}),
  });
  const busy = placing.placing !== null;

  const onPlace = (channel: OrderChannel) => {
    const noAddress =
      channel === 'whatsapp' ? CHECKOUT_MESSAGES.noAddressForWhatsApp : CHECKOUT_MESSAGES.noAddress;
    if (!choice.id) return notify.warning(noAddress, noAddress);
    if (!choice.address)
      return notify.error(CHECKOUT_MESSAGES.addressNotFound, CHECKOUT_MESSAGES.addressNotFound);
    if (direct && !(direct.quantity >= 1))
      return notify.error(CHECKOUT_MESSAGES.invalidDirectQuantity, CHECKOUT_MESSAGES.invalidDirectQuantity);
    if (!payment.method) return notify.warning(PAYMENT_MESSAGES.nothingPayable, 'nothing-payable');
    void placing.submit(channel, choice.id, payment.method);
  };

  const { lines, subtotal } = summaryOf(order);
  return (
    <div className="container page checkout-page">
      <h1>{direct ? M.buyNowTitle : M.title}</h1>
      <div className="checkout-layout">
        <div className="checkout-main">
          {direct && (
            <section className="checkout-product" aria-label={M.yourProduct}>
              <img src={thumbnailOf(direct.image)} alt="" width={88} height={88} />
              <div>
                <h2>{direct.name}</h2>
                <p>{M.itemLine(direct.quantity, packOf(direct), formatInr(direct.price))}</p>
              </div>
            </section>
          )}
          <Loaded
            answer={addresses}
            as="part"
            loading={<PageLoading text={M.loadingAddresses} part />}
            offline={{ message: OFFLINE_MESSAGES.checkout }}
            failed={() =>
              // A failed read shows an empty book (the toast said why): an address can still be added.
              addressBook({ addresses: [], disabled: busy, openWhenEmpty: false, onChange: setChoice })
            }
            onFailed={(error) => handleError(error, ADDRESS_MESSAGES.loadFailed)}
          >
            {(book) =>
              addressBook({ addresses: book, disabled: busy, openWhenEmpty: true, onChange: setChoice })
            }
          </Loaded>
        </div>
        <OrderSummary lines={lines} subtotal={subtotal} price={quote.price}>
          <ArrivalNote text={quote.arrives} />
          <PaymentChoice
            method={payment.method}
            onChange={payment.choose}
            upi={quote.upi}
            cod={quote.cod}
            disabled={busy}
          />
          <CheckoutActions
            placing={placing.placing}
            onPlace={onPlace}
            blocked={blocked}
            deliverTo={choice.address}
            total={quote.total}
            back={
              direct ? (
                <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate(-1)}>
                  {M.backToProduct}
                </button>
              ) : (
                <Link to="/cart" className="btn btn-secondary btn-block">
                  {M.backToCart}
                </Link>
              )
            }
          />
        </OrderSummary>
      </div>
    </div>
  );
}
