import { ORDER_MESSAGES } from '@/words/messages';
import { ORDERS_PAGE_MESSAGES as M, SUMMARY_MESSAGES as S } from '@/words/account-messages';
import type { Order } from '@contract/orders';
import { formatInr } from '@/shop/format';

/** The order's figures as the server stored them: subtotal, first-order discount, delivery, total. */
export function OrderTotals({ order }: { order: Order }) {
  const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return (
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
  );
}
