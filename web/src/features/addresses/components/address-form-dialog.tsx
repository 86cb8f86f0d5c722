import { countryName, stateName } from '@/shop/place-names';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AddressInputSchema, type AddressInput } from '@contract/addresses';
import { DELIVERY_COUNTRY, INDIAN_STATES } from '@contract/india';
import { ADDRESS_MESSAGES } from '@contract/messages';
import { ADDRESS_BOOK_MESSAGES as M } from '@contract/account-messages';
import { FormActions, FormError } from '@/components/ui/feedback-fields';
import { isPincode } from '@/shop/delivery';
import { lookupPincode } from '../lib/pincode-directory';

type FieldName = 'name' | 'street' | 'postalCode' | 'city' | 'state' | 'country' | 'phoneNumber';

interface Field {
  name: FieldName;
  label: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
}

/** The PIN code comes before City and State, which it fills in from India Post's directory. */
const FIELDS: Field[] = [
  { name: 'name', label: M.labels.name, autoComplete: 'name', placeholder: M.placeholders.name },
  {
    name: 'street',
    label: M.labels.street,
    autoComplete: 'street-address',
    placeholder: M.placeholders.street,
  },
  {
    name: 'postalCode',
    label: M.labels.postalCode,
    autoComplete: 'postal-code',
    placeholder: M.placeholders.postalCode,
    inputMode: 'numeric',
    maxLength: 6,
  },
  { name: 'city', label: M.labels.city, autoComplete: 'address-level2', placeholder: M.placeholders.city },
  { name: 'state', label: M.labels.state, autoComplete: 'address-level1' },
  { name: 'country', label: M.labels.country, autoComplete: 'country-name' },
  {
    name: 'phoneNumber',
    label: M.labels.phoneNumber,
    autoComplete: 'tel',
    placeholder: M.placeholders.phoneNumber,
    inputMode: 'tel',
  },
];

type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;
const EMPTY: Values = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  state: '',
  country: DELIVERY_COUNTRY,
  phoneNumber: '',
};

/** Every field's first problem, by the API's own schema, so the form and the server agree. */
function check(values: Values, isDefault: boolean): { input?: AddressInput; errors: Errors } {
  const parsed = AddressInputSchema.safeParse({ ...values, isDefault });
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * Add New Address (product.md §2 Checkout): the seven fields, Set as Default, a busy label while saving.
 * Made for India: a 6-digit PIN code on the numeric keypad that fills City and State (still
 * editable), State from the states and union territories, and each invalid field marked and
 * described under itself, while the banner message of product.md §5 still shows.
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
  const [values, setValues] = useState<Values>(EMPTY);
  const [isDefault, setIsDefault] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pinHint, setPinHint] = useState('');
  const [saving, setSaving] = useState(false);
  // What the directory filled in, so a later PIN may replace it but never what the shopper typed.
  const filled = useRef<{ city?: string; state?: string }>({});

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValues(EMPTY);
      setIsDefault(false);
      setErrors({});
      setSubmitted(false);
      setPinHint('');
      filled.current = {};
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
    const next = { ...values, [name]: name === 'postalCode' ? value.replace(/\D/g, '') : value };
    setValues(next);
    // Once the shopper has tried to save, each field's mark follows what they type.
    if (submitted) setErrors(check(next, isDefault).errors);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { input, errors: found } = check(values, isDefault);
    setErrors(found);
    if (!input) return;
    setSaving(true);
    const saved = await onSave(input);
    setSaving(false);
    if (saved) onClose();
  };

  const problems = Object.values(errors);
  const banner = problems.includes(ADDRESS_MESSAGES.required)
    ? ADDRESS_MESSAGES.required
    : (problems[0] ?? '');

  return (
    <dialog ref={dialogRef} className="address-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="address-dialog-header">
          <h2 id={titleId}>{M.formTitle}</h2>
          <button type="button" className="address-dialog-close" aria-label={M.close} onClick={onClose}>
            ×
          </button>
        </div>
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
              required: true,
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
        <FormError message={banner} />
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
