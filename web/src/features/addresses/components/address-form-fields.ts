import {
  AddressInputSchema,
  MAX_LANDMARK_LENGTH,
  normaliseIndianMobile,
  type AddressInput,
} from '@contract/addresses';
import { DELIVERY_COUNTRY, formatPhone } from '@contract/india';
import { ADDRESS_BOOK_MESSAGES as M } from '@/words/account-messages';
import { issueWords } from '@/platform/api-words';

export type FieldName =
  'name' | 'street' | 'landmark' | 'postalCode' | 'city' | 'state' | 'country' | 'phoneNumber';

export interface Field {
  name: FieldName;
  label: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
  /** Only the landmark may be left empty. */
  optional?: boolean;
}

/**
 * The form's fields, in the order she fills them: the landmark under the street it belongs to;
 * the PIN code before City and State, which it fills in from India Post's directory.
 */
export const FIELDS: readonly Field[] = [
  { name: 'name', label: M.labels.name, autoComplete: 'name', placeholder: M.placeholders.name },
  {
    name: 'street',
    label: M.labels.street,
    autoComplete: 'street-address',
    placeholder: M.placeholders.street,
  },
  {
    name: 'landmark',
    label: M.labels.landmark,
    autoComplete: 'off',
    placeholder: M.placeholders.landmark,
    maxLength: MAX_LANDMARK_LENGTH,
    optional: true,
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

export type Values = Record<FieldName, string>;
export type Errors = Partial<Record<FieldName, string>>;

/**
 * A new form: India as the country, and the mobile number she signed in with, if she signed in
 * by phone (Firebase's `+919876543210`, written as the form shows numbers: +91 98765 43210).
 */
export function emptyAddress(signedInPhone: string | null | undefined): Values {
  const mobile = signedInPhone ? normaliseIndianMobile(signedInPhone) : undefined;
  return {
    name: '',
    street: '',
    landmark: '',
    postalCode: '',
    city: '',
    state: '',
    country: DELIVERY_COUNTRY,
    phoneNumber: mobile ? formatPhone(mobile) : '',
  };
}

export interface AddressCheck {
  /** The address as the API takes it, when every field is right. */
  input?: AddressInput;
  /** Each field's first problem, in its own words ("Enter the full name."). */
  errors: Errors;
  /**
   * What the form's alert says: the spec's "Please fill in all required address fields." when a
   * required field is missing, else the first field's problem; empty when all is well.
   */
  summary: string;
}

/** The form checked by the API's own schema (POST /addresses), so both say the same. */
export function checkAddress(values: Values, isDefault: boolean): AddressCheck {
  const parsed = AddressInputSchema.safeParse({ ...values, isDefault });
  if (parsed.success) return { input: parsed.data, errors: {}, summary: '' };
  const errors: Errors = {};
  let summary = '';
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field === undefined) summary ||= issueWords(issue);
    else errors[field] ??= issueWords(issue);
  }
  return { errors, summary: summary || (Object.values(errors)[0] ?? '') };
}

/** The first field, in the form's order, that has a problem (where the form puts the cursor). */
export function firstInvalidField(errors: Errors): FieldName | undefined {
  return FIELDS.find((field) => errors[field.name])?.name;
}
