/**
 * Rupees as every page and text of the shop writes them: ₹1,234.00 (Indian grouping, Western
 * digits, always the paise). The API's words (api-text.ts and its Marathi twin) format the amounts
 * they are given with it, so a caller passes a number and no language ever receives a formatted
 * string. Imports nothing.
 */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export function formatRupees(amount: number): string {
  return inr.format(amount);
}
