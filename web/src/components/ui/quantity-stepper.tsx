import { useState } from 'react';
import { UI_MESSAGES } from '@/words/ui-messages';
import './quantity-stepper.css';

/**
 * − [n] + with a typed entry. `normalize` is the caller's rule (e.g. at least 1, at most the
 * stock, non-numbers become 1); the stepper applies it to every change.
 */
export function QuantityStepper({
  id,
  value,
  max,
  normalize,
  onChange,
  label = UI_MESSAGES.quantity,
  disabled = false,
}: {
  id: string;
  value: number;
  /** The largest allowed value, when there is one (it disables +). */
  max: number | null;
  normalize: (raw: unknown) => number;
  onChange: (next: number) => void;
  label?: string;
  /** E.g. while a change is being saved. */
  disabled?: boolean;
}) {
  // While the field is being retyped it may be empty for a moment; it settles on blur.
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <div className="stepper">
      <label htmlFor={id} className="stepper-label">
        {label}
      </label>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label={UI_MESSAGES.decreaseQuantity}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => onChange(normalize(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className="stepper-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw.trim() === '') return setDraft('');
            setDraft(null);
            onChange(normalize(raw));
          }}
          onBlur={() => {
            if (draft !== null) {
              setDraft(null);
              onChange(normalize(draft));
            }
          }}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={UI_MESSAGES.increaseQuantity}
          aria-controls={id}
          disabled={disabled || (max !== null && value >= max)}
          onClick={() => onChange(normalize(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
