import { useState } from 'react';
import type { AdminOrder } from '@contract/admin';
import { PAYMENT_MESSAGES as M } from '@contract/messages';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { formatDateTime, shortOrderId } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { markPayment } from '../api/admin-orders-api';

/**
 * The order's payment in the back office: method, status, the shopper's UTR to look for in the
 * bank app, and the one mark the server would accept now (decision 011): "Mark paid" for a
 * claimed UPI payment or a cash on delivery one, "Mark refunded" for a paid order once Cancelled.
 */
export function AdminPayment({
  order,
  headingId,
  onChanged,
}: {
  order: AdminOrder;
  headingId: string;
  onChanged: (order: AdminOrder) => void;
}) {
  const handleError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { payment } = order;
  if (!payment) return null;

  const next =
    payment.status === 'paid'
      ? order.status === 'Cancelled'
        ? ('refunded' as const)
        : null
      : (payment.method === 'upi' ? payment.status === 'claimed' : payment.status === 'due')
        ? ('paid' as const)
        : null;

  const mark = async (status: 'paid' | 'refunded') => {
    setBusy(true);
    setError('');
    try {
      const updated = await markPayment(order._id, status);
      const number = shortOrderId(order._id);
      notify.success(
        status === 'paid' ? M.markedPaid(number) : M.markedRefunded(number),
        `paid-${order._id}`,
      );
      onChanged(updated);
    } catch (caught) {
      if (!handleError(caught, M.markFailed))
        setError(caught instanceof Error && caught.message ? caught.message : M.markFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="admin-payment">
      <h3 id={headingId}>{M.heading}</h3>
      <p className="admin-payment-line">
        <strong>{payment.method === 'cod' ? M.cod : M.upi}</strong> <PaymentBadge order={order} />
      </p>
      {payment.reference && (
        <p className="admin-payment-line" data-testid="admin-payment-reference">
          {M.reference(payment.reference)}
          {payment.claimedAt && (
            <span className="admin-payment-when">{formatDateTime(payment.claimedAt)}</span>
          )}
        </p>
      )}
      {next && (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => void mark(next)}>
          {busy ? M.marking : next === 'paid' ? M.markPaid : M.markRefunded}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
