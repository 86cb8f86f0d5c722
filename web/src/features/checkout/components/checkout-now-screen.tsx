import type { OrderChannel } from '@contract/orders';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, OFFLINE_MESSAGES, PAYMENT_MESSAGES } from '@contract/messages';
import { CHECKOUT_PAGE_MESSAGES as M } from '@contract/account-messages';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { OrderSummary } from '@/components/ui/order-summary';
import { PageMessage } from '@/components/ui/page-states';
import {
  forgetDirectItem,
  readDirectItem,
  recallDirectItem,
  rememberDirectItem,
  type DirectCheckoutState,
} from '@/shop/direct-checkout';
import { formatInr, packOf } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { useOnline } from '@/platform/use-online';
import { useRequest } from '@/platform/use-request';
import { placeDirectOrder } from '../api/place-order';
import { usePlaceOrder } from '../lib/use-place-order';
import { usePaymentMethod } from '../lib/use-payment-method';
import { useQuote } from '../lib/use-quote';
import { NO_ADDRESS_CHOSEN, type AddressSlot, type LoadAddresses } from './address-slot';
import { CheckoutActions } from './checkout-actions';
import { ArrivalNote, PaymentChoice } from './payment-choice';
import './checkout.css';
import { thumbnailOf } from '@contract/photos';

export const NO_PRODUCT_REDIRECT_MS = 3000;
export const MISSING_PRODUCT_REDIRECT_MS = 2000;

/**
 * Buy now: one product, passed from its page in navigation state (product.md §2 route table, Direct
 * checkout). The address book comes through `addresses`, handed in by the route.
 */
export function CheckoutNowScreen({
  loadAddresses,
  addresses,
}: {
  loadAddresses: LoadAddresses;
  addresses: AddressSlot;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Order Now's navigation state first (the shopper's latest choice), else what this tab kept (a
  // refresh). Read once: the screen's item does not change under the shopper.
  const [item] = useState(
    () => readDirectItem(location.state as DirectCheckoutState | null) ?? recallDirectItem(),
  );
  useEffect(() => {
    if (item && item.quantity >= 1) rememberDirectItem(item);
  }, [item]);
  const handleError = useApiErrorHandler();
  const [choice, setChoice] = useState(NO_ADDRESS_CHOSEN);
  const request = useRequest('checkout-now-addresses', loadAddresses);
  const online = useOnline(request.retry);

  useEffect(() => {
    if (request.status === 'error' && navigator.onLine)
      handleError(request.error, ADDRESS_MESSAGES.loadFailed);
  }, [request.status, request.error, handleError]);

  useEffect(() => {
    if (item) return;
    const timer = window.setTimeout(() => navigate('/shop'), NO_PRODUCT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [item, navigate]);

  const quote = useQuote(choice.address, item);

  const payment = usePaymentMethod(quote);
  // Nothing this order could be paid with: say why and what to do, instead of a refusal later.
  const blocked = quote.blocked ?? (payment.method === null ? PAYMENT_MESSAGES.nothingPayable : null);

  const order = usePlaceOrder({
    place: (channel, key) => placeDirectOrder(choice.id!, item!, channel, payment.method!, key),
    fallback: { website: CHECKOUT_MESSAGES.placeDirectFailed, whatsapp: CHECKOUT_MESSAGES.whatsAppFailed },
    clearsCart: false,
    onPlaced: forgetDirectItem,
  });

  const onPlace = (channel: OrderChannel) => {
    if (!item) {
      const message =
        channel === 'whatsapp'
          ? CHECKOUT_MESSAGES.directProductMissingForWhatsApp
          : CHECKOUT_MESSAGES.directProductMissing;
      notify.error(message, message);
      window.setTimeout(() => navigate('/shop'), MISSING_PRODUCT_REDIRECT_MS);
      return;
    }
    const noAddress =
      channel === 'whatsapp' ? CHECKOUT_MESSAGES.noAddressForWhatsApp : CHECKOUT_MESSAGES.noAddress;
    if (!choice.id) return notify.warning(noAddress, noAddress);
    if (!choice.address)
      return notify.error(CHECKOUT_MESSAGES.addressNotFound, CHECKOUT_MESSAGES.addressNotFound);
    if (!(item.quantity >= 1))
      return notify.error(CHECKOUT_MESSAGES.invalidDirectQuantity, CHECKOUT_MESSAGES.invalidDirectQuantity);
    if (!payment.method) return notify.warning(PAYMENT_MESSAGES.nothingPayable, 'nothing-payable');
    void order.submit(channel, `${choice.id}:${payment.method}`);
  };

  if (!item) {
    return (
      <PageMessage title={M.nothingTitle} link={{ to: '/shop', label: M.goToShop }}>
        <p role="alert">{CHECKOUT_MESSAGES.noDirectProduct}</p>
      </PageMessage>
    );
  }
  if (!online && request.status !== 'success') {
    return (
      <OfflineNotice title={M.buyNowTitle} message={OFFLINE_MESSAGES.checkout} onRetry={request.retry} />
    );
  }

  return (
    <div className="container page checkout-page">
      <h1>{M.buyNowTitle}</h1>
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-product" aria-label={M.yourProduct}>
            <img src={thumbnailOf(item.image)} alt="" width={88} height={88} />
            <div>
              <h2>{item.name}</h2>
              <p>{M.itemLine(item.quantity, packOf(item), formatInr(item.price))}</p>
            </div>
          </section>
          {request.status === 'loading' ? (
            <p className="loading-text">{M.loadingAddresses}</p>
          ) : (
            // A failed load shows an empty book (the toast said why): an address can still be added.
            addresses({
              addresses: request.status === 'success' ? request.data : [],
              disabled: order.placing !== null,
              openWhenEmpty: request.status === 'success',
              onChange: setChoice,
            })
          )}
        </div>
        <OrderSummary
          lines={[
            {
              key: 'item',
              name: item.name,
              unit: packOf(item),
              quantity: item.quantity,
              lineTotal: item.price * item.quantity,
            },
          ]}
          subtotal={item.price * item.quantity}
          price={quote.price}
        >
          <ArrivalNote text={quote.arrives} />
          <PaymentChoice
            method={payment.method}
            onChange={payment.choose}
            upi={quote.upi}
            cod={quote.cod}
            disabled={order.placing !== null}
          />
          <CheckoutActions
            placing={order.placing}
            onPlace={onPlace}
            blocked={blocked}
            deliverTo={choice.address}
            total={quote.total}
            back={
              <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate(-1)}>
                {M.backToProduct}
              </button>
            }
          />
        </OrderSummary>
      </div>
    </div>
  );
}
