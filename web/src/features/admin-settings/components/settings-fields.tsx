import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldKey } from '../lib/settings-form';

/**
 * The Settings screen's boxes: a label, a one-line explanation, and the schema's message under
 * the box when it is wrong (aria-invalid, and described by both). `name` is the field's path, by
 * which the screen finds the first marked box to focus.
 */
export function TextField({
  id,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  inputMode,
  type = 'text',
  autoComplete = 'off',
}: {
  id: string;
  name: FieldKey;
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email';
  autoComplete?: string;
}) {
  return (
    <div className="form-field admin-settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className="field-input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize={type === 'email' || inputMode ? 'none' : undefined}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A yes/no setting: the whole row is the tap target. */
export function CheckField({
  id,
  name,
  label,
  hint,
  error,
  checked,
  onChange,
}: {
  id: string;
  name: FieldKey;
  label: string;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="admin-settings-check">
      <label htmlFor={id} className="admin-settings-check-label">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {/* The problem first, right under the box it is about. */}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="admin-settings-hint">
          {hint}
        </p>
      )}
    </>
  );
}
