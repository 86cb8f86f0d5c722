/** Rupee amounts are kept to the paisa: 2 decimals, so sums of prices never show float dust. */
export function round2(amount: number): number {
  return Math.round(amount * 100) / 100;
}
