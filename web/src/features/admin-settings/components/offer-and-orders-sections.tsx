import { useId } from 'react';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import { Section, type SectionProps } from './settings-section';
import { TextField } from './settings-fields';

const M = BACK_OFFICE_MESSAGES.settings;

/** The first-order discount. */
export function OfferSection({ form, errors, edit }: SectionProps) {
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

/** When unconfirmed orders and unconfirmed UPI payments lapse, and who is mailed of a new order. */
export function OrdersSection({ form, errors, edit }: SectionProps) {
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
          id={`${id}-claim`}
          name="claimExpiryHours"
          label={M.claimExpiryHours}
          hint={M.claimExpiryHint(form.claimExpiryHours.trim() || '…')}
          error={errors.claimExpiryHours}
          inputMode="numeric"
          value={form.claimExpiryHours}
          onChange={(value) => edit('claimExpiryHours', (f) => ({ ...f, claimExpiryHours: value }))}
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
