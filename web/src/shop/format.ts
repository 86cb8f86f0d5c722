/** Money and dates, formatted the one way the whole shop shows them (product.md §9). */
import { LANGUAGE_TAGS } from '@contract/languages';
import { LANGUAGE } from '@/config/language';

/**
 * ₹1,23,456.00: Indian grouping, always two decimals, as Intl.NumberFormat('en-IN', INR) writes
 * it. Written out because building that format costs a phone several milliseconds of its first
 * render, and every price on a page goes through here.
 */
export function formatInr(amount: number): string {
  const text = String(Math.abs(amount));
  // Exponent notation (below 1e-6 or from 1e21) and non-numbers: leave them to Intl.
  if (!Number.isFinite(amount) || text.includes('e')) return intlInr(amount);
  // Rounded half away from zero on the decimal digits, as Intl does ('2.675' is ₹2.68).
  const paise = Math.round(Number(`${text}e2`));
  const rupees = String(Math.floor(paise / 100));
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  const sign = amount < 0 && paise > 0 ? '-' : '';
  return `${sign}₹${grouped}.${String(paise % 100).padStart(2, '0')}`;
}

let inr: Intl.NumberFormat | undefined;
function intlInr(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  return inr.format(amount);
}

// The farm and nearly all shoppers are in India: show the date it was there, on every machine.
const TIME_ZONE = 'Asia/Kolkata';

/**
 * Dates in the page's language (issue 27): 'en-IN' on English pages, as always; on Marathi ones
 * 'mr' with Western digits ('18 जाने, 2025'), as the glossary keeps every number ('mr' alone
 * writes १८). Prices stay 'en-IN' in every language (formatInr).
 */
const PAGE_LOCALE = `${LANGUAGE_TAGS[LANGUAGE]}-u-nu-latn`;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000; // India keeps one offset all year
const MONTHS = {
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  long: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * '18 Jan 2025' (en-GB, day short-month year), or the same in another locale, e.g. 'mr-IN'; by
 * default in the page's language (en-GB on English pages). en-GB (every English page's date but a
 * Marathi post's) is written out as Intl writes it: building an Intl date format with a time zone
 * costs a phone's first render over 10 ms.
 */
export function formatDate(
  iso: string,
  locale = LANGUAGE === 'en' ? 'en-GB' : PAGE_LOCALE,
  month: 'short' | 'long' = 'short',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'en-GB') {
    const india = new Date(date.getTime() + IST_OFFSET_MS);
    return `${india.getUTCDate()} ${MONTHS[month][india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  }
  const key = `${locale}|${month}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

let dateTime: Intl.DateTimeFormat | undefined;

/**
 * '18 Jan 2025, 3:05 pm' in Indian time, in the page's language: when an order moved (the
 * timeline, the back office).
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateTime ??= new Intl.DateTimeFormat(PAGE_LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  return dateTime.format(date);
}

/**
 * A cart or order line's pack as the page names it: the API's `unitLabel` on a Marathi page
 * (`500 ग्रॅम`), the catalogue's unit otherwise (`500g`), which stays the line's key.
 */
export const packOf = (line: { unit: string; unitLabel?: string | undefined }): string =>
  line.unitLabel ?? line.unit;
