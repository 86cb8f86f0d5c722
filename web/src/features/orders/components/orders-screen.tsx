import { Link } from 'react-router-dom';
import { OFFLINE_MESSAGES, ORDER_MESSAGES } from '@/words/messages';
import { ORDERS_PAGE_MESSAGES as M, SUMMARY_MESSAGES } from '@/words/account-messages';
import { UI_MESSAGES } from '@/words/ui-messages';
import { orderName, type Order } from '@contract/orders';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { PageMessage } from '@/components/ui/page-message';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { formatDate, formatInr } from '@/shop/format';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import type { Pending } from '@/platform/route-data';
import { DATE_LOCALE } from '../lib/date-locale';
import { statusName, statusTone } from '../lib/order-status';
import './orders.css';

/**
 * Order history (product.md §2 Orders): short id, date, coloured status, total, View Details. Her
 * orders are the orders route's data.
 */
export function OrdersScreen({ orders }: { orders: Pending<Order[]> }) {
  const handleError = useApiErrorHandler();
  return (
    <Loaded
      answer={orders}
      loading={<PageLoading text={M.loading} />}
      offline={{ title: M.title, message: OFFLINE_MESSAGES.orders }}
      failed={{ title: M.title, fallback: ORDER_MESSAGES.listFailed }}
      onFailed={(error) => handleError(error, ORDER_MESSAGES.listFailed)}
    >
      {(list) =>
        list.length === 0 ? (
          <PageMessage
            title={ORDER_MESSAGES.noneYetTitle}
            link={{ to: '/shop', label: UI_MESSAGES.shopNow }}
            illustration
          >
            <p className="state-detail">{M.noneYet}</p>
          </PageMessage>
        ) : (
          <OrderList orders={list} />
        )
      }
    </Loaded>
  );
}

function OrderList({ orders }: { orders: readonly Order[] }) {
  return (
    <div className="container page orders-page">
      <h1>{M.title}</h1>
      <ul className="orders-list">
        {orders.map((order) => {
          const name = orderName({ id: order._id, number: order.number });
          return (
            <li key={order._id} className="order-row" data-testid="order-row">
              <div className="order-row-main">
                <h2>{ORDER_MESSAGES.orderNumber(name)}</h2>
                <p>{formatDate(order.orderDate, DATE_LOCALE)}</p>
              </div>
              <div className="order-status-badges">
                <span className={`order-status tone-${statusTone(order.status, 'list')}`}>
                  {statusName(order.status)}
                </span>
                <PaymentBadge order={order} />
              </div>
              <p className="order-row-total">
                <span>{SUMMARY_MESSAGES.total}</span> <strong>{formatInr(order.totalAmount)}</strong>
              </p>
              <div className="order-row-actions">
                {order.status !== 'Cancelled' &&
                  order.payment?.method === 'upi' &&
                  order.payment.status === 'due' && (
                    <Link to={`/orders/${order._id}`} className="btn btn-small" data-testid="pay-now">
                      {ORDER_MESSAGES.payNow}
                      <span className="visually-hidden"> {M.payFor(name)}</span>
                    </Link>
                  )}
                <Link to={`/orders/${order._id}`} className="btn btn-small btn-secondary">
                  {M.viewDetails}
                  <span className="visually-hidden"> {M.detailsOf(name)}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
