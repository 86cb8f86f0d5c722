/**
 * The shared components' words (page states, the start-up spinner, the quantity stepper, stars,
 * the PIN code check …), which every page may load at start-up: apart from account-messages.ts,
 * whose words only the shopper's own pages use. No imports; its Marathi twin is ui-messages.mr.ts.
 */

/** The shared pieces of UI (web/src/components/ui): page states, stepper, stars, pincode check, forms. */
export const UI_MESSAGES = {
  /** A page that could not load its data. */
  tryAgain: 'Try Again',
  /** The way on from an empty cart or an empty order history. */
  shopNow: 'Shop Now',
  /** The start-up spinner, read out while the sign-in state loads. */
  loadingShop: 'Loading Karad Organic…',
  cancel: 'Cancel',
  /** Reviews and testimonials: an empty name shows as Anonymous. */
  yourNameOptional: 'Your name (optional)',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  /** A star rating read out (the stars themselves are hidden from screen readers). */
  rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  ratingsByStars: 'Ratings by stars',
  /** One choice of the star picker, read out. */
  starOption: (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`,
  deliveryCheck: 'Delivery check',
  check: 'Check',
  pincodeExample: 'e.g. 415110',
  /** Six digits that India Post has never given out (its first three name no postal district). */
  notAPincode: (pincode: string) => `${pincode} is not an Indian PIN code. Please check the number.`,
  /** A PIN code with the place India Post's directory gives it: "411001 (Pune City, Maharashtra)". */
  pincodeAt: (pincode: string, city: string, state: string) => `${pincode} (${city}, ${state})`,
} as const;
