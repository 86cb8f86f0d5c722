import type { ReactNode } from 'react';
import type { CartItem } from '@contract/cart';
import { formatInr } from '../../lib/format';
import './order-summary.css';

export interface SummaryLine {
  key: string;
  name: string;
  unit: string;
  quantity: number;
  lineTotal: number;
}

/** The summary's lines for cart items (the cart page and checkout). */
export function cartSummaryLines(items: readonly CartItem[]): SummaryLine[] {
  return items.map((i) => ({
    key: i.id,
    name: i.name,
    unit: i.unit,
    quantity: i.quantity,
    lineTotal: i.lineTotal,
  }));
}

/** The Order Summary box of the cart and both checkouts: each line, the Total, then actions. */
export function OrderSummary({
  lines,
  total,
  children,
}: {
  lines: readonly SummaryLine[];
  total: number;
  children?: ReactNode;
}) {
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <ul className="order-summary-lines">
        {lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.name} <span className="order-summary-unit">({line.unit})</span> × {line.quantity}
            </span>
            <span>{formatInr(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="order-summary-total">
        <span>Total</span>
        <strong data-testid="order-total">{formatInr(total)}</strong>
      </p>
      <p className="order-summary-note">
        Free shipping on orders over ₹999 in Karad. Delivery charges elsewhere are confirmed on WhatsApp.
      </p>
      {children && <div className="order-summary-actions">{children}</div>}
    </aside>
  );
}
