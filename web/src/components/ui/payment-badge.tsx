import { PAYMENT_MESSAGES as M } from '@/words/messages';
import type { OrderPayment } from '@contract/orders';
import './payment-badge.css';

/** What a payment's badge says: "Due", "Awaiting check", "Paid", "Refunded"; COD says so first. */
export function paymentLabel(payment: Pick<OrderPayment, 'method' | 'status'>): string {
  const status = M.badges[payment.status];
  return payment.method === 'cod' ? M.codBadge(status) : status;
}

/**
 * The payment badge beside an order's status (the shopper's list and detail, the back office).
 * Its words carry the meaning, the colour only repeats them. Orders from before payments were
 * recorded have none (decision 011), and a cancelled order nobody paid owes nothing: neither shows
 * a badge.
 */
export function PaymentBadge({ order }: { order: { status: string; payment?: OrderPayment | undefined } }) {
  const { payment } = order;
  if (!payment || (order.status === 'Cancelled' && payment.status === 'due')) return null;
  return (
    <span className={`payment-badge is-${payment.status}`} data-testid="payment-badge">
      <span className="visually-hidden">{M.badgeLabel('')}</span>
      {paymentLabel(payment)}
    </span>
  );
}
