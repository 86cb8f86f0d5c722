import { ORDER_NUMBER_MESSAGES as M } from '@contract/messages';
import './order-number.css';

/**
 * The readable order number (`KO-1042`) beside the order's id: what a shopper reads out on the
 * phone and the owner searches by. Orders from before numbers existed have none and show nothing.
 */
export function OrderNumber({ number }: { number?: string | undefined }) {
  if (!number) return null;
  return (
    <span className="order-number" data-testid="order-number" title={M.hint}>
      <span className="visually-hidden">{M.label} </span>
      {number}
    </span>
  );
}
