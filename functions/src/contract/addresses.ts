import { z } from 'zod';
import { PincodeSchema } from './common.js';
import { DELIVERY_COUNTRY, INDIAN_STATES } from './india.js';
import { ADDRESS_MESSAGES as M } from './messages.js';

export const MAX_ADDRESSES = 20;

const required = (max: number, tooLong: string) =>
  z.string({ message: M.required }).trim().min(1, M.required).max(max, tooLong);

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

/**
 * POST /addresses. The same schema checks the web form field by field, so both show the same
 * message, and no malformed PIN code or phone number is ever stored.
 */
export const AddressInputSchema = z.object({
  name: required(100, M.nameTooLong),
  street: required(200, M.streetTooLong),
  city: required(80, M.cityTooLong),
  state: z.preprocess(
    byName(INDIAN_STATES),
    required(80, M.stateTooLong).pipe(z.enum(INDIAN_STATES, { message: M.stateInvalid })),
  ),
  postalCode: required(12, M.postalCodeInvalid).pipe(PincodeSchema),
  country: z.preprocess(
    byName([DELIVERY_COUNTRY]),
    required(60, M.countryTooLong).pipe(z.literal(DELIVERY_COUNTRY, { message: M.countryNotIndia })),
  ),
  phoneNumber: required(20, M.phoneInvalid).transform((text, ctx) => {
    const phone = normaliseIndianMobile(text);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
    return z.NEVER;
  }),
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

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
  isDefault: boolean;
  createdAt: string;
}
