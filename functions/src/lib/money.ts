/** Rupee amounts are kept to the paisa: 2 decimals, so sums of prices never show float dust. */
export function round2(amount: number): number {
  return Math.round(amount * 100) / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,234.00: the way the storefront shows money (web/src/shop/format.ts), for texts the server writes. */
export function formatRupees(amount: number): string {
  return inr.format(amount);
}
