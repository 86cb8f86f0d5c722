import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import { ShopSettingsSchema, type ShopSettings } from '@contract/settings';
import { Loaded } from '@/components/ui/page-states';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { ApiError } from '@/platform/api-client';
import type { Pending } from '@/platform/route-data';
import { getShopSettings, saveShopSettings, type VersionedSettings } from '../api/admin-settings-api';
import {
  changedFieldLabels,
  FIELD_ORDER,
  fieldErrors,
  formFromSettings,
  settingsFromForm,
  type FieldErrors,
} from '../lib/settings-form';
import { DeliverySection } from './delivery-section';
import { OfferSection, OrdersSection } from './offer-and-orders-sections';
import { PAYMENTS_ANCHOR, PaymentsSection } from './payments-section';
import type { SectionProps } from './settings-section';
import './admin-settings.css';

const M = BACK_OFFICE_MESSAGES.settings;

/**
 * The owner's Settings (`settings/shop`): delivery, the first-order offer, orders, cash on
 * delivery and UPI. The whole document is saved at once (PUT /admin/settings), after the same
 * ShopSettingsSchema the server applies has passed it here, field by field, and made to the version
 * the form was filled from: when another screen saved first (412), nothing is saved, the form
 * reloads and names what changed there. The settings and their version are the route's data; a
 * save reads the back office's data again (the banner above says what follows from them).
 */
export function AdminSettingsScreen({ settings }: { settings: Pending<VersionedSettings> }) {
  return (
    <Loaded
      answer={settings}
      as="part"
      loading={
        <p className="loading-text" role="status">
          {M.loading}
        </p>
      }
      failed={{ title: BACK_OFFICE_MESSAGES.settingsTitle, fallback: M.loadFailed }}
    >
      {(initial) => <SettingsEditor initial={initial} />}
    </Loaded>
  );
}

function SettingsEditor({ initial }: { initial: VersionedSettings }) {
  const handleError = useApiErrorHandler();
  const { revalidate } = useRevalidator();
  const [saved, setSaved] = useState<ShopSettings>(initial.settings);
  const [version, setVersion] = useState(initial.version);
  const [form, setForm] = useState(() => formFromSettings(initial.settings));
  const [reloadNote, setReloadNote] = useState('');
  const reloadRef = useRef<HTMLDivElement>(null);
  // The note is at the top and Save at the bottom: bring it into view on a phone.
  useEffect(() => {
    if (reloadNote) reloadRef.current?.scrollIntoView({ block: 'start' });
  }, [reloadNote]);
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
    setReloadNote('');
    setSaving(true);
    const show = (next: VersionedSettings) => {
      setSaved(next.settings);
      setVersion(next.version);
      setForm(formFromSettings(next.settings));
    };
    try {
      show(await saveShopSettings(checked.data, version));
      notify.success(M.saved, 'settings-saved');
      void revalidate();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 412) {
        // Another screen saved first: show what is stored now and what changed there.
        try {
          const latest = await getShopSettings();
          show(latest);
          setReloadNote(M.reloaded(changedFieldLabels(saved, latest.settings)));
        } catch (reloadFailed) {
          if (!handleError(reloadFailed, M.loadFailed)) setFormError(M.loadFailed);
        }
      } else if (!handleError(caught, M.saveFailed)) {
        setFormError(caught instanceof Error && caught.message ? caught.message : M.saveFailed);
      }
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
      {reloadNote && (
        <div ref={reloadRef} className="admin-settings-reloaded" role="alert" data-testid="settings-reloaded">
          <strong>{M.reloadedTitle}</strong>
          <p>{reloadNote}</p>
        </div>
      )}
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
