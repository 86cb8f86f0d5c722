import { z } from 'zod';

export const ADDRESS_REQUIRED = 'Please fill in all required address fields.';
export const MAX_ADDRESSES = 20;

const required = (max: number, tooLong: string) =>
  z.string({ message: ADDRESS_REQUIRED }).trim().min(1, ADDRESS_REQUIRED).max(max, tooLong);

/** POST /addresses. The same schema checks the web form, so both show the same message. */
export const AddressInputSchema = z.object({
  name: required(100, 'Please keep the name under 100 characters.'),
  street: required(200, 'Please keep the street address under 200 characters.'),
  city: required(80, 'Please keep the city under 80 characters.'),
  state: required(80, 'Please keep the state under 80 characters.'),
  postalCode: required(12, 'Please enter a valid postal code.').regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/,
    'Please enter a valid postal code.',
  ),
  country: required(60, 'Please keep the country under 60 characters.'),
  phoneNumber: required(20, 'Please enter a valid phone number.').regex(
    /^\+?[0-9][0-9 -]{6,18}$/,
    'Please enter a valid phone number.',
  ),
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

/** PUT /addresses/{id}: the checkout's "Set as Default". */
export const AddressUpdateSchema = z.object({
  isDefault: z.literal(true, { message: 'Only setting an address as the default is supported.' }),
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
