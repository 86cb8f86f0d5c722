import { useId, useState } from 'react';
import { formatPhone, whatsappLink } from '@contract/india';
import { MAX_STATUS_NOTE, type AdminOrder, type AdminOrderMoved } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { ORDER_MOVES, orderName, type OrderStatus } from '@contract/orders';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderTimeline } from '@/components/ui/order-timeline';
import { PaymentBadge } from '@/components/ui/payment-badge';
import { formatDateTime, formatInr } from '@/shop/format';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { moveOrder } from '../api/admin-orders-api';
import { AdminPayment } from './admin-payment';
import { FormError } from '@/components/ui/feedback-fields';

/** The moves the server allows from a status: exactly these get a button. */
function movesFrom(status: string): readonly OrderStatus[] {
  return (ORDER_MOVES as Record<string, readonly OrderStatus[] | undefined>)[status] ?? [];
}

/**
 * One order, folded to a line (number, name, total, status) until the owner opens it. `when`: the
 * time its line shows, when it was placed or (in the payments to check) when its UTR was given.
 */
export function AdminOrderCard({
  order,
  onMoved,
  when = 'placed',
}: {
  order: AdminOrder;
  onMoved: (order: AdminOrder) => void;
  when?: 'placed' | 'claimed';
}) {
  const handleError = useApiErrorHandler();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [error, setError] = useState('');
  /** The move waiting for the owner's yes (every move is confirmed first). */
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [update, setUpdate] = useState<AdminOrderMoved['shopperUpdate'] | null>(null);
  const id = useId();
  const address = order.shippingAddress;
  const wa = whatsappLink(address.phoneNumber);
  const moves = movesFrom(order.status);
  const name = orderName({ id: order._id, number: order.number });
  const claimedAt = when === 'claimed' ? order.payment?.claimedAt : undefined;

  const move = async (status: OrderStatus) => {
    setBusy(status);
    setError('');
    try {
      const { shopperUpdate, ...updated } = await moveOrder(order._id, status, note.trim() || undefined);
      setNote('');
      setUpdate(shopperUpdate);
      notify.success(M.moved(name, updated.status), `moved-${order._id}`);
      onMoved(updated);
    } catch (caught) {
      if (!handleError(caught, M.moveFailed))
        setError(caught instanceof Error && caught.message ? caught.message : M.moveFailed);
    } finally {
      setConfirming(null);
      setBusy(null);
    }
  };

  return (
    <details className="admin-order" data-testid="admin-order" data-order-id={order._id}>
      <summary>
        <span className="admin-order-number">{name}</span>
        <span className="admin-order-name">{address.name}</span>
        <span className="admin-order-total">{formatInr(order.totalAmount)}</span>
        <span className="admin-order-badges">
          <span className={`admin-status status-${String(order.status).toLowerCase()}`}>{order.status}</span>
          <PaymentBadge order={order} />
        </span>
        <span className="admin-order-date">
          {claimedAt ? M.claimedOn(formatDateTime(claimedAt)) : formatDateTime(order.orderDate)}
        </span>
      </summary>
      <div className="admin-order-body">
        <section aria-labelledby={`${id}-items`}>
          <h3 id={`${id}-items`}>{M.orderItems}</h3>
          <ul className="admin-order-items">
            {order.items.map((item) => (
              <li key={`${item.productId}-${item.unit}`}>
                <span>
                  {item.name} ({item.unit}) × {item.quantity}
                </span>
                <span>{formatInr(item.lineTotal ?? item.price * item.quantity)}</span>
              </li>
            ))}
            {order.subtotal !== undefined && (
              <>
                <li className="admin-order-items-price">
                  <span>{M.subtotal}</span>
                  <span>{formatInr(order.subtotal)}</span>
                </li>
                {(order.discount ?? 0) > 0 && (
                  <li className="admin-order-items-price">
                    <span>{M.discount}</span>
                    <span>−{formatInr(order.discount ?? 0)}</span>
                  </li>
                )}
                <li className="admin-order-items-price">
                  <span>{M.delivery}</span>
                  <span>{order.shipping ? formatInr(order.shipping) : M.freeDelivery}</span>
                </li>
              </>
            )}
            <li className="admin-order-items-total">
              <span>{M.orderTotal}</span>
              <strong>{formatInr(order.totalAmount)}</strong>
            </li>
          </ul>
        </section>
        <section aria-labelledby={`${id}-to`}>
          <h3 id={`${id}-to`}>{M.deliverTo}</h3>
          <address className="admin-order-address">
            <strong>{address.name}</strong>
            <span>{address.street}</span>
            {address.landmark && <span>{M.landmarkLabel(address.landmark)}</span>}
            <span>
              {address.city}, {address.state} {address.postalCode}
            </span>
            {address.phoneNumber && (
              <span>
                {M.phoneLabel}{' '}
                <a href={`tel:${address.phoneNumber.replace(/[^\d+]/g, '')}`}>
                  {formatPhone(address.phoneNumber)}
                </a>
              </span>
            )}
            {order.language === 'mr' && <span className="admin-order-language">{M.orderedInMarathi}</span>}
          </address>
          {wa && (
            <a
              className="btn btn-secondary btn-small admin-whatsapp"
              href={wa}
              target="_blank"
              rel="noreferrer"
            >
              {M.whatsappShopper}
            </a>
          )}
        </section>
        <AdminPayment order={order} headingId={`${id}-payment`} onChanged={onMoved} />
        <section aria-labelledby={`${id}-history`}>
          <h3 id={`${id}-history`}>{M.history}</h3>
          <OrderTimeline
            history={order.statusHistory ?? []}
            label={(s) => s}
            actor={M.actors}
            headingId={`${id}-history`}
          />
        </section>
        {moves.length === 0 ? (
          <p className="admin-order-final">{M.finalStatus}</p>
        ) : (
          <div className="admin-order-moves">
            <div className="form-field">
              <label htmlFor={`${id}-note`}>{M.noteLabel}</label>
              <input
                id={`${id}-note`}
                className="field-input"
                maxLength={MAX_STATUS_NOTE}
                value={note}
                aria-describedby={`${id}-note-hint`}
                onChange={(e) => setNote(e.target.value)}
              />
              <p id={`${id}-note-hint`} className="field-hint">
                {M.noteHint}
              </p>
            </div>
            <div className="admin-order-buttons">
              {moves.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={status === 'Cancelled' ? 'btn btn-secondary admin-cancel' : 'btn'}
                  disabled={busy !== null}
                  onClick={() => setConfirming(status)}
                >
                  {status === 'Cancelled' ? M.cancelOrder : M.moveTo(status)}
                </button>
              ))}
            </div>
            <FormError message={error} />
          </div>
        )}
        {update?.whatsapp && (
          <a
            className="btn btn-small admin-send-update"
            href={update.whatsapp}
            target="_blank"
            rel="noreferrer"
            data-testid="send-update"
          >
            {M.sendUpdate}
          </a>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'Cancelled' ? M.confirmCancelTitle : M.confirmMoveTitle(confirming ?? '')}
        confirmLabel={confirming === 'Cancelled' ? M.confirmCancel : M.confirmMove(confirming ?? '')}
        cancelLabel={confirming === 'Cancelled' ? M.keepOrder : M.notNow}
        busy={busy !== null}
        busyLabel={M.moving}
        tone={confirming === 'Cancelled' ? 'danger' : 'positive'}
        onConfirm={() => confirming && void move(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {name}, {address.name}, {formatInr(order.totalAmount)}.
        </p>
        <p>{confirming === 'Cancelled' ? M.confirmCancelText : M.confirmMoveText(confirming ?? '')}</p>
      </ConfirmDialog>
    </details>
  );
}
