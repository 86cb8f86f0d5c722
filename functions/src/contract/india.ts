/**
 * India's 28 states and 8 union territories, as the address form lists them and the API accepts
 * them (the names India Post and the Government of India use today). No imports: the storefront's
 * form, the PIN code directory's generator and the start-up bundle may read it at no cost.
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];

/** The only country the farm delivers to. */
export const DELIVERY_COUNTRY = 'India';

/**
 * A phone number as people read it aloud: addresses store Indian mobiles as +91 and 10 digits
 * (+919876543210), shown +91 98765 43210. Anything else (older addresses) shows as it was typed.
 */
export function formatPhone(phone: string): string {
  const match = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/**
 * A wa.me link to chat with `phone` (with `text` typed in, if given): digits only, and India's 91
 * in front of a bare 10-digit mobile (wa.me needs the country code; the address form takes
 * numbers as people type them). null when there are too few digits to be a phone number.
 */
export function whatsappLink(phone: string | undefined, text?: string): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  if (digits.length < 11 || digits.length > 15) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
