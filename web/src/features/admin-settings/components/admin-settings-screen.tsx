import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES } from '@contract/messages';
import { ShopSettingsSchema, type ShopSettings } from '@contract/settings';
import { PageLoadFailed } from '@/components/ui/page-states';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { useRequest } from '@/platform/use-request';
import { getShopSettings, saveShopSettings } from '../api/admin-settings-api';
import {
  FIELD_ORDER,
  fieldErrors,
  formFromSettings,
  settingsFromForm,
  type FieldErrors,
} from '../lib/settings-form';
import { DeliverySection } from './delivery-section';
import { OfferSection, OrdersSection } from './offer-and-orders-sections';
import { announceSettingsSaved } from '../lib/settings-saved';
import { PAYMENTS_ANCHOR, PaymentsSection } from './payments-section';
import type { SectionProps } from './settings-section';
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

function SettingsEditor({ initial }: { initial: ShopSettings }) {
  const handleError = useApiErrorHandler();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(() => formFromSettings(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const location = useLocation();

  // Opened from the banner (`#payments`): show the Payments section, the UPI id box ready to type.
  useEffect(() => {
    if (location.hash !== `#${PAYMENTS_ANCHOR}`) return;
    formRef.current?.querySelector(`#${PAYMENTS_ANCHOR}`)?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('[name="upi.id"]')?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

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
      announceSettingsSaved();
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
