import { useId } from 'react';
import { PAYMENT_MESSAGES as M } from '@/words/messages';
import type { PaymentMethod } from '@contract/orders';

type Offer = { allowed: boolean; note: string | null } | null;

/**
 * The checkouts' Payment choice: UPI to the farm (the default) or cash on delivery, each offered
 * only when the quote says so; otherwise its option is off and its note says why (the farm's UPI
 * id is not set; cash on delivery only in Karad …). `method` is null when neither can be used.
 * On a demo project with the demo payment on (`cod.demo`), cash on delivery says it is a demo in
 * which no money moves, in place of its hint.
 */
export function PaymentChoice({
  method,
  onChange,
  upi,
  cod,
  disabled,
}: {
  method: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  upi: Offer;
  cod: (Offer & { demo?: boolean }) | null;
  disabled: boolean;
}) {
  const name = useId();
  const upiNoteId = useId();
  const codNoteId = useId();
  // Until the quote is in, UPI stands (the server decides); cash on delivery waits for it.
  const upiOff = upi !== null && !upi.allowed;
  const codOff = !cod?.allowed;
  return (
    <fieldset className="payment-choice" data-testid="payment-choice">
      <legend>{M.heading}</legend>
      <label className={`payment-option${upiOff ? ' is-off' : ''}`}>
        <input
          type="radio"
          name={name}
          value="upi"
          checked={method === 'upi'}
          onChange={() => onChange('upi')}
          disabled={disabled || upiOff}
          aria-describedby={upi?.note ? upiNoteId : undefined}
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
          aria-describedby={cod?.note ? codNoteId : undefined}
        />
        <span>
          <strong>{M.cod}</strong>
          {cod?.demo ? (
            <small className="payment-demo" data-testid="demo-payment">
              {M.demoPayment}
            </small>
          ) : (
            <small>{M.codHint}</small>
          )}
        </span>
      </label>
      {upi?.note && (
        <p id={upiNoteId} className="payment-note" data-testid="upi-note">
          {upi.note}
        </p>
      )}
      {cod?.note && (
        <p id={codNoteId} className="payment-note" data-testid="cod-note">
          {cod.note}
        </p>
      )}
    </fieldset>
  );
}

/** When the order arrives at the chosen address ("Arrives 1–2 days after you order."). */
export function ArrivalNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="checkout-eta" data-testid="checkout-eta">
      {text}
    </p>
  );
}
