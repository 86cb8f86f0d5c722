import { useId } from 'react';
import { PAYMENT_MESSAGES as M } from '@contract/messages';
import type { PaymentMethod } from '@contract/orders';

/**
 * The checkouts' Payment choice: UPI to the farm (the default) or cash on delivery, offered only
 * when the quote says so; otherwise its option is off and `cod.note` says why.
 */
export function PaymentChoice({
  method,
  onChange,
  cod,
  disabled,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  cod: { allowed: boolean; note: string | null } | null;
  disabled: boolean;
}) {
  const name = useId();
  const noteId = useId();
  const codOff = !cod?.allowed;
  return (
    <fieldset className="payment-choice" data-testid="payment-choice">
      <legend>{M.heading}</legend>
      <label className="payment-option">
        <input
          type="radio"
          name={name}
          value="upi"
          checked={method === 'upi'}
          onChange={() => onChange('upi')}
          disabled={disabled}
        />
        <span>
          <strong>{M.upi}</strong>
          <small>{M.upiHint}</small>
        </span>
      </label>
      <label className={`payment-option${codOff ? ' is-off' : ''}`}>
        <input
          type="radio"
          name={name}
          value="cod"
          checked={method === 'cod'}
          onChange={() => onChange('cod')}
          disabled={disabled || codOff}
          aria-describedby={cod?.note ? noteId : undefined}
        />
        <span>
          <strong>{M.cod}</strong>
          <small>{M.codHint}</small>
        </span>
      </label>
      {cod?.note && (
        <p id={noteId} className="payment-note" data-testid="cod-note">
          {cod.note}
        </p>
      )}
    </fieldset>
  );
}
