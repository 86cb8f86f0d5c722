import { useId } from 'react';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import type { FieldKey, SettingsForm } from '../lib/settings-form';
import { inr, Section, type SectionProps } from './settings-section';
import { CheckField, TextField } from './settings-fields';

const M = BACK_OFFICE_MESSAGES.settings;

/** The section's address on the Settings screen (the back office's banner links to it). */
export const PAYMENTS_ANCHOR = 'payments';

/** Cash on delivery (where, up to what total) and the UPI id and payee of the payment link. */
export function PaymentsSection({ form, errors, edit }: SectionProps) {
  const id = useId();
  const setCod = (key: FieldKey, change: Partial<SettingsForm['cod']>) =>
    edit(key, (f) => ({ ...f, cod: { ...f.cod, ...change } }));
  const setUpi = (key: FieldKey, change: Partial<SettingsForm['upi']>) =>
    edit(key, (f) => ({ ...f, upi: { ...f.upi, ...change } }));
  return (
    <Section title={M.payments} anchor={PAYMENTS_ANCHOR}>
      <CheckField
        id={`${id}-cod`}
        name="cod.enabled"
        label={M.codEnabled}
        hint={M.codEnabledHint}
        error={errors['cod.enabled']}
        checked={form.cod.enabled}
        onChange={(value) => setCod('cod.enabled', { enabled: value })}
      />
      <CheckField
        id={`${id}-cod-karad`}
        name="cod.karadOnly"
        label={M.codKaradOnly}
        hint={M.codKaradOnlyHint}
        error={errors['cod.karadOnly']}
        checked={form.cod.karadOnly}
        onChange={(value) => setCod('cod.karadOnly', { karadOnly: value })}
      />
      <div className="admin-settings-grid">
        <TextField
          id={`${id}-cod-max`}
          name="cod.maxTotal"
          label={M.codMaxTotal}
          hint={M.codMaxTotalHint(inr(form.cod.maxTotal))}
          error={errors['cod.maxTotal']}
          inputMode="decimal"
          value={form.cod.maxTotal}
          onChange={(value) => setCod('cod.maxTotal', { maxTotal: value })}
        />
      </div>
      <div className="admin-settings-grid">
        <TextField
          id={`${id}-upi-id`}
          name="upi.id"
          label={M.upiId}
          hint={M.upiIdHint}
          error={errors['upi.id']}
          inputMode="email"
          value={form.upi.id}
          onChange={(value) => setUpi('upi.id', { id: value })}
        />
        <TextField
          id={`${id}-upi-name`}
          name="upi.payeeName"
          label={M.upiPayeeName}
          hint={M.upiPayeeNameHint}
          error={errors['upi.payeeName']}
          value={form.upi.payeeName}
          onChange={(value) => setUpi('upi.payeeName', { payeeName: value })}
        />
      </div>
    </Section>
  );
}
