import { useId } from 'react';
import { UI_MESSAGES } from '@/words/ui-messages';
import './star-input.css';

/** A 1–5 star picker: a radio group, so arrow keys and screen readers work as for any choice. */
export function StarInput({
  value,
  onChange,
  label,
  max = 5,
}: {
  value: number;
  onChange: (stars: number) => void;
  label: string;
  max?: number;
}) {
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend>{label}</legend>
      <div className="star-input-options">
        {Array.from({ length: max }, (_, i) => i + 1).map((stars) => (
          <label key={stars} className={stars <= value ? 'is-on' : undefined}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{UI_MESSAGES.starOption(stars)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
