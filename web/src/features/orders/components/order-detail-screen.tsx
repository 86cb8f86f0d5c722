import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { CartUpdate } from '@contract/cart';
import {
  CHECKOUT_MESSAGES,
  OFFLINE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_TIMELINE_MESSAGES as T,
  PURCHASE_MESSAGES,
} from '@contract/messages';
import { ORDERS_PAGE_MESSAGES as M, SUMMARY_MESSAGES as S } from '@contract/account-messages';
import { orderName, type Order, type OrderItem } from '@contract/orders';
import type { Product } from '@contract/products';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderTimeline } from '@/components/ui/order-timeline';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageLoadFailed, PageLoading, PageMessage } from '@/components/ui/page-states';
import { ApiError } from '@/platform/api-client';
import { publishCart } from '@/shop/cart-count';
import { expectedArrival } from '@/shop/delivery';
import { isOrderPlacedState } from '@/shop/order-placed';
import { formatDate, formatInr, packOf } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { useOnline } from '@/platform/use-online';
import { useRequest } from '@/platform/use-request';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { ShippingAddressLines } from './shipping-address';
import { cancelOrder, getOrder } from '../api/orders-api';
import { DATE_LOCALE } from '../lib/date-locale';
import { statusName, statusTone } from '../lib/order-status';
import { PayPanel } from './pay-panel';
import './orders.css';
import { thumbnailOf } from '@contract/photos';

/**
 * One order (product.md §2 Order detail). Its pictures come from the products (`loadProduct`) and
 * Reorder puts the items back through the cart's call (`addToCart`): the route hands both in.
 */
export function OrderDetailScreen({
  orderId,
  loadProduct,
  addToCart,
}: {
  orderId: string;
  loadProduct: (id: string, signal: AbortSignal) => Promise<Product>;
  addToCart: (item: OrderItem) => Promise<CartUpdate>;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Just placed (checkout's router state): thank the shopper here, once; a reload forgets it.
  const [justPlaced] = useState(() => isOrderPlacedState(location.state));
  useEffect(() => {
    if (isOrderPlacedState(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const handleError = useApiErrorHandler();
  const request = useRequest(`order:${orderId}`, (signal) => getOrder(orderId, signal));
  const online = useOnline(request.retry);
  const [images, setImages] = useState<Record<number, string>>({});
  const [reordering, setReordering] = useState(false);
  // The server's copy after Cancel Order, shown instead of the one loaded with the page.
  const [changed, setChanged] = useState<Order | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const notFound =
    request.status === 'error' && request.error instanceof ApiError && request.error.status === 404;
  const shown =
    request.status === 'success' ? (changed?._id === request.data._id ? changed : request.data) : null;
  // The tab names the order as the page does, once it is known (private: never indexed).
  useDocumentMeta(
    shown
      ? ORDER_MESSAGES.orderNumber(orderName({ id: shown._id, number: shown.number }))
      : ORDER_MESSAGES.detailTitle,
    ORDER_MESSAGES.detailDescription,
    { noindex: true },
  );

  useEffect(() => {
    if (request.status === 'error' && !notFound && navigator.onLine)
      handleError(request.error, ORDER_MESSAGES.detailFailed);
  }, [request.status, request.error, notFound, handleError]);

  // product.md §2: each item's image comes from its product (the order keeps a copy as a fallback).
  useEffect(() => {
    if (request.status !== 'success') return;
    const controller = new AbortController();
    const ids = [...new Set(request.data.items.map((item) => item.productId))];
    void Promise.allSettled(ids.map((id) => loadProduct(String(id), controller.signal))).then((results) => {
      if (controller.signal.aborted) return;
      const found: Record<number, string> = {};
      results.forEach((result) => {
        if (result.status === 'fulfilled') found[(result.value as Product).id] = result.value.image;
      });
      setImages(found);
    });
    return () => controller.abort();
  }, [request.status, request.data, loadProduct]);

  if (!online && request.status !== 'success') {
    return <OfflineNotice title={M.detailTitle} message={OFFLINE_MESSAGES.orders} onRetry={request.retry} />;
  }
  if (request.status === 'loading') {
    return <PageLoading text={M.loadingDetail} />;
  }
  if (notFound) {
    return (
      <PageMessage title={ORDER_MESSAGES.notFoundTitle} link={{ to: '/orders', label: M.backToOrders }}>
        <p className="state-detail">{ORDER_MESSAGES.notFound}</p>
      </PageMessage>
    );
  }
  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title={M.detailTitle}
        message={request.error.message || ORDER_MESSAGES.detailFailed}
        onRetry={request.retry}
      />
    );
  }

  const order = shown ?? request.data;
  const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);

  /** Reorder: the same products and quantities back into the cart, priced as they are today. */
  const reorder = async () => {
    setReordering(true);
    try {
      let items = null;
      for (const item of order.items) {
        items = (await addToCart({ ...item, image: item.image })).items;
      }
      if (items) publishCart(items);
      notify.success(ORDER_MESSAGES.reordered, 'reordered');
      navigate('/cart');
    } catch (error) {
      handleError(error, PURCHASE_MESSAGES.addFailed);
    } finally {
      setReordering(false);
    }
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      setChanged(await cancelOrder(order._id));
      notify.success(T.cancelled, `cancelled-${order._id}`);
    } catch (error) {
      handleError(error, T.cancelFailed);
      // Refused because the farm moved it meanwhile: show the order as it is now.
      if (error instanceof ApiError && error.status === 409) request.retry();
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };
  const history = order.statusHistory?.length
    ? order.statusHistory
    : [{ status: 'Pending' as const, at: order.orderDate, by: 'shopper' as const }];

  const expected = expectedArrival(order);
  return (
    <div className="container page order-detail">
      <Link to="/orders" className="order-back">
        ← {M.backToOrders}
      </Link>
      {justPlaced && (
        <p className="order-placed-note" role="status">
          {CHECKOUT_MESSAGES.placed}
        </p>
      )}
      <header className="order-detail-header">
        <div>
          <h1>{ORDER_MESSAGES.orderNumber(orderName({ id: order._id, number: order.number }))}</h1>
          {order.number && <p className="order-number-hint">{ORDER_MESSAGES.numberHint}</p>}
          <p>{M.placedOn(formatDate(order.orderDate, DATE_LOCALE))}</p>
          {expected && (
            <p className="order-eta" data-testid="order-eta">
              {expected}
            </p>
          )}
        </div>
        <div className="order-status-badges">
          <span className={`order-status tone-${statusTone(order.status, 'detail')}`}>
            {statusName(order.status)}
          </span>
          <PaymentBadge order={order} />
        </div>
      </header>
      <PayPanel order={order} onChange={setChanged} />
      <div className="order-detail-layout">
        <section className="order-items" aria-labelledby="order-items-title">
          <h2 id="order-items-title">{M.itemsOrdered}</h2>
          <ul>
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.unit}`} className="order-item" data-testid="order-item">
                <img
                  src={thumbnailOf(images[item.productId] ?? item.image)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
                <div>
                  <h3>{item.name}</h3>
                  <p>{ORDER_MESSAGES.quantityTimesPrice(item.quantity, formatInr(item.price))}</p>
                  <p className="order-item-option">{S.option(packOf(item))}</p>
                </div>
                <strong>{formatInr(item.price * item.quantity)}</strong>
              </li>
            ))}
          </ul>
        </section>
        <div className="order-side">
          <section className="order-card" aria-labelledby="order-timeline-heading">
            <h2 id="order-timeline-heading">{T.heading}</h2>
            <OrderTimeline
              history={history}
              label={(status) => T.labels[status as keyof typeof T.labels] ?? status}
              actor={{ shopper: T.byShopper, owner: T.byOwner, system: T.bySystem }}
              headingId="order-timeline-heading"
              locale={DATE_LOCALE}
            />
          </section>
          <section className="order-card" aria-labelledby="order-summary-heading">
            <h2 id="order-summary-heading">{M.summary}</h2>
            <dl className="order-totals">
              <div>
                <dt>{S.subtotal}</dt>
                <dd>{formatInr(order.subtotal ?? subtotal)}</dd>
              </div>
              {order.discount !== undefined && order.discount > 0 && (
                <div className="order-totals-discount">
                  <dt>{S.firstOrderDiscount}</dt>
                  <dd>−{formatInr(order.discount)}</dd>
                </div>
              )}
              <div>
                <dt>{S.delivery}</dt>
                {/* Orders placed before the breakdown existed keep their old wording. */}
                <dd>
                  {order.shipping === undefined
                    ? ORDER_MESSAGES.shippingNote
                    : order.shipping === 0
                      ? S.free
                      : formatInr(order.shipping)}
                </dd>
              </div>
              <div className="order-totals-total">
                <dt>{S.total}</dt>
                <dd data-testid="order-detail-total">{formatInr(order.totalAmount)}</dd>
              </div>
            </dl>
          </section>
          <section className="order-card" aria-labelledby="order-shipping-heading">
            <h2 id="order-shipping-heading">{M.shippingTo}</h2>
            <ShippingAddressLines address={order.shippingAddress} />
          </section>
          <button
            type="button"
            className="btn btn-block"
            onClick={() => void reorder()}
            disabled={reordering}
          >
            {reordering ? M.addingToCart : order.items.length > 1 ? M.reorderItems : M.reorderItem}
          </button>
          {order.status === 'Pending' && (
            <button
              type="button"
              className="btn btn-block btn-secondary order-cancel"
              onClick={() => setConfirming(true)}
              disabled={cancelling}
            >
              {cancelling ? T.cancelling : T.cancelOrder}
            </button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={T.confirmTitle}
        confirmLabel={T.confirm}
        cancelLabel={T.keep}
        busy={cancelling}
        busyLabel={T.cancelling}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>{T.confirmText}</p>
      </ConfirmDialog>
    </div>
  );
}
