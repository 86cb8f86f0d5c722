import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BACK_OFFICE_MESSAGES } from '@contract/messages';
import { ShopSettingsSchema, type ShopSettings } from '@contract/settings';
import { PageLoadFailed } from '../../../components/ui/page-states';
import { formatInr } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler';
import { useRequest } from '../../../lib/use-request';
import { getShopSettings, saveShopSettings } from '../api/admin-settings-api';
import {
  FIELD_ORDER,
  fieldErrors,
  formFromSettings,
  readNumber,
  settingsFromForm,
  type FieldErrors,
  type FieldKey,
  type SettingsForm,
} from '../lib/settings-form';
import { PincodeList } from './pincode-list';
import { CheckField, TextField } from './settings-fields';
import './admin-settings.css';

const M = BACK_OFFICE_MESSAGES.settings;

/**
 * The owner's Settings (`settings/shop`): delivery, the first-order offer, orders, cash on
 * delivery and UPI. The whole document is saved at once (PUT /admin/settings), after the same
 * ShopSettingsSchema the server applies has passed it here, field by field.
 */
export function AdminSettingsScreen() {
  const request = useRequest('admin-settings', getShopSettings);
  if (request.status === 'loading') {
    return (
      <p className="loading-text" role="status">
        {M.loading}
      </p>
    );
  }
  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title={BACK_OFFICE_MESSAGES.settingsTitle}
        message={request.error.message || M.loadFailed}
        onRetry={request.retry}
      />
    );
  }
  return <SettingsEditor initial={request.data} />;
}

/** An amount as the hints show it, or the box's text while it is not a number yet. */
const inr = (text: string) => {
  const value = readNumber(text);
  return Number.isFinite(value) ? formatInr(value) : '…';
};

/** Props each section of the form gets: add a section (e.g. new payment fields) the same way. */
interface SectionProps {
  form: SettingsForm;
  errors: FieldErrors;
  /** Changes the form; a change to a marked field takes its mark away. */
  edit: (key: FieldKey, change: (form: SettingsForm) => SettingsForm) => void;
  /** Marks (or unmarks) a field from a check of the section's own, like the PIN codes' Add. */
  mark: (key: FieldKey, message: string | undefined) => void;
}

function SettingsEditor({ initial }: { initial: ShopSettings }) {
  const handleError = useApiErrorHandler();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(() => formFromSettings(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const mark: SectionProps['mark'] = (key, message) =>
    setErrors((current) => {
      const { [key]: _dropped, ...rest } = current;
      return message ? { ...rest, [key]: message } : rest;
    });
  const edit: SectionProps['edit'] = (key, change) => {
    setForm(change);
    if (errors[key]) mark(key, undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ShopSettingsSchema.safeParse(settingsFromForm(form));
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      setFormError(M.fixMarked);
      const first = FIELD_ORDER.find((key) => found[key]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFormError('');
    setSaving(true);
    try {
      const next = await saveShopSettings(checked.data);
      setSaved(next);
      setForm(formFromSettings(next));
      notify.success(M.saved, 'settings-saved');
    } catch (caught) {
      if (!handleError(caught, M.saveFailed))
        setFormError(caught instanceof Error && caught.message ? caught.message : M.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const sectionProps = { form, errors, edit, mark };
  return (
    <form
      ref={formRef}
      className="admin-settings"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={saving || undefined}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {BACK_OFFICE_MESSAGES.settingsTitle}
      </h2>
      <p className="admin-settings-note" data-testid="settings-applies">
        {M.appliesSoon}
      </p>
      <DeliverySection {...sectionProps} confirmed={saved.delivery.karadPincodesConfirmed} />
      <OfferSection {...sectionProps} />
      <OrdersSection {...sectionProps} />
      <PaymentsSection {...sectionProps} />
      <div className="admin-settings-actions">
        {formError && (
          <p className="form-error" role="alert" data-testid="settings-error">
            {formError}
          </p>
        )}
        <button type="submit" className="btn admin-settings-save" disabled={saving}>
          {saving ? M.saving : M.save}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="admin-settings-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function DeliverySection({ form, errors, edit, mark, confirmed }: SectionProps & { confirmed: boolean }) {
  const id = useId();
  const d = form.delivery;
  const set = (key: FieldKey, change: Partial<SettingsForm['delivery']>) =>
    edit(key, (f) => ({ ...f, delivery: { ...f.delivery, ...change } }));
  return (
    <Section title={M.delivery}>
      <PincodeList
        id={`${id}-pincodes`}
        pincodes={d.karadPincodes}
        typed={d.newPincodes}
        error={errors['delivery.karadPincodes']}
        onChange={(change) => set('delivery.karadPincodes', change)}
        onError={(message) => mark('delivery.karadPincodes', message)}
      />
      {!confirmed && (
        <div className="admin-settings-warning" data-testid="pincodes-unconfirmed">
          <p>{M.confirmWarning}</p>
          <CheckField
            id={`${id}-confirmed`}
            name="delivery.karadPincodesConfirmed"
            label={M.confirmPincodes}
            error={errors['delivery.karadPincodesConfirmed']}
            checked={d.karadPincodesConfirmed}
            onChange={(value) => set('delivery.karadPincodesConfirmed', { karadPincodesConfirmed: value })}
          />
        </div>
      )}
      <div className="admin-settings-grid">
        <TextField
          id={`${id}-free`}
          name="delivery.freeShippingOver"
          label={M.freeShippingOver}
          hint={M.freeShippingOverHint(inr(d.freeShippingOver))}
          error={errors['delivery.freeShippingOver']}
          inputMode="decimal"
          value={d.freeShippingOver}
          onChange={(value) => set('delivery.freeShippingOver', { freeShippingOver: value })}
        />
        <TextField
          id={`${id}-karad-fee`}
          name="delivery.karadFee"
          label={M.karadFee}
          hint={M.karadFeeHint(inr(d.karadFee))}
          error={errors['delivery.karadFee']}
          inputMode="decimal"
          value={d.karadFee}
          onChange={(value) => set('delivery.karadFee', { karadFee: value })}
        />
      </div>
      <CheckField
        id={`${id}-outside`}
        name="delivery.shipsOutsideKarad"
        label={M.shipsOutsideKarad}
        hint={M.shipsOutsideKaradHint}
        error={errors['delivery.shipsOutsideKarad']}
        checked={d.shipsOutsideKarad}
        onChange={(value) => set('delivery.shipsOutsideKarad', { shipsOutsideKarad: value })}
      />
      <div className="admin-settings-grid">
        <TextField
          id={`${id}-india-fee`}
          name="delivery.indiaFee"
          label={M.indiaFee}
          hint={M.indiaFeeHint(inr(d.indiaFee))}
          error={errors['delivery.indiaFee']}
          inputMode="decimal"
          value={d.indiaFee}
          onChange={(value) => set('delivery.indiaFee', { indiaFee: value })}
        />
      </div>
    </Section>
  );
}

function OfferSection({ form, errors, edit }: SectionProps) {
  const id = useId();
  return (
    <Section title={M.offer}>
      <div className="admin-settings-grid">
        <TextField
          id={`${id}-discount`}
          name="firstOrderDiscountPercent"
          label={M.discountPercent}
          hint={M.discountHint(form.firstOrderDiscountPercent.trim() || '…')}
          error={errors.firstOrderDiscountPercent}
          inputMode="decimal"
          value={form.firstOrderDiscountPercent}
          onChange={(value) =>
            edit('firstOrderDiscountPercent', (f) => ({ ...f, firstOrderDiscountPercent: value }))
          }
        />
      </div>
    </Section>
  );
}

function OrdersSection({ form, errors, edit }: SectionProps) {
  const id = useId();
  return (
    <Section title={M.orders}>
      <div className="admin-settings-grid">
        <TextField
          id={`${id}-stale`}
          name="staleOrderHours"
          label={M.staleOrderHours}
          hint={M.staleOrderHint(form.staleOrderHours.trim() || '…')}
          error={errors.staleOrderHours}
          inputMode="numeric"
          value={form.staleOrderHours}
          onChange={(value) => edit('staleOrderHours', (f) => ({ ...f, staleOrderHours: value }))}
        />
        <TextField
          id={`${id}-email`}
          name="notificationEmail"
          type="email"
          autoComplete="email"
          label={M.notificationEmail}
          hint={M.notificationEmailHint}
          error={errors.notificationEmail}
          value={form.notificationEmail}
          onChange={(value) => edit('notificationEmail', (f) => ({ ...f, notificationEmail: value }))}
        />
      </div>
    </Section>
  );
}

function PaymentsSection({ form, errors, edit }: SectionProps) {
  const id = useId();
  const setCod = (key: FieldKey, change: Partial<SettingsForm['cod']>) =>
    edit(key, (f) => ({ ...f, cod: { ...f.cod, ...change } }));
  const setUpi = (key: FieldKey, change: Partial<SettingsForm['upi']>) =>
    edit(key, (f) => ({ ...f, upi: { ...f.upi, ...change } }));
  return (
    <Section title={M.payments}>
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
