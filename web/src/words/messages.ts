/**
 * Every message the storefront's screens show a shopper, once: the spec's (§2, §5, §8 and the
 * words its screens fix). What the API itself says (its errors, the issues of its schemas, the
 * notices of its answers) is not here: it lives by code in api-text.ts (docs/decisions/018), which
 * the screens render when the API answers. A few sentences are in both, where a screen checks
 * first what the API checks again (the product page's quantity, the checkout's address).
 *
 * No imports, on purpose (but the owner's messages it re-exports from owner-messages.ts): the
 * storefront's start-up code may use it without pulling in zod, and nothing here can depend on the
 * server. Messages with a value in them are functions; numbers
 * they mention (limits) are passed in by the caller that owns them.
 *
 * Grouped by what the shopper is doing. Where the spec words one situation differently on two
 * screens (the cart page's "Add items…" against checkout's "Please add items…"), each wording
 * is its own entry, named for where it shows.
 */

/** The shop list, product cards and the product page (product.md §2 Shop, Product detail; §8 Products). */
export const CATALOGUE_MESSAGES = {
  listFailed: 'Failed to load products. Please try again.',
  /** The spec's title was 'API Error'; shoppers get words instead of jargon (issue 14 §5). */
  listFailedTitle: 'We couldn’t load the farm’s products',
  listLoading: 'Loading Farm Fresh Products...',
  listEmptyTitle: 'No Organic Products Found',
  /** The spec's 'Showing N organic items', in the singular for one. */
  listCount: (count: number) => (count === 1 ? 'Showing 1 organic item' : `Showing ${count} organic items`),
  cardFromPrice: 'From',
  cardNoPrice: 'View',
  cardNewHarvest: 'New Harvest',
  cardSeasonal: 'Seasonal',
  productFailed: 'Failed to load product details. Please try again.',
  productNotFoundTitle: 'Product Not Found',
  perUnit: 'per unit',
  stockAvailable: (stock: number, unit: string) => `${stock} ${unit} available`,
  /** A pack at stock 0 (the spec's '{stock} {unit} available' is for stock of 1 or more). */
  outOfStock: 'Out of stock',
  /** A pack the farm has not priced yet (e.g. the 300 ml ghee). */
  priceComingSoon: 'Price coming soon',
  /** A shop card whose product has no pack that can be bought. */
  soldOut: 'Sold out',
  packOutOfStock: 'This pack is out of stock. Please choose another pack or check back soon.',
  packUnpriced: 'This pack’s price is coming soon. Please choose another pack or check back later.',
} as const;

/** Add to Cart and Order Now (product.md §5), checked by the product page and again by the API. */
export const PURCHASE_MESSAGES = {
  invalidPrice: "This product's price is not available or invalid. Please check back later.",
  invalidQuantity: 'Please select a quantity greater than 0.',
  noVariant: 'Please select an option for this product.',
  addedToCart: (quantity: number, name: string, unit: string) =>
    `${quantity} x ${name} (${unit}) added to cart!`,
  addFailed: 'Failed to add to cart. Please try again.',
  loginToAdd: 'You need to be logged in to add items to the cart. Redirecting to login.',
} as const;

/** The cart page and the API's cart calls (product.md §2 Cart, §5, §8). */
export const CART_MESSAGES = {
  loadFailed: 'Failed to load cart. Please try again.',
  updateFailed: 'Failed to update quantity.',
  removeFailed: 'Failed to remove item.',
  clearFailed: 'Failed to clear cart.',
  /** The questions before a line or the whole cart goes (the shop's own dialog, not the browser's). */
  confirmRemove: 'Remove this item from your cart?',
  confirmRemoveLine: (name: string, unit: string) => `${name} (${unit})`,
  confirmRemoveYes: 'Remove',
  confirmClearTitle: 'Clear your cart?',
  confirmClear: 'Are you sure you want to clear your entire cart? This action cannot be undone.',
  confirmClearYes: 'Clear Cart',
  keep: 'Keep it',
  keepAll: 'Keep my items',
  /** The cart page's Proceed to Checkout with no items (checkout itself says it differently). */
  emptyOnProceed: 'Your cart is empty. Add items before checking out.',
  itemsHeading: (count: number) => `Items (${count})`,
} as const;

/** The saved delivery addresses: the address book, its form and the API (product.md §2 Checkout, §5, §8). */
export const ADDRESS_MESSAGES = {
  loadFailed: 'Failed to load addresses. Please try again.',
  addFailed: 'Failed to add address. Please try again.',
  deleteFailed: 'Failed to delete address.',
  setDefaultFailed: 'Failed to set default address.',
  /** The question before an address goes (the shop's own dialog, not the browser's). */
  confirmDeleteTitle: 'Delete this address?',
  confirmDelete: 'Are you sure you want to delete this address?',
  confirmDeleteYes: 'Delete',
  keep: 'Keep it',
  deleting: 'Deleting…',
  noneSavedTitle: 'No Saved Addresses',
  saving: 'Saving...',
  /** An Indian PIN code (addresses, the delivery check, the shop's settings). */
  postalCodeInvalid: 'Please enter a 6-digit PIN code (it cannot start with 0).',
  /** Under the PIN code once the directory knows it: where it is. */
  pincodeFound: (city: string, state: string) => `${city}, ${state}`,
  pincodeUnknown:
    'We could not find this PIN code in India Post’s directory. Please check it, or fill in the city and state yourself.',
} as const;

/**
 * Placing an order from the cart or from one product, on the site or through WhatsApp (product.md §2
 * Checkout, Direct checkout; §4; §5 Place order; §8). The WhatsApp hand-off words two of them
 * its own way.
 */
export const CHECKOUT_MESSAGES = {
  loadFailed: 'Failed to load checkout data. Please try again.',
  noAddress: 'Please select a delivery address before placing the order.',
  noAddressForWhatsApp: 'Please select a delivery address before ordering via WhatsApp.',
  /** Checkout (and the API) with an empty cart; the cart page has its own `emptyOnProceed`. */
  emptyCart: 'Your cart is empty. Please add items before checking out.',
  emptyCartForWhatsApp: 'Your cart is empty. Please add items before ordering.',
  addressNotFound: 'Could not find selected address details.',
  placeFailed: 'Failed to place order. Please check your details and try again.',
  placeDirectFailed: 'Failed to place order.',
  whatsAppFailed: 'Failed to process order for WhatsApp. Please try again.',
  placing: 'Placing Order...',
  /** Beside Place Order (a bar at the foot of a phone's screen): where the order goes. */
  deliveringTo: (name: string, pincode: string) => `Delivering to: ${name}, ${pincode}`,
  noAddressChosen: 'Choose a delivery address above.',
  placed: 'Thank you! Your order has been placed.',
  placedForWhatsApp: 'Order placed! Finish it in WhatsApp.',
  noDirectProduct: 'No product details found for checkout. Redirecting to shop.',
  directProductMissing: 'Product details are missing. Please try again from the product page.',
  directProductMissingForWhatsApp: 'Product details are missing. Cannot proceed with WhatsApp order.',
  invalidDirectQuantity: 'Invalid quantity. Please select at least one item.',
} as const;

/**
 * What an order costs and where the farm delivers: the quote, the pincode check and the price
 * breakdown's notes (functions/src/pricing). Amounts arrive already formatted (₹1,234.00).
 */
export const PRICING_MESSAGES = {
  firstOrderDiscount: (percent: number) => `${percent}% off your first order`,
  notDeliverable: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`,
  /** When an order arrives (settings `etaDays`), counted from the day it is placed. */
  arrives: (min: number, max: number) =>
    max === 0
      ? 'Arrives the same day you order.'
      : min === max
        ? `Arrives ${max} day${max === 1 ? '' : 's'} after you order.`
        : min === 0
          ? `Arrives within ${max} day${max === 1 ? '' : 's'} of your order.`
          : `Arrives ${min}–${max} days after you order.`,
  deliversToKarad: (pincode: string, over: string) => `Delivers to ${pincode}, Karad: free over ${over}`,
  deliversToIndia: (pincode: string, fee: string) => `We deliver to ${pincode} for ${fee}`,
  quoteFailed: 'Could not work out the delivery charge. Please try again.',
  checkFailed: 'Could not check that PIN code. Please try again.',
  pincodeLabel: 'Check delivery to your PIN code',
  checking: 'Checking…',
  quoting: 'Working out your total…',
  chooseAddressForTotal: 'Choose a delivery address to see the delivery charge and your total.',
  cartNote: 'Delivery and your first-order discount are worked out at checkout, for your address.',
  cannotDeliver: (pincode: string) =>
    `Sorry, we do not deliver to ${pincode} yet. Please choose or add another address.`,
} as const;

/** Order history and order detail (product.md §2 Orders, Order detail; §8). */
export const ORDER_MESSAGES = {
  /** An order on its way (Pending or Shipped), from the days promised when it was placed. */
  expected: (from: string, to: string) =>
    from === to ? `Expected to arrive on ${to}` : `Expected to arrive between ${from} and ${to}`,
  /** The list's link to the pay panel of a UPI order still to be paid. */
  payNow: 'Pay now',
  listFailed: 'Failed to load order history. Please try again.',
  detailFailed: 'Failed to load order details. Please try again.',
  notFound: 'We could not find the requested order.',
  notFoundTitle: 'Order Not Found',
  /** The order page's tab before the order is known, and its description (never indexed). */
  detailTitle: 'Your order',
  detailDescription: 'The details of your Karad Organic order.',
  noneYetTitle: 'No Orders Yet',
  /**
   * `name`: orderName(…): "Order KO-1042"; an order from before numbers keeps the old form,
   * "Order #" and its id's first 8 characters ("Order #AbCd1234", product.md §9).
   */
  orderNumber: (name: string) => `Order ${name}`,
  /** Under an order's heading, when it has a KO number. */
  numberHint: 'Quote this number when you call or message the farm.',
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} x ${price}`,
  shippingNote: 'Calculated at checkout',
  reordered: 'The items of this order are back in your cart.',
} as const;

/**
 * Paying for an order: UPI straight to the farm with the exact amount, or cash on delivery
 * (functions/src/orders, the checkouts' Payment choice, the order page's pay panel, the back office).
 */
export const PAYMENT_MESSAGES = {
  heading: 'Payment',
  upi: 'UPI',
  upiHint: 'Pay the farm from any UPI app (Google Pay, PhonePe, Paytm, BHIM …). No fees.',
  cod: 'Cash on delivery',
  codHint: 'Pay in cash when your order arrives.',
  /**
   * Cash on delivery as the demo payment (a demo project only: docs/decisions/011, addendum),
   * under the option at checkout in place of its hint.
   */
  demoPayment: 'Demo payment — no money moves; this shop runs on the emulators',
  /** The checkout when neither UPI nor cash on delivery can be used: why, and what to do. */
  nothingPayable:
    'This order cannot be paid here right now: paying by UPI is not available and cash on delivery is not offered for it. Please contact the farm by phone or WhatsApp to order.',
  /** The payment badge beside the order's status (text, never colour alone). */
  badges: { due: 'Due', claimed: 'Awaiting check', paid: 'Paid', refunded: 'Refunded' },
  codBadge: (status: string) => `Cash on delivery · ${status}`,
  badgeLabel: (text: string) => `Payment: ${text}`,
  /** The order page's pay-by-UPI panel. */
  payTitle: (amount: string) => `Pay ${amount} by UPI`,
  payIntro: 'Pay exactly this amount to the farm’s UPI id, then enter the transaction reference below.',
  payButton: (amount: string) => `Pay ${amount} with a UPI app`,
  scanQr: 'Scan with any UPI app on your phone',
  qrAlt: (amount: string) => `UPI QR code to pay ${amount} to Karad Organic`,
  qrLoading: 'Drawing the QR code…',
  payeeLabel: 'UPI id',
  copy: 'Copy',
  copied: 'UPI id copied.',
  copyFailed: 'Could not copy. Please select the UPI id and copy it.',
  referenceLabel: 'UPI transaction reference (UTR, 12 digits)',
  referenceHint: 'Your UPI app shows it after paying, as “UTR”, “UPI Ref No.” or “Transaction ID”.',
  submitReference: 'I have paid',
  submitting: 'Sending…',
  claimed: 'Thank you! The farm will check your payment and confirm it.',
  claimedNote: (reference: string) => `Reference ${reference} sent. The farm is checking it.`,
  claimFailed: 'Could not send the reference. Please try again.',
  codPanel: (amount: string) => `Please keep ${amount} ready in cash for the delivery.`,
  /** A UPI order still due while the farm's UPI id cannot be paid: no link, no id, no QR code. */
  upiUnavailable: (amount: string) =>
    `Paying by UPI is not available just now. The farm will tell you how to pay ${amount}; you can also contact the farm.`,
  /** A claimed payment whose order was cancelled before the owner confirmed it. */
  claimCancelledNote: (reference: string) =>
    `Reference ${reference} could not be confirmed before this order was cancelled. If money left your account, please contact the farm.`,
  contactFarm: 'Contact the farm',
  paidNote: 'Paid. Thank you!',
  refundedNote: 'Refunded.',
  /** POST /orders/{id}/payment-claim. */
  referenceInvalid: 'Please enter the 12-digit UPI transaction reference (UTR), digits only.',
  markPaid: 'Mark paid',
  markRefunded: 'Mark refunded',
  /** The owner's confirmation before money moves (the back office). */
  confirmPaidTitle: 'Mark this payment paid?',
  confirmPaidText: (amount: string) =>
    `Only when ${amount} has reached the farm’s account, or was paid in cash. The shopper sees it as Paid.`,
  confirmPaid: 'Yes, it is paid',
  confirmRefundTitle: 'Mark this payment refunded?',
  confirmRefundText: (amount: string) => `Only once ${amount} has been sent back to the shopper.`,
  confirmRefund: 'Yes, it is refunded',
  notNow: 'Not now',
  markReferenceLabel: 'UTR, if you have it (12 digits, optional)',
  markNoteLabel: 'How you know (optional), e.g. “screenshot on WhatsApp”',
  ownerNote: (note: string) => `Your note: ${note}`,
  marking: 'Saving…',
  markedPaid: (name: string) => `Order ${name} is marked paid.`,
  markedRefunded: (name: string) => `Order ${name} is marked refunded.`,
  markFailed: 'Could not change the payment. Please try again.',
  reference: (reference: string) => `UTR ${reference}`,
  /** The WhatsApp hand-off and the owner's e-mail. */
  whatsappUpi: (amount: string, upiId: string) => `Payment: UPI, ${amount} to ${upiId}`,
  whatsappCod: 'Payment: Cash on delivery',
  /** A UPI order whose answer carried no UPI id (the farm's is not set): no id is invented. */
  whatsappUpiNoId: (amount: string) => `Payment: UPI, ${amount} (please tell me where to pay)`,
} as const;

/** Reviews under a product (product.md §4, §5 Review, §8 Reviews). */
export const REVIEW_MESSAGES = {
  incomplete: 'Please provide both a rating and a comment.',
  loginRequired: 'You must be logged in to leave a review.',
  submitFailed: 'Failed to submit review. Please try again.',
  loadFailed: 'Could not load reviews. Please try again later.',
  thanks: 'Thank you! Your review has been submitted.',
  /** Shop cards, the product page and its reviews: the figures of a product's ratings. */
  ratingLabel: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`,
  reviewCount: (count: number) =>
    count === 0 ? 'No reviews yet' : `${count} review${count === 1 ? '' : 's'}`,
  starsCount: (stars: number, count: number) => `${stars} star${stars === 1 ? '' : 's'}: ${count}`,
  verifiedBuyer: 'Verified buyer',
  verifiedBuyerHint: 'Bought this product from the farm',
} as const;

/** Home's testimonials (product.md §3 Testimonial, §5 Testimonial, §8 Testimonials). */
export const TESTIMONIAL_MESSAGES = {
  empty: 'Testimonial message cannot be empty.',
  noStars: 'Please select a star rating.',
  loginRequired: 'You need to be logged in to submit a testimonial. Redirecting to login.',
  submitFailed: 'Failed to submit testimonial. Please try again.',
  loadFailed: 'Could not load testimonials. Please try again later.',
  loadMineFailed: 'Could not load your testimonials.',
  thanks: 'Thank you for your feedback!',
  noMessage: 'No message available.',
} as const;

/** The bilingual blog and its administrators' writes (product.md §2 Blog, §8 Blog). */
export const BLOG_MESSAGES = {
  heading: 'From Our Farm to You',
  listFailed: 'Failed to fetch posts. Please try again later.',
  noPosts: 'No stories have been published yet. Please check back soon!',
  postNotFound: 'Oops! We could not find that blog post.',
  readMoreMarathi: 'अधिक वाचा',
} as const;

/** The sign-in screen: phone and one-time code, Google (product.md §2 Login, §5, §8). */
export const AUTH_MESSAGES = {
  invalidNumber: 'Please enter a valid 10-digit mobile number.',
  invalidOtp: 'Please enter the 6-digit OTP.',
  noOtpRequest: 'No OTP request in progress.',
  tokenFailed: 'Failed to get authentication token. Please try again.',
  recaptchaExpired: 'reCAPTCHA expired. Please try again.',
  recaptchaInitFailed: 'Failed to initialize security check. Please refresh the page.',
  phoneFormat: 'Invalid phone number format.',
  tooManyRequests: 'Too many requests. Please try later.',
  appCredentialFailed: 'Security check failed. Please try again or refresh.',
  botCheckFailed: 'Security check failed. Please complete the security check.',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  invalidCode: 'Invalid code. Please try again.',
  verifyFailed: 'Failed to verify OTP.',
  googleClosed: 'Google sign-in window closed by user.',
  googlePending: 'Another sign-in request is pending.',
  accountInUse: 'This account is already in use. Please log in with it.',
  googleFailed: 'Failed to sign in with Google. Please try again.',
  sendingOtp: 'Sending OTP…',
  verifying: 'Verifying…',
} as const;

/** The contact form (product.md §2 Contact, §5): checked in the browser, sent through WhatsApp. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please write your message.',
  ready: 'Your message is ready in WhatsApp. Press send there and we will reply soon.',
} as const;

/** The shopper's view of an order's lifecycle: the timeline and Cancel Order on the detail page. */
export const ORDER_TIMELINE_MESSAGES = {
  heading: 'Order status',
  /** The timeline's line for each status the order reached. */
  labels: { Pending: 'Order placed', Shipped: 'Shipped', Delivered: 'Delivered', Cancelled: 'Cancelled' },
  byShopper: 'by you',
  byOwner: 'by Karad Organic',
  bySystem: 'automatically',
  cancelOrder: 'Cancel Order',
  confirmTitle: 'Cancel this order?',
  confirmText: 'We will not send it, and its items go back on the shelf. This cannot be undone.',
  confirm: 'Yes, cancel my order',
  keep: 'Keep my order',
  cancelling: 'Cancelling…',
  cancelled: 'Your order has been cancelled.',
  cancelFailed: 'Failed to cancel the order. Please try again.',
  /** An India Post article number in a note (EE123456789IN): India Post tracks it behind a captcha. */
  trackOnIndiaPost: 'Track on India Post',
  copyNumber: (number: string) => `Copy ${number}`,
  numberCopied: 'Copied',
} as const;

/** The farm's own pages: Shipping & Returns (its figures come from the server's settings). */
export const SITE_MESSAGES = {
  policyFailed: 'We could not load our delivery terms just now. Please try again.',
  shippingTitle: 'Shipping & Returns',
} as const;

/** Why the sign-in screen opened (issue 14): the shopper's unfinished action, said on /auth. */
export const SIGN_IN_RETURN_MESSAGES = {
  addToCart: (name: string) => `Sign in to add ${name} to your cart`,
  orderNow: (name: string) => `Sign in to order ${name}`,
  addReview: (name: string) => `Sign in to review ${name}`,
  testimonial: 'Sign in to share your experience',
  cart: 'Sign in to see your cart',
  checkout: 'Sign in to check out',
  orders: 'Sign in to see your orders',
  page: 'Sign in to continue',
  /** Under the reason: what happens after sign-in. */
  willReturn: 'We will bring you right back to finish.',
} as const;

/** Issue 14 §7: the add-to-cart toast's action. */
export const CART_TOAST_MESSAGES = {
  viewCart: 'View cart',
} as const;

/**
 * Issue 14 §7: where the farm delivers, said the same on the home page's trust strip, About and the
 * footer, from the server's settings (GET /shop/policy) like the Shipping & Returns page.
 */
export const DELIVERY_AREA_MESSAGES = {
  /** Before the settings arrive: nothing that could turn out untrue. */
  unknown: 'See where we deliver',
  karadOnly: 'We deliver in Karad only, for now',
  karadAndIndia: 'We deliver in Karad and across India',
  freeInKarad: (amount: string) => `Free delivery in Karad over ${amount}`,
  freeInKaradShort: 'Free delivery in Karad',
  aboutOnlineTitleIndia: 'Online, across India',
  aboutOnlineTitleKarad: 'Online, for Karad',
  aboutOnlineIndia:
    'We opened this shop so families anywhere in India can taste what Karad grows, packed by the same hands that made it.',
  aboutOnlineKarad:
    'We opened this shop so families in Karad can order what we grow, packed by the same hands that made it. Courier delivery to the rest of India is next.',
} as const;

/**
 * Offline (issue 11 §4): what needs a connection says so plainly, with Retry, instead of a spinner
 * or a failure. Public pages seen before still open from the service worker's cache.
 */
export const OFFLINE_MESSAGES = {
  title: 'You’re offline',
  cart: 'You’re offline. Your cart needs an internet connection — reconnect and try again.',
  checkout: 'You’re offline. Checkout needs an internet connection — reconnect and try again.',
  signIn: 'You’re offline. Signing in needs an internet connection — reconnect and try again.',
  orders: 'You’re offline. Your orders need an internet connection — reconnect and try again.',
  page: 'You’re offline. This page needs an internet connection — reconnect and try again.',
  retry: 'Retry',
} as const;

/**
 * The shop's offers as pages state them (issue 23 §12): always from the settings (GET
 * /shop/policy), and the first-order offer only where it can still apply (a visitor, or a shopper
 * whose next order is her first: GET /checkout/offer).
 */
export const OFFER_MESSAGES = {
  firstOrderNote: 'A welcome from our family',
  closingEyebrowNew: 'New here?',
  closingEyebrowBack: 'Welcome back',
  closingTitle: (percent: number) => `Taste the farm: ${percent}% off your first order`,
  closingTitlePlain: 'Taste the farm',
  closingLead: 'Fresh from Karad to your door.',
  shopFirstOrder: 'Shop First Order',
  shopAgain: 'Shop Again',
  cartNoteWithoutOffer: 'Delivery is worked out at checkout, for your address.',
} as const;

/** The owner's messages (English only; owner-messages.ts). */
export * from './owner-messages.js';
