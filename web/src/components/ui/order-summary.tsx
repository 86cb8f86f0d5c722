import type { ReactNode } from 'react';
import type { CartItem } from '@contract/cart';
import { PRICING_MESSAGES } from '@/words/messages';
import { SUMMARY_MESSAGES as M } from '@/words/account-messages';
import type { PriceBreakdown } from '@contract/orders';
import { apiWords } from '@/platform/api-words';
import { formatInr, packOf } from '@/shop/format';
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
    unit: packOf(i),
    quantity: i.quantity,
    lineTotal: i.lineTotal,
  }));
}

/** What the summary knows of the price: the server's quote, one on its way, or none yet. */
export type SummaryPrice =
  | { state: 'none'; note: string }
  | { state: 'loading' }
  | { state: 'failed'; message: string; onRetry: () => void }
  | { state: 'quoted'; price: PriceBreakdown };

/**
 * The Order Summary box of the cart and both checkouts: each line, then the price. Every figure
 * after the lines' sum is the server's (POST /checkout/quote): the browser never works out a
 * delivery fee or a discount. `extra` sits under the figures (the cart's pincode check).
 */
export function OrderSummary({
  lines,
  subtotal,
  price,
  extra,
  children,
}: {
  lines: readonly SummaryLine[];
  /** The lines' sum as the cart priced them, shown until a quote says otherwise. */
  subtotal: number;
  price: SummaryPrice;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const quoted = price.state === 'quoted' ? price.price : null;
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{M.heading}</h2>
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
      <dl className="order-summary-figures" aria-busy={price.state === 'loading'}>
        <div>
          <dt>{M.subtotal}</dt>
          <dd data-testid="order-subtotal">{formatInr(quoted?.subtotal ?? subtotal)}</dd>
        </div>
        {quoted && quoted.discount > 0 && (
          <div className="order-summary-discount">
            <dt>{M.firstOrderDiscount}</dt>
            <dd data-testid="order-discount">−{formatInr(quoted.discount)}</dd>
          </div>
        )}
        {quoted && (
          <div>
            <dt>{M.delivery}</dt>
            <dd data-testid="order-shipping">
              {!quoted.deliverable
                ? M.notAvailable
                : quoted.shipping === 0
                  ? M.free
                  : formatInr(quoted.shipping)}
            </dd>
          </div>
        )}
        {quoted && (
          <div className="order-summary-total">
            <dt>{M.total}</dt>
            <dd>
              {/* No total for an order that cannot be delivered: there is nothing to pay yet. */}
              <strong data-testid="order-total">{quoted.deliverable ? formatInr(quoted.total) : '—'}</strong>
            </dd>
          </div>
        )}
      </dl>
      {price.state === 'loading' && (
        <p className="order-summary-note" role="status">
          <span className="order-summary-spinner" aria-hidden="true" /> {PRICING_MESSAGES.quoting}
        </p>
      )}
      {price.state === 'none' && <p className="order-summary-note">{price.note}</p>}
      {price.state === 'failed' && (
        <p className="order-summary-note order-summary-problem" role="alert">
          {price.message}{' '}
          <button type="button" className="link-button" onClick={price.onRetry}>
            {M.tryAgain}
          </button>
        </p>
      )}
      {quoted && quoted.notes.length > 0 && (
        <ul className="order-summary-notes" data-testid="order-notes">
          {quoted.notes.map((note) => (
            <li key={note.messageCode}>{apiWords(note)}</li>
          ))}
        </ul>
      )}
      {extra}
      {children && <div className="order-summary-actions">{children}</div>}
    </aside>
  );
}
