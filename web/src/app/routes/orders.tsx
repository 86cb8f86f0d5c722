import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useApiErrorHandler } from '../../features/account/use-api-error-handler';
import { getOrders, ORDER_MESSAGES } from '../../features/orders/api/orders-api';
import { shortOrderId, statusTone } from '../../features/orders/lib/order-status';
import { formatDate, formatInr } from '../../lib/format';
import { PageLoadFailed, PageLoading } from '../../components/ui/page-states';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useRequest } from '../../lib/use-request';
import './orders.css';

export function OrdersRoute() {
  useDocumentMeta('My orders', 'Your Karad Organic order history.');
  const handleError = useApiErrorHandler();
  const request = useRequest('orders', getOrders);

  useEffect(() => {
    if (request.status === 'error') handleError(request.error, ORDER_MESSAGES.list);
  }, [request.status, request.error, handleError]);

  if (request.status === 'loading') {
    return <PageLoading text="Loading your orders…" />;
  }
  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title="My Orders"
        message={request.error.message || ORDER_MESSAGES.list}
        onRetry={request.retry}
      />
    );
  }
  if (request.data.length === 0) {
    return (
      <div className="container page state-panel">
        <img className="state-illustration" src="/images/placeholder.svg" alt="" width={120} height={120} />
        <h1>No Orders Yet</h1>
        <p className="state-detail">When you order from the farm, your orders appear here.</p>
        <div className="state-actions">
          <Link to="/shop" className="btn">
            Shop Now
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="container page orders-page">
      <h1>My Orders</h1>
      <ul className="orders-list">
        {request.data.map((order) => (
          <li key={order._id} className="order-row" data-testid="order-row">
            <div className="order-row-main">
              <h2>Order #{shortOrderId(order._id)}</h2>
              <p>{formatDate(order.orderDate)}</p>
            </div>
            <span className={`order-status tone-${statusTone(order.status, 'list')}`}>{order.status}</span>
            <p className="order-row-total">
              <span>Total</span> <strong>{formatInr(order.totalAmount)}</strong>
            </p>
            <Link to={`/orders/${order._id}`} className="btn btn-small btn-secondary">
              View Details<span className="visually-hidden"> of order {shortOrderId(order._id)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
