/**
 * A wa.me link to the shopper's number: digits only, and India's 91 in front of a bare 10-digit
 * mobile (wa.me needs the country code; the address form takes numbers as people type them).
 * null when there are too few digits to be a phone number.
 */
export function whatsappLink(phone: string | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
