import { useId, type ReactNode } from 'react';
import { formatInr } from '@/shop/format';
import { readNumber, type FieldErrors, type FieldKey, type SettingsForm } from '../lib/settings-form';

/**
 * What every section of the Settings form gets. A new setting: its schema (contract/settings.ts),
 * then SettingsForm, formFromSettings, settingsFromForm and FIELD_ORDER (lib/settings-form.ts),
 * then a field in its section; a new section is one more component like these, in the screen.
 */
export interface SectionProps {
  form: SettingsForm;
  errors: FieldErrors;
  /** Changes the form; a change to a marked field takes its mark away. */
  edit: (key: FieldKey, change: (form: SettingsForm) => SettingsForm) => void;
  /** Marks (or unmarks) a field from a check of the section's own, like the PIN codes' Add. */
  mark: (key: FieldKey, message: string | undefined) => void;
}

/** An amount as the hints show it, or '…' while the box does not hold a number. */
export const inr = (text: string) => {
  const value = readNumber(text);
  return Number.isFinite(value) ? formatInr(value) : '…';
};

/** `anchor`: the section's own address on the screen (the banner links to `#payments`). */
export function Section({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section id={anchor} className="admin-settings-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
