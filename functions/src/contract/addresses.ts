import { z } from 'zod';
import { ADDRESS_MESSAGES as M } from './messages.js';

export const MAX_ADDRESSES = 20;

const required = (max: number, tooLong: string) =>
  z.string({ message: M.required }).trim().min(1, M.required).max(max, tooLong);

/** POST /addresses. The same schema checks the web form, so both show the same message. */
export const AddressInputSchema = z.object({
  name: required(100, M.nameTooLong),
  street: required(200, M.streetTooLong),
  city: required(80, M.cityTooLong),
  state: required(80, M.stateTooLong),
  postalCode: required(12, M.postalCodeInvalid).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/,
    M.postalCodeInvalid,
  ),
  country: required(60, M.countryTooLong),
  phoneNumber: required(20, M.phoneInvalid).regex(/^\+?[0-9][0-9 -]{6,18}$/, M.phoneInvalid),
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
