import { UI_MESSAGES } from '@/words/ui-messages';

/** The optional display name of reviews and testimonials (empty shows as Anonymous). */
export function OptionalNameField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{UI_MESSAGES.yourNameOptional}</label>
      <input
        id={id}
        className="field-input"
        autoComplete="name"
        maxLength={60}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A form's problem, announced to screen readers; nothing when there is none. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** Cancel, then the form's submit button (with its busy label while it sends). */
export function FormActions({
  className,
  onCancel,
  label,
  busyLabel,
  busy,
  disabled = busy,
}: {
  className: string;
  onCancel: () => void;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {UI_MESSAGES.cancel}
      </button>
      <button type="submit" className="btn" disabled={disabled}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
