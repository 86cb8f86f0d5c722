import { z } from 'zod';
import { isWellFormedText, PincodeSchema } from './common.js';
import { DELIVERY_COUNTRY, INDIAN_STATES } from './india.js';
import { ADDRESS_MESSAGES as M, API_MESSAGES } from './messages.js';

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

/** A required field: missing or blank, it says what to put there (M.missing), on itself. */
const required = (field: RequiredAddressField, max: number, tooLong: string) =>
  z.string({ message: M.missing[field] }).trim().min(1, M.missing[field]).max(max, tooLong);

/**
 * The optional landmark ("Near Krishna Hospital"): trimmed, NFC, at most MAX_LANDMARK_LENGTH
 * characters, one line of readable text; empty is none.
 */
const LandmarkSchema = z
  .string({ message: M.landmarkTooLong(MAX_LANDMARK_LENGTH) })
  .trim()
  .max(MAX_LANDMARK_LENGTH, M.landmarkTooLong(MAX_LANDMARK_LENGTH))
  .refine(isWellFormedText, API_MESSAGES.textNotReadable)
  .refine((text) => !/\p{Cc}/u.test(text), API_MESSAGES.textHasControlCharacters)
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
    name: required('name', 100, M.nameTooLong),
    street: required('street', 200, M.streetTooLong),
    city: required('city', 80, M.cityTooLong),
    state: z.preprocess(
      byName(INDIAN_STATES),
      required('state', 80, M.stateTooLong).pipe(z.enum(INDIAN_STATES, { message: M.stateInvalid })),
    ),
    postalCode: required('postalCode', 12, M.postalCodeInvalid).pipe(PincodeSchema),
    country: z.preprocess(
      byName([DELIVERY_COUNTRY]),
      required('country', 60, M.countryTooLong).pipe(
        z.literal(DELIVERY_COUNTRY, { message: M.countryNotIndia }),
      ),
    ),
    phoneNumber: required('phoneNumber', 20, M.phoneInvalid).transform((text, ctx) => {
      const phone = normaliseIndianMobile(text);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
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
    ctx.addIssue({ code: 'custom', message: M.required, path: [] });
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type AddressInput = z.input<typeof AddressFieldsSchema>;

/** PUT /addresses/{id}: the checkout's "Set as Default". */
export const AddressUpdateSchema = z.object({
  isDefault: z.literal(true, { message: M.onlySetDefault }),
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
