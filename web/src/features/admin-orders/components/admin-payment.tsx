import { useId, useState } from 'react';
import { MAX_PAYMENT_NOTE, type AdminOrder } from '@contract/admin';
import { PAYMENT_MESSAGES as M } from '@/words/messages';
import { orderName } from '@contract/orders';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { formatDateTime, formatInr } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { markPayment } from '../api/admin-orders-api';
import { FormError } from '@/components/ui/feedback-fields';

/**
 * The order's payment in the back office: method, status, the shopper's UTR to look for in the
 * bank app, and the one mark the server would accept now (decision 011): "Mark paid" for a UPI
 * payment (claimed, or not: paid by QR or shown on WhatsApp, with the UTR if she has it and a
 * note) or a cash on delivery one, "Mark refunded" for a paid order once Cancelled. Each is
 * confirmed first: money is not marked by a stray tap.
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
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const { payment } = order;
  if (!payment) return null;

  const next =
    payment.status === 'paid'
      ? order.status === 'Cancelled'
        ? ('refunded' as const)
        : null
      : payment.status === 'due' || (payment.method === 'upi' && payment.status === 'claimed')
        ? ('paid' as const)
        : null;
  // An unclaimed UPI payment: the owner may give the UTR she has (from a screenshot, say).
  const asksReference = next === 'paid' && payment.method === 'upi' && payment.status === 'due';
  const amount = formatInr(order.totalAmount);

  const mark = async (status: 'paid' | 'refunded') => {
    setBusy(true);
    setError('');
    try {
      const details =
        status === 'paid'
          ? {
              ...(asksReference && reference.trim() ? { reference: reference.trim() } : {}),
              ...(note.trim() ? { note: note.trim() } : {}),
            }
          : {};
      const updated = await markPayment(order._id, status, details);
      const name = orderName({ id: order._id, number: order.number });
      notify.success(status === 'paid' ? M.markedPaid(name) : M.markedRefunded(name), `paid-${order._id}`);
      onChanged(updated);
    } catch (caught) {
      if (!handleError(caught, M.markFailed))
        setError(caught instanceof Error && caught.message ? caught.message : M.markFailed);
    } finally {
      setConfirming(false);
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
      {order.paymentNote && <p className="admin-payment-line">{M.ownerNote(order.paymentNote)}</p>}
      {next && (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => setConfirming(true)}>
          {busy ? M.marking : next === 'paid' ? M.markPaid : M.markRefunded}
        </button>
      )}
      {next && (
        <ConfirmDialog
          open={confirming}
          title={next === 'paid' ? M.confirmPaidTitle : M.confirmRefundTitle}
          confirmLabel={next === 'paid' ? M.confirmPaid : M.confirmRefund}
          cancelLabel={M.notNow}
          busy={busy}
          busyLabel={M.marking}
          // Finding the money is good news: green. A refund takes it back: red.
          tone={next === 'paid' ? 'positive' : 'danger'}
          onConfirm={() => void mark(next)}
          onCancel={() => setConfirming(false)}
        >
          <p>{next === 'paid' ? M.confirmPaidText(amount) : M.confirmRefundText(amount)}</p>
          {asksReference && (
            <div className="form-field">
              <label htmlFor={`${id}-utr`}>{M.markReferenceLabel}</label>
              <input
                id={`${id}-utr`}
                className="field-input"
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                value={reference}
                onChange={(e) => setReference(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          )}
          {next === 'paid' && (
            <div className="form-field">
              <label htmlFor={`${id}-note`}>{M.markNoteLabel}</label>
              <input
                id={`${id}-note`}
                className="field-input"
                maxLength={MAX_PAYMENT_NOTE}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
          )}
        </ConfirmDialog>
      )}
      <FormError message={error} />
    </section>
  );
}
