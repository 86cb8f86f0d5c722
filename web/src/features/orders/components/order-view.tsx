import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router-dom';
import type { CartUpdate } from '@contract/cart';
import {
  CHECKOUT_MESSAGES,
  ORDER_MESSAGES,
  ORDER_TIMELINE_MESSAGES as T,
  PURCHASE_MESSAGES,
} from '@/words/messages';
import { ORDERS_PAGE_MESSAGES as M, SUMMARY_MESSAGES as S } from '@/words/account-messages';
import { orderName, type Order, type OrderItem } from '@contract/orders';
import { thumbnailOf } from '@contract/photos';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderTimeline } from '@/components/ui/order-timeline';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { useCartChanged } from '@/shop/cart-data';
import { expectedArrival } from '@/shop/delivery';
import { formatDate, formatInr, packOf } from '@/shop/format';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { cancelOrder } from '../api/orders-api';
import { DATE_LOCALE } from '../lib/date-locale';
import { statusName, statusTone } from '../lib/order-status';
import { OrderTotals } from './order-totals';
import { PayPanel } from './pay-panel';
import { ShippingAddressLines } from './shipping-address';

/**
 * One order as its page shows it (product.md §2 Order detail, §11): the thanks when just placed,
 * its number, date, status and payment, the pay panel, the items with their pictures, the
 * timeline, the figures, where it goes, Reorder, and Cancel Order while Pending. After a cancel or
 * a payment claim, the server's answer is shown instead of the order loaded with the page.
 */
export function OrderView({
  loaded,
  justPlaced,
  addToCart,
}: {
  loaded: Order;
  justPlaced: boolean;
  addToCart: (item: OrderItem) => Promise<CartUpdate>;
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const handleError = useApiErrorHandler();
  const cartChanged = useCartChanged();
  // The server's copy after Cancel Order or a payment claim, until the page reads the order again.
  const [changed, setChangedOf] = useState<{ of: Order; order: Order }>();
  const setChanged = (order: Order) => setChangedOf({ of: loaded, order });
  const order = changed?.of === loaded ? changed.order : loaded;
  const [reordering, setReordering] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  /** Reorder: the same products and quantities back into the cart, priced as they are today. */
  const reorder = async () => {
    setReordering(true);
    try {
      for (const item of order.items) await addToCart(item);
      cartChanged();
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
      // Her next order may be her first again: the cart's data says so.
      cartChanged();
      notify.success(T.cancelled, `cancelled-${order._id}`);
    } catch (error) {
      handleError(error, T.cancelFailed);
      // Refused because the farm moved it meanwhile: show the order as it is now.
      if (error instanceof ApiError && error.status === 409) void revalidate();
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
                  src={item.thumbnail ?? thumbnailOf(item.image)}
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
          <OrderTotals order={order} />
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
