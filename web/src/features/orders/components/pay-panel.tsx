import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PAYMENT_MESSAGES as M } from '@/words/messages';
import type { Order } from '@contract/orders';
import { formatInr } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { ApiError } from '@/platform/api-client';
import { claimPayment } from '../api/orders-api';

const UpiQr = lazy(() => import('./upi-qr').then((m) => ({ default: m.UpiQr })));

/** Wide enough for a QR code to scan from another device; narrower screens are phones. */
const WIDE = '(min-width: 48rem)';

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * How to pay this order (decision 011). A UPI order still due shows the server's link — a button
 * that opens the shopper's UPI app on a phone, a QR code to scan on a larger screen — the farm's
 * UPI id with Copy, and the field for the transaction reference (UTR) that moves the payment to
 * "Awaiting check". Cash on delivery says what to keep ready. A UPI order the server sent no link
 * for (the farm's UPI id is not set, or not payable) shows no id and no QR code: it says how she
 * pays instead, with a way to contact the farm. Orders from before payments were recorded show
 * nothing.
 */
export function PayPanel({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const { payment } = order;
  if (!payment) return null;
  const amount = formatInr(order.totalAmount);
  const payable = payment.method === 'upi' && payment.status === 'due' && payment.upiLink;
  const note = payable ? null : noteFor(order);
  if (!payable && !note) return null;
  const contact = !payable && needsContact(order);
  return (
    <section className="order-card pay-panel" aria-labelledby="pay-panel-heading" data-testid="pay-panel">
      {/* The payment's badge sits beside the order's status in the page's header. */}
      <h2 id="pay-panel-heading">{payable ? M.payTitle(amount) : M.heading}</h2>
      {payable ? (
        <UpiPayment order={order} link={payment.upiLink!} upiId={payment.upiId ?? ''} onChange={onChange} />
      ) : (
        <p className="pay-panel-note">{note}</p>
      )}
      {contact && (
        <Link className="pay-panel-contact" to="/contact">
          {M.contactFarm}
        </Link>
      )}
    </section>
  );
}

function noteFor(order: Order): string | null {
  const payment = order.payment!;
  const cancelled = order.status === 'Cancelled';
  if (payment.status === 'paid') return M.paidNote;
  if (payment.status === 'refunded') return M.refundedNote;
  if (payment.status === 'claimed')
    return cancelled ? M.claimCancelledNote(payment.reference ?? '') : M.claimedNote(payment.reference ?? '');
  if (cancelled) return null;
  if (payment.method === 'cod') return M.codPanel(formatInr(order.totalAmount));
  // Due by UPI, and the server sent no link: the farm's UPI id cannot be paid to just now.
  return M.upiUnavailable(formatInr(order.totalAmount));
}

/** Where the note asks her to contact the farm: a UPI order she cannot pay here, or a lapsed claim. */
function needsContact(order: Order): boolean {
  const payment = order.payment!;
  if (payment.method !== 'upi') return false;
  if (payment.status === 'due') return order.status !== 'Cancelled';
  return payment.status === 'claimed' && order.status === 'Cancelled';
}

function UpiPayment({
  order,
  link,
  upiId,
  onChange,
}: {
  order: Order;
  link: string;
  upiId: string;
  onChange: (order: Order) => void;
}) {
  const wide = useWideScreen();
  const handleError = useApiErrorHandler();
  const fieldId = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const amount = formatInr(order.totalAmount);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(upiId);
      notify.success(M.copied, 'upi-copied');
    } catch {
      notify.error(M.copyFailed, 'upi-copy-failed');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Apps print the UTR in groups ("4123 5678 9012"): the digits are what counts.
    const digits = reference.replace(/[\s-]/g, '');
    if (!/^\d{12}$/.test(digits)) {
      setError(M.referenceInvalid);
      return;
    }
    setError(null);
    setSending(true);
    try {
      onChange(await claimPayment(order._id, digits));
      notify.success(M.claimed, `claimed-${order._id}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      else handleError(failure, M.claimFailed);
      setSending(false);
    }
  };

  return (
    <div className="upi-payment">
      <p className="pay-panel-intro">{M.payIntro}</p>
      {wide ? (
        <figure className="upi-qr-figure">
          <Suspense fallback={<p className="upi-qr-loading">{M.qrLoading}</p>}>
            <UpiQr link={link} amount={amount} />
          </Suspense>
          <figcaption>{M.scanQr}</figcaption>
        </figure>
      ) : (
        <a className="btn btn-block" href={link} data-testid="upi-pay-link">
          {M.payButton(amount)}
        </a>
      )}
      <div className="upi-id-row">
        <span className="upi-id-label">{M.payeeLabel}</span>
        <code className="upi-id" data-testid="upi-id">
          {upiId}
        </code>
        <button type="button" className="btn btn-small btn-secondary" onClick={() => void copy()}>
          {M.copy}
          <span className="visually-hidden"> {M.payeeLabel}</span>
        </button>
      </div>
      <form className="upi-claim" onSubmit={(event) => void submit(event)} noValidate>
        <div className="form-field">
          <label htmlFor={fieldId}>{M.referenceLabel}</label>
          <input
            id={fieldId}
            className="field-input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            disabled={sending}
          />
          <p id={`${fieldId}-hint`} className="field-hint">
            {M.referenceHint}
          </p>
          {error && (
            <p id={`${fieldId}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-block" disabled={sending}>
          {sending ? M.submitting : M.submitReference}
        </button>
      </form>
    </div>
  );
}
