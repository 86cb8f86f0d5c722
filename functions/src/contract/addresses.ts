import { z } from 'zod';
import { isWellFormedText, PincodeSchema } from './common.js';
import { DELIVERY_COUNTRY, INDIAN_STATES } from './india.js';
import { says, type MessageCode } from './api-message.js';

export const MAX_ADDRESSES = 20;
export const MAX_LANDMARK_LENGTH = 100;

/** The seven fields every address has, in the order the API checks them. */
export const REQUIRED_ADDRESS_FIELDS = [
  'name',
  'street',
  'city',
  'state',
  'postalCode',
  'country',
  'phoneNumber',
] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

/** A required field: missing or blank, it says what to put there (`address.nameRequired` …), on itself. */
const required = (field: RequiredAddressField, max: number, tooLong: MessageCode) => {
  const missing = says(`address.${field}Required` as const);
  return z.string(missing).trim().min(1, missing).max(max, tooLong);
};

/**
 * The optional landmark ("Near Krishna Hospital"): trimmed, NFC, at most MAX_LANDMARK_LENGTH
 * characters, one line of readable text; empty is none.
 */
const LandmarkSchema = z
  .string()
  .trim()
  .max(MAX_LANDMARK_LENGTH, says('address.landmarkTooLong'))
  .refine(isWellFormedText, says('api.textNotReadable'))
  .refine((text) => !/\p{Cc}/u.test(text), says('api.textHasControlCharacters'))
  .transform((text) => text.normalize('NFC'))
  .optional();

/**
 * A mobile number as shoppers type it (98765 43210, 098765-43210, +91 98765 43210, 919876543210),
 * stored one way: +91 and the 10 digits, so the owner can call or WhatsApp every one of them.
 */
export function normaliseIndianMobile(text: string): string | undefined {
  const digits = text.replace(/[\s().-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : undefined;
}

const byName = <T extends string>(names: readonly T[]) => {
  const lower = new Map(names.map((name) => [name.toLowerCase(), name]));
  return (value: unknown) =>
    typeof value === 'string' ? (lower.get(value.trim().toLowerCase()) ?? value) : value;
};

const AddressFieldsSchema = z
  .object({
    name: required('name', 100, 'address.nameTooLong'),
    street: required('street', 200, 'address.streetTooLong'),
    city: required('city', 80, 'address.cityTooLong'),
    state: z.preprocess(
      byName(INDIAN_STATES),
      required('state', 80, 'address.stateTooLong').pipe(z.enum(INDIAN_STATES, says('address.stateInvalid'))),
    ),
    postalCode: required('postalCode', 12, 'address.pincodeInvalid').pipe(PincodeSchema),
    country: z.preprocess(
      byName([DELIVERY_COUNTRY]),
      required('country', 60, 'address.countryTooLong').pipe(
        z.literal(DELIVERY_COUNTRY, says('address.countryNotIndia')),
      ),
    ),
    phoneNumber: required('phoneNumber', 20, 'address.phoneInvalid').transform((text, ctx) => {
      const phone = normaliseIndianMobile(text);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: says('address.phoneInvalid') });
      return z.NEVER;
    }),
    landmark: LandmarkSchema,
    isDefault: z.boolean().optional().default(false),
  })
  // No landmark is no key at all: nothing stores an empty line (or an undefined Firestore value).
  .transform(({ landmark, ...address }) => (landmark ? { ...address, landmark } : address));

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * POST /addresses. The same schema checks the web form, so both say the same: each field's own
 * problem on that field (`issues`, path = the field: "Enter the full name."), and, when a required
 * field is missing or blank, the spec's summary first, on the whole address (path []), so the
 * answer's `message` stays "Please fill in all required address fields." (product.md §5). No
 * malformed PIN code or phone number is ever stored.
 */
export const AddressInputSchema = z.unknown().transform((body, ctx) => {
  const parsed = AddressFieldsSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (REQUIRED_ADDRESS_FIELDS.some((field) => isBlank(fields[field])))
    ctx.addIssue({ code: 'custom', message: says('address.required'), path: [] });
  // Each field's issue as it was: its code, and its kind and figures (a name too long says how long).
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});
export type AddressInput = z.input<typeof AddressFieldsSchema>;

/** PUT /addresses/{id}: the checkout's "Set as Default". */
export const AddressUpdateSchema = z.object({
  isDefault: z.literal(true, says('address.onlySetDefault')),
});

export interface Address {
  _id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
  /** Absent when the shopper gave none. */
  landmark?: string;
  isDefault: boolean;
  createdAt: string;
}
