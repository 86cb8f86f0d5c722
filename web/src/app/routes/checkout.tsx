import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CartItem } from '@contract/cart';
import { useApiErrorHandler } from '../../features/account/use-api-error-handler';
import { getAddresses } from '../../features/addresses/api/addresses-api';
import { getCart } from '../../features/cart/api/cart-api';
import { publishCart } from '../../features/cart/lib/cart-count';
import { AddressBook } from '../../features/checkout/components/address-book';
import { CheckoutActions } from '../../features/checkout/components/checkout-actions';
import { AddressFormDialog } from '../../features/checkout/components/address-form-dialog';
import { useAddressBook } from '../../features/checkout/lib/use-address-book';
import { usePlaceOrder } from '../../features/checkout/lib/use-place-order';
import { ORDER_MESSAGES, placeOrder } from '../../features/orders/api/orders-api';
import { OrderSummary } from '../../features/orders/components/order-summary';
import { notify } from '../../lib/notify';
import { PageLoadFailed, PageLoading } from '../../components/ui/page-states';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRequest } from '../../lib/use-request';
import './checkout.css';

const LOAD_FAILED = 'Failed to load checkout data. Please try again.';
const EMPTY_CART = 'Your cart is empty. Please add items before checking out.';
export const EMPTY_CART_REDIRECT_MS = 2000;

export const NO_ADDRESS = {
  website: 'Please select a delivery address before placing the order.',
  whatsapp: 'Please select a delivery address before ordering via WhatsApp.',
} as const;
export const ADDRESS_MISSING = 'Could not find selected address details.';

export function CheckoutRoute() {
  useDocumentMeta('Checkout', 'Choose a delivery address and place your Karad Organic order.');
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const book = useAddressBook();
  const [items, setItems] = useState<CartItem[] | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const request = useRequest('checkout', (signal) => Promise.all([getCart(signal), getAddresses(signal)]));
  const { load } = book;

  useEffect(() => {
    if (request.status === 'error') {
      handleError(request.error, LOAD_FAILED);
      return;
    }
    if (request.status !== 'success') return;
    const [cart, addresses] = request.data;
    setItems(cart);
    publishCart(cart);
    load(addresses);
    if (addresses.length === 0) setDialogOpen(true);
  }, [request.status, request.data, request.error, handleError, load]);

  const emptyCart = items !== null && items.length === 0;
  useEffect(() => {
    if (!emptyCart) return;
    const timer = window.setTimeout(() => navigate('/cart'), EMPTY_CART_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [emptyCart, navigate]);

  const order = usePlaceOrder({
    place: (channel, key) => placeOrder(book.selectedId!, channel, key),
    fallback: { website: ORDER_MESSAGES.place, whatsapp: ORDER_MESSAGES.whatsapp },
    clearsCart: true,
  });

  const onPlace = (channel: 'website' | 'whatsapp') => {
    if (!book.selectedId) return notify.warning(NO_ADDRESS[channel], NO_ADDRESS[channel]);
    if (!book.selected) return notify.error(ADDRESS_MISSING, ADDRESS_MISSING);
    if (!items || items.length === 0) {
      const message =
        channel === 'whatsapp' ? 'Your cart is empty. Please add items before ordering.' : EMPTY_CART;
      return notify.warning(message, message);
    }
    void order.submit(channel, book.selectedId);
  };

  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title="Checkout"
        message={request.error.message || LOAD_FAILED}
        onRetry={request.retry}
      />
    );
  }
  if (items === null) {
    return <PageLoading text="Loading checkout…" />;
  }
  if (emptyCart) {
    return (
      <div className="container page state-panel">
        <h1>Checkout</h1>
        <p role="alert">{EMPTY_CART}</p>
        <p className="state-detail">Taking you back to your cart…</p>
      </div>
    );
  }

  const total = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return (
    <div className="container page checkout-page">
      <h1>Checkout</h1>
      <div className="checkout-layout">
        <AddressBook
          addresses={book.addresses}
          selectedId={book.selectedId}
          busy={book.busy || order.placing !== null}
          onSelect={book.select}
          onSetDefault={(id) => void book.makeDefault(id)}
          onDelete={(id) => void book.remove(id)}
          onAdd={() => setDialogOpen(true)}
        />
        <OrderSummary
          lines={items.map((i) => ({
            key: i.id,
            name: i.name,
            unit: i.unit,
            quantity: i.quantity,
            lineTotal: i.lineTotal,
          }))}
          total={total}
        >
          <CheckoutActions
            placing={order.placing}
            onPlace={onPlace}
            back={
              <Link to="/cart" className="btn btn-secondary btn-block">
                Back to Cart
              </Link>
            }
          />
        </OrderSummary>
      </div>
      <AddressFormDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={book.add} />
    </div>
  );
}
