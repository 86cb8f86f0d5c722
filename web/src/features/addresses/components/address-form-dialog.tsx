import { countryName, stateName } from '@/shop/place-names';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AddressInput } from '@contract/addresses';
import { INDIAN_STATES } from '@contract/india';
import { ADDRESS_MESSAGES } from '@/words/messages';
import { ADDRESS_BOOK_MESSAGES as M } from '@/words/account-messages';
import { FormActions, FormError } from '@/components/ui/feedback-fields';
import { useSession } from '@/platform/session';
import { isPincode } from '@/shop/delivery';
import { lookupPincode } from '@/shop/pincode-directory';
import {
  checkAddress,
  emptyAddress,
  FIELDS,
  firstInvalidField,
  type FieldName,
  type Values,
} from './address-form-fields';

/**
 * Add New Address (product.md §2 Checkout): the seven fields and an optional landmark, Set as
 * Default, a busy label while saving. Made for India: a 6-digit PIN code on the numeric keypad
 * that fills City and State (still editable), State from the states and union territories, the
 * mobile number she signed in with already filled in. Once she has tried to save, each field
 * with a problem says what it needs under itself ("Enter the full name."), and the spec's "Please
 * fill in all required address fields." sums them up at the top (product.md §5); each mark
 * goes as soon as its field is right, also when the PIN code fills City and State.
 */
export function AddressFormDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (input: AddressInput) => Promise<boolean>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const signedInPhone = useSession().data?.user?.phoneNumber ?? null;
  const [values, setValues] = useState<Values>(() => emptyAddress(signedInPhone));
  const [isDefault, setIsDefault] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pinHint, setPinHint] = useState('');
  const [saving, setSaving] = useState(false);
  // What the directory filled in, so a later PIN may replace it but never what the shopper typed.
  const filled = useRef<{ city?: string; state?: string }>({});

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValues(emptyAddress(signedInPhone));
      setIsDefault(false);
      setSubmitted(false);
      setPinHint('');
      filled.current = {};
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    // Only on opening: a form she has started is never reset under her.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // The session known only after the form opened: her number, unless she has typed one.
  useEffect(() => {
    const phone = emptyAddress(signedInPhone).phoneNumber;
    if (phone) setValues((v) => (v.phoneNumber === '' ? { ...v, phoneNumber: phone } : v));
  }, [signedInPhone]);

  // Every field's problem, from what is in the form now: shown once she has tried to save.
  const checked = useMemo(() => checkAddress(values, isDefault), [values, isDefault]);
  const errors = submitted ? checked.errors : {};

  const pin = values.postalCode.trim();
  useEffect(() => {
    let current = true;
    if (!isPincode(pin)) {
      setPinHint('');
      return;
    }
    void lookupPincode(pin).then((place) => {
      if (!current) return;
      if (!place) {
        setPinHint(ADDRESS_MESSAGES.pincodeUnknown);
        return;
      }
      setPinHint(ADDRESS_MESSAGES.pincodeFound(place.city, stateName(place.state)));
      setValues((v) => {
        const city = v.city.trim() === '' || v.city === filled.current.city ? place.city : v.city;
        const state = v.state === '' || v.state === filled.current.state ? place.state : v.state;
        filled.current = { city: place.city, state: place.state };
        return { ...v, city, state };
      });
    });
    return () => {
      current = false;
    };
  }, [pin]);

  const change = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: name === 'postalCode' ? value.replace(/\D/g, '') : value }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { input, errors: found } = checkAddress(values, isDefault);
    if (!input) {
      // The cursor goes to the first field to put right (on a phone, the form scrolls to it).
      const first = firstInvalidField(found);
      if (first) document.getElementById(`address-${first}`)?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSave(input);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <dialog ref={dialogRef} className="address-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="address-dialog-header">
          <h2 id={titleId}>{M.formTitle}</h2>
          <button type="button" className="address-dialog-close" aria-label={M.close} onClick={onClose}>
            ×
          </button>
        </div>
        {/* At the top, beside the first field to put right, where the cursor goes. */}
        <FormError message={submitted ? checked.summary : ''} />
        <div className="address-dialog-fields">
          {FIELDS.map((field) => {
            const id = `address-${field.name}`;
            const error = errors[field.name];
            const hint = field.name === 'postalCode' && !error ? pinHint : '';
            const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
            const common = {
              id,
              name: field.name,
              className: 'field-input',
              autoComplete: field.autoComplete,
              required: !field.optional,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              value: values[field.name],
            };
            return (
              <div className={`form-field form-field-${field.name}`} key={field.name}>
                <label htmlFor={id}>{field.label}</label>
                {field.name === 'state' ? (
                  <select {...common} onChange={(e) => change('state', e.target.value)}>
                    <option value="">{M.chooseState}</option>
                    {INDIAN_STATES.map((state) => (
                      <option key={state} value={state}>
                        {stateName(state)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type={field.name === 'phoneNumber' ? 'tel' : 'text'}
                    inputMode={field.inputMode}
                    maxLength={field.maxLength}
                    placeholder={field.placeholder}
                    readOnly={field.name === 'country'}
                    // India, named in the page's language: the address keeps "India" (read only).
                    value={field.name === 'country' ? countryName(values.country) : values[field.name]}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                )}
                {error && (
                  <p id={`${id}-error`} className="field-error">
                    {error}
                  </p>
                )}
                {field.name === 'postalCode' && (
                  // Always there, so screen readers announce the place when it appears.
                  <p id={`${id}-hint`} className="field-hint" aria-live="polite">
                    {hint}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <label className="address-dialog-default">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
          {M.setDefaultOnAdd}
        </label>
        <FormActions
          className="address-dialog-actions"
          onCancel={onClose}
          label={M.submit}
          busyLabel={ADDRESS_MESSAGES.saving}
          busy={saving}
        />
      </form>
    </dialog>
  );
}
