import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApiErrorHandler } from '../../features/account/use-api-error-handler';
import { getAddresses } from '../../features/addresses/api/addresses-api';
import { AddressBook } from '../../features/checkout/components/address-book';
import { CheckoutActions } from '../../features/checkout/components/checkout-actions';
import { AddressFormDialog } from '../../features/checkout/components/address-form-dialog';
import { useAddressBook } from '../../features/checkout/lib/use-address-book';
import { usePlaceOrder } from '../../features/checkout/lib/use-place-order';
import { readDirectItem, type DirectCheckoutState } from '../../features/checkout/lib/direct-checkout';
import { ORDER_MESSAGES, placeDirectOrder } from '../../features/orders/api/orders-api';
import { OrderSummary } from '../../features/orders/components/order-summary';
import { formatInr } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRequest } from '../../lib/use-request';
import { ADDRESS_MISSING, NO_ADDRESS } from './checkout';
import './checkout.css';

const NO_PRODUCT = 'No product details found for checkout. Redirecting to shop.';
const MISSING_FOR_ORDER = 'Product details are missing. Please try again from the product page.';
const MISSING_FOR_WHATSAPP = 'Product details are missing. Cannot proceed with WhatsApp order.';
const INVALID_QUANTITY = 'Invalid quantity. Please select at least one item.';
export const NO_PRODUCT_REDIRECT_MS = 3000;
export const MISSING_PRODUCT_REDIRECT_MS = 2000;

/** Buy now: one product, passed from its page in navigation state (spec §2 route table). */
export function CheckoutNowRoute() {
  useDocumentMeta('Buy now', 'Order a single Karad Organic product straight away.');
  const navigate = useNavigate();
  const location = useLocation();
  const item = readDirectItem(location.state as DirectCheckoutState | null);
  const handleError = useApiErrorHandler();
  const book = useAddressBook();
  const [dialogOpen, setDialogOpen] = useState(false);
  const request = useRequest('checkout-now-addresses', getAddresses);
  const { load } = book;

  useEffect(() => {
    if (request.status === 'error') handleError(request.error, 'Failed to load addresses. Please try again.');
    if (request.status !== 'success') return;
    load(request.data);
    if (request.data.length === 0 && item) setDialogOpen(true);
    // `item` comes from navigation state and does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.status, request.data, request.error, handleError, load]);

  useEffect(() => {
    if (item) return;
    const timer = window.setTimeout(() => navigate('/shop'), NO_PRODUCT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [item, navigate]);

  const order = usePlaceOrder({
    place: (channel, key) => placeDirectOrder(book.selectedId!, item!, channel, key),
    fallback: { website: ORDER_MESSAGES.placeDirect, whatsapp: ORDER_MESSAGES.whatsapp },
    clearsCart: false,
  });

  const onPlace = (channel: 'website' | 'whatsapp') => {
    if (!item) {
      const message = channel === 'whatsapp' ? MISSING_FOR_WHATSAPP : MISSING_FOR_ORDER;
      notify.error(message, message);
      window.setTimeout(() => navigate('/shop'), MISSING_PRODUCT_REDIRECT_MS);
      return;
    }
    if (!book.selectedId) return notify.warning(NO_ADDRESS[channel], NO_ADDRESS[channel]);
    if (!book.selected) return notify.error(ADDRESS_MISSING, ADDRESS_MISSING);
    if (!(item.quantity >= 1)) return notify.error(INVALID_QUANTITY, INVALID_QUANTITY);
    void order.submit(channel, book.selectedId);
  };

  if (!item) {
    return (
      <div className="container page state-panel">
        <h1>Nothing to check out</h1>
        <p role="alert">{NO_PRODUCT}</p>
        <div className="state-actions">
          <Link to="/shop" className="btn">
            Go to Shop
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container page checkout-page">
      <h1>Buy Now</h1>
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-product" aria-label="Your product">
            <img src={item.image} alt="" width={88} height={88} />
            <div>
              <h2>{item.name}</h2>
              <p>
                {item.quantity} × {item.unit} at {formatInr(item.price)} each
              </p>
            </div>
          </section>
          {request.status === 'loading' ? (
            <p className="loading-text">Loading your addresses…</p>
          ) : (
            <AddressBook
              addresses={book.addresses}
              selectedId={book.selectedId}
              busy={book.busy || order.placing !== null}
              onSelect={book.select}
              onSetDefault={(id) => void book.makeDefault(id)}
              onDelete={(id) => void book.remove(id)}
              onAdd={() => setDialogOpen(true)}
            />
          )}
        </div>
        <OrderSummary
          lines={[
            {
              key: 'item',
              name: item.name,
              unit: item.unit,
              quantity: item.quantity,
              lineTotal: item.price * item.quantity,
            },
          ]}
          total={item.price * item.quantity}
        >
          <CheckoutActions
            placing={order.placing}
            onPlace={onPlace}
            back={
              <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate(-1)}>
                Back to Product
              </button>
            }
          />
        </OrderSummary>
      </div>
      <AddressFormDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onSave={book.add} />
    </div>
  );
}
