import type { OrderChannel } from '@contract/orders';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '@contract/cart';
import { CHECKOUT_MESSAGES, OFFLINE_MESSAGES, PAYMENT_MESSAGES } from '@contract/messages';
import { CHECKOUT_PAGE_MESSAGES as M } from '@contract/account-messages';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { cartSummaryLines, OrderSummary } from '@/components/ui/order-summary';
import { PageLoadFailed, PageLoading } from '@/components/ui/page-states';
import { publishCart } from '@/shop/cart-count';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { useOnline } from '@/platform/use-online';
import { useRequest } from '@/platform/use-request';
import { placeOrder } from '../api/place-order';
import { usePlaceOrder } from '../lib/use-place-order';
import { usePaymentMethod } from '../lib/use-payment-method';
import { useQuote } from '../lib/use-quote';
import { NO_ADDRESS_CHOSEN, type AddressSlot, type LoadAddresses } from './address-slot';
import { CheckoutActions } from './checkout-actions';
import { ArrivalNote, PaymentChoice } from './payment-choice';
import './checkout.css';

export const EMPTY_CART_REDIRECT_MS = 2000;

/**
 * Checkout of the cart (product.md §2 Checkout, §4, §5 Place order): the delivery address, the Order
 * Summary, Place Order and Order via WhatsApp. The cart's lines come through `loadCart` (the cart
 * feature's call) and the address book through `addresses`: the route hands both in.
 */
export function CheckoutScreen({
  loadCart,
  loadAddresses,
  addresses,
}: {
  loadCart: (signal: AbortSignal) => Promise<CartItem[]>;
  loadAddresses: LoadAddresses;
  addresses: AddressSlot;
}) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const [items, setItems] = useState<CartItem[] | null>(null);
  const [choice, setChoice] = useState(NO_ADDRESS_CHOSEN);
  const request = useRequest('checkout', (signal) => Promise.all([loadCart(signal), loadAddresses(signal)]));
  const online = useOnline(request.retry);

  useEffect(() => {
    if (request.status === 'error') {
      if (navigator.onLine) handleError(request.error, CHECKOUT_MESSAGES.loadFailed);
      return;
    }
    if (request.status !== 'success') return;
    const [cart] = request.data;
    setItems(cart);
    publishCart(cart);
  }, [request.status, request.data, request.error, handleError]);

  const emptyCart = items !== null && items.length === 0;
  useEffect(() => {
    if (!emptyCart) return;
    const timer = window.setTimeout(() => navigate('/cart'), EMPTY_CART_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [emptyCart, navigate]);

  const quote = useQuote(choice.address, null);

  const payment = usePaymentMethod(quote);
  // Nothing this order could be paid with: say why and what to do, instead of a refusal later.
  const blocked = quote.blocked ?? (payment.method === null ? PAYMENT_MESSAGES.nothingPayable : null);

  const order = usePlaceOrder({
    place: (channel, key) => placeOrder(choice.id!, channel, payment.method!, key),
    fallback: { website: CHECKOUT_MESSAGES.placeFailed, whatsapp: CHECKOUT_MESSAGES.whatsAppFailed },
    clearsCart: true,
  });

  const onPlace = (channel: OrderChannel) => {
    const noAddress =
      channel === 'whatsapp' ? CHECKOUT_MESSAGES.noAddressForWhatsApp : CHECKOUT_MESSAGES.noAddress;
    if (!choice.id) return notify.warning(noAddress, noAddress);
    if (!choice.address)
      return notify.error(CHECKOUT_MESSAGES.addressNotFound, CHECKOUT_MESSAGES.addressNotFound);
    if (!items || items.length === 0) {
      const message =
        channel === 'whatsapp' ? CHECKOUT_MESSAGES.emptyCartForWhatsApp : CHECKOUT_MESSAGES.emptyCart;
      return notify.warning(message, message);
    }
    if (!payment.method) return notify.warning(PAYMENT_MESSAGES.nothingPayable, 'nothing-payable');
    void order.submit(channel, `${choice.id}:${payment.method}`);
  };

  if (!online && (items === null || request.status !== 'success')) {
    return <OfflineNotice title={M.title} message={OFFLINE_MESSAGES.checkout} onRetry={request.retry} />;
  }
  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title={M.title}
        message={request.error.message || CHECKOUT_MESSAGES.loadFailed}
        onRetry={request.retry}
      />
    );
  }
  if (items === null || request.status !== 'success') {
    return <PageLoading text={M.loading} />;
  }
  if (emptyCart) {
    return (
      <div className="container page state-panel">
        <h1>{M.title}</h1>
        <p role="alert">{CHECKOUT_MESSAGES.emptyCart}</p>
        <p className="state-detail">{M.returningToCart}</p>
      </div>
    );
  }

  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return (
    <div className="container page checkout-page">
      <h1>{M.title}</h1>
      <div className="checkout-layout">
        {addresses({
          addresses: request.data[1],
          disabled: order.placing !== null,
          openWhenEmpty: true,
          onChange: setChoice,
        })}
        <OrderSummary lines={cartSummaryLines(items)} subtotal={subtotal} price={quote.price}>
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
              <Link to="/cart" className="btn btn-secondary btn-block">
                {M.backToCart}
              </Link>
            }
          />
        </OrderSummary>
      </div>
    </div>
  );
}
