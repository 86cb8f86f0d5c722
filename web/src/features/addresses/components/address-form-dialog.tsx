import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AddressInputSchema, type AddressInput } from '@contract/addresses';
import { ADDRESS_MESSAGES } from '@contract/messages';
import { FormActions, FormError } from '../../../components/ui/feedback-fields';

const FIELDS = [
  { name: 'name', label: 'Full Name', autoComplete: 'name', placeholder: 'e.g. Sunita Patil' },
  {
    name: 'street',
    label: 'Street Address',
    autoComplete: 'street-address',
    placeholder: 'House no., street, area',
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', placeholder: 'e.g. Karad' },
  { name: 'state', label: 'State', autoComplete: 'address-level1', placeholder: 'e.g. Maharashtra' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', placeholder: 'e.g. 415110' },
  { name: 'country', label: 'Country', autoComplete: 'country-name', placeholder: 'India' },
  { name: 'phoneNumber', label: 'Phone Number', autoComplete: 'tel', placeholder: '+91...' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;
const EMPTY: Values = {
  name: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  phoneNumber: '',
};

/**
 * Add New Address (spec §2 Checkout): the seven fields, Set as Default, a busy label while saving.
 * Checked with the API's own schema, so the messages match the server's.
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
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValues(EMPTY);
      setIsDefault(false);
      setError('');
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddressInputSchema.safeParse({ ...values, isDefault });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADDRESS_MESSAGES.required);
      return;
    }
    setError('');
    setSaving(true);
    const saved = await onSave(parsed.data);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <dialog ref={dialogRef} className="address-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="address-dialog-header">
          <h2 id={titleId}>Add New Address</h2>
          <button type="button" className="address-dialog-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="address-dialog-fields">
          {FIELDS.map((field) => (
            <div className={`form-field form-field-${field.name}`} key={field.name}>
              <label htmlFor={`address-${field.name}`}>{field.label}</label>
              <input
                id={`address-${field.name}`}
                name={field.name}
                className="field-input"
                type={field.name === 'phoneNumber' ? 'tel' : 'text'}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                required
                value={values[field.name]}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        <label className="address-dialog-default">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
          Set as Default Address
        </label>
        <FormError message={error} />
        <FormActions
          className="address-dialog-actions"
          onCancel={onClose}
          label="Add Address"
          busyLabel={ADDRESS_MESSAGES.saving}
          busy={saving}
        />
      </form>
    </dialog>
  );
}
