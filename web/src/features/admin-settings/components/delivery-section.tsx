import { useId } from 'react';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import type { EtaArea, FieldKey, SettingsForm } from '../lib/settings-form';
import { PincodeList } from './pincode-list';
import { inr, Section, type SectionProps } from './settings-section';
import { CheckField, TextField } from './settings-fields';

const M = BACK_OFFICE_MESSAGES.settings;

/**
 * Where the farm delivers and for what. The "please confirm" box shows while the *saved* list is
 * unconfirmed, so ticking its box does not hide it before the save.
 */
export function DeliverySection({
  form,
  errors,
  edit,
  mark,
  confirmed,
}: SectionProps & { confirmed: boolean }) {
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
      {(['karad', 'india'] as const).map((area) => (
        <EtaFields key={area} area={area} {...{ form, errors, edit, mark }} />
      ))}
    </Section>
  );
}

/** How many days an order takes to an area: at least and at most. */
function EtaFields({ area, form, errors, edit }: SectionProps & { area: EtaArea }) {
  const id = useId();
  const range = form.etaDays[area];
  const set = (end: 'min' | 'max', value: string) =>
    edit(`etaDays.${area}.${end}`, (f) => ({
      ...f,
      etaDays: { ...f.etaDays, [area]: { ...f.etaDays[area], [end]: value } },
    }));
  return (
    <fieldset className="admin-settings-eta">
      <legend>{area === 'karad' ? M.etaKarad : M.etaIndia}</legend>
      <div className="admin-settings-grid">
        {(['min', 'max'] as const).map((end) => (
          <TextField
            key={end}
            id={`${id}-${end}`}
            name={`etaDays.${area}.${end}`}
            label={end === 'min' ? M.etaMin : M.etaMax}
            hint={end === 'max' ? M.etaHint : undefined}
            error={errors[`etaDays.${area}.${end}`]}
            inputMode="numeric"
            value={range[end]}
            onChange={(value) => set(end, value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
