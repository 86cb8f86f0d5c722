/** Money and dates, formatted the one way the whole shop shows them (spec §9). */

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** ₹1,23,456.00: Indian grouping, always two decimals. */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

// The farm and nearly all shoppers are in India: show the date it was there, on every machine.
const TIME_ZONE = 'Asia/Kolkata';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '18 Jan 2025' (en-GB, day short-month year), or the same in another locale, e.g. 'mr-IN'. */
export function formatDate(iso: string, locale = 'en-GB', month: 'short' | 'long' = 'short'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}|${month}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** '18 Jan 2025, 3:05 pm' in Indian time: when an order moved (the timeline, the back office). */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** The first 8 characters of the id: how the shop names an order (spec §9). */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}
