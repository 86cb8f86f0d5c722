/**
 * Every message the shop shows a shopper, once: the spec's (§2, §5, §8 and the words its screens
 * fix) and the API's own. The API's schemas and services and the storefront's screens import
 * them from here, so the page and the server can never word the same thing two ways.
 *
 * No imports, on purpose: the storefront's start-up code may use it without pulling in zod, and
 * nothing here can depend on the server. Messages with a value in them are functions; numbers
 * they mention (limits) are passed in by the caller that owns them.
 *
 * Grouped by what the shopper is doing. Where the spec words one situation differently on two
 * screens (the cart page's "Add items…" against checkout's "Please add items…"), each wording
 * is its own entry, named for where it shows.
 */

/** Any call: the API's error middleware, sign-in and request checks (functions/src/lib). */
export const API_MESSAGES = {
  invalidRequest: 'The request is not valid.',
  invalidJson: 'The request body is not valid JSON.',
  unreadableRequest: 'The request could not be read.',
  bodyTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  noEndpoint: (method: string, path: string) => `There is no API endpoint ${method} ${path}.`,
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  adminOnly: 'Only the shop’s administrators can do that.',
  rateLimited: 'You are doing that too often. Please wait a minute and try again.',
  idRequired: 'An id is required.',
  idTooLong: 'That id is too long.',
  idInvalid: 'That id is not valid.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.',
  /** Text the API would have to store or look up that is not well-formed Unicode. */
  textNotReadable:
    'Some of the text could not be read (it contains broken characters). Please type it again.',
  /** A value used as a key (an option, a slug, an id) that holds control characters. */
  textHasControlCharacters: 'Please remove the hidden control characters from the text.',
  /** Firestore could not be reached in time (an outage): answered 503 with Retry-After. */
  serviceUnavailable:
    'The shop is having trouble reaching its database right now. Please try again in a few seconds.',
  /** An admin whose access was removed (`make-admin --revoke`), or whose account was disabled. */
  sessionRevoked: 'Your session has ended. Please sign in again.',
  /** The optional display name of reviews and testimonials. */
  nameTooLong: 'Please keep your name under 60 characters.',
} as const;

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
  /** The API: an unknown product id, or a product named in a body that the catalogue lacks. */
  productNotFound: 'We could not find that product.',
  chooseProduct: 'Please choose a product.',
  productIdNotNumber: 'Product id must be a number.',
  productIdNotWhole: 'Product id must be a whole number.',
  productIdNotPositive: 'Product id must be a positive number.',
  noSuchOption: (product: string, unit: string) =>
    `${product} does not come in “${unit}”. Please choose another option.`,
} as const;

/** Add to Cart and Order Now (product.md §5), checked by the product page and again by the API. */
export const PURCHASE_MESSAGES = {
  invalidPrice: "This product's price is not available or invalid. Please check back later.",
  invalidQuantity: 'Please select a quantity greater than 0.',
  noVariant: 'Please select an option for this product.',
  wholeQuantity: 'Please choose a whole number of items.',
  quantityTooLarge: (max: number) => `You can order up to ${max} of one item at a time.`,
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
  outOfStock: (line: string) => `Sorry, ${line} is out of stock.`,
  quantityCapped: (quantity: number, line: string) =>
    `Only ${quantity} of ${line} can be ordered at a time, so your cart now has ${quantity}.`,
  chooseOptionToRemove: 'Please choose which option of this product to remove.',
  notInCart: 'That item is not in your cart.',
  tooManyLines: (max: number) =>
    `Your cart can hold up to ${max} different items. Please check out or remove an item first.`,
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
  required: 'Please fill in all required address fields.',
  noneSavedTitle: 'No Saved Addresses',
  saving: 'Saving...',
  nameTooLong: 'Please keep the name under 100 characters.',
  streetTooLong: 'Please keep the street address under 200 characters.',
  cityTooLong: 'Please keep the city under 80 characters.',
  stateTooLong: 'Please keep the state under 80 characters.',
  countryTooLong: 'Please keep the country under 60 characters.',
  /** An Indian PIN code (addresses, the delivery check, the shop's settings). */
  postalCodeInvalid: 'Please enter a 6-digit PIN code (it cannot start with 0).',
  phoneInvalid: 'Please enter a 10-digit mobile number, e.g. +91 98765 43210.',
  stateInvalid: 'Please choose a state or union territory from the list.',
  countryNotIndia: 'We deliver only within India.',
  /** Under the PIN code once the directory knows it: where it is. */
  pincodeFound: (city: string, state: string) => `${city}, ${state}`,
  pincodeUnknown:
    'We could not find this PIN code in India Post’s directory. Please check it, or fill in the city and state yourself.',
  onlySetDefault: 'Only setting an address as the default is supported.',
  notFound: 'We could not find that address.',
  tooMany: (max: number) => `You can save up to ${max} addresses. Please delete one you no longer use.`,
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
  tooManyDirectItems: (max: number) => `A direct order can hold at most ${max} items.`,
  productGone: 'One of the products in your order is no longer available. Please review your cart.',
  outOfStock: (line: string) => `Sorry, ${line} is out of stock. Please remove it and try again.`,
  notEnoughStock: (left: number, line: string) =>
    `Sorry, only ${left} of ${line} left in stock. Please reduce the quantity.`,
  idempotencyKeyReused: 'This checkout was already used for a different order. Please refresh and try again.',
  /** The per-pack limit, checked again on the merged lines of an order. */
  lineQuantityTooLarge: (line: string, max: number) =>
    `You can order up to ${max} of ${line} at a time. Please reduce the quantity.`,
  tooManyLines: (max: number) =>
    `An order can hold up to ${max} different items. Please remove some and place them in a second order.`,
} as const;

/**
 * What an order costs and where the farm delivers: the quote, the pincode check and the price
 * breakdown's notes (functions/src/pricing). Amounts arrive already formatted (₹1,234.00).
 */
export const PRICING_MESSAGES = {
  firstOrderDiscount: (percent: number) => `${percent}% off your first order`,
  freeInKarad: (over: string) => `Free delivery in Karad on orders over ${over}`,
  addForFreeDelivery: (more: string) => `Add ${more} more for free delivery`,
  deliveryOutsideKarad: (fee: string) => `Delivery outside Karad: ${fee}`,
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
 * The order lifecycle: cancelling, the limit of Pending orders, and moves the server refuses
 * (ORDER_MOVES in contract/orders.ts). Shown to shoppers and, for moves, to the owner.
 */
export const ORDER_LIFECYCLE_MESSAGES = {
  /** A move ORDER_MOVES does not allow (from a final status, or skipping one). */
  moveNotAllowed: (from: string, to: string) => `This order is ${from} and cannot be changed to ${to}.`,
  /** A shopper may cancel only while the farm has not shipped it. */
  cancelOnlyPending: (status: string) =>
    `This order is ${status} and can no longer be cancelled. Please contact the farm.`,
  tooManyPending: (max: number) =>
    `You already have ${max} orders waiting to be confirmed. Please wait until one is shipped, or cancel one, before placing another.`,
  /**
   * What the owner sends the shopper on WhatsApp when an order moves (one tap from the back
   * office): the order's KO number, its new status and the owner's note (a tracking number, say).
   */
  shopperUpdate: (name: string, number: string, status: string, note: string | undefined) =>
    [
      `Namaste ${name}! Your Karad Organic order ${number} ${
        status === 'Shipped'
          ? 'is on its way.'
          : status === 'Delivered'
            ? 'has been delivered. We hope you enjoy it!'
            : status === 'Cancelled'
              ? 'has been cancelled.'
              : `is now ${status}.`
      }`,
      ...(note ? [note] : []),
      'Thank you for buying from our farm.',
    ].join('\n'),
  /**
   * The same news by e-mail, to a shopper whose sign-in verified an address (Trigger Email, as the
   * owner's new-order mail): the subject; the body is shopperUpdate and `mailFooter`.
   */
  shopperMailSubject: (number: string, status: string) =>
    status === 'Shipped'
      ? `Your Karad Organic order ${number} is on its way`
      : status === 'Delivered'
        ? `Your Karad Organic order ${number} has been delivered`
        : status === 'Cancelled'
          ? `Your Karad Organic order ${number} has been cancelled`
          : `Your Karad Organic order ${number} is now ${status}`,
  shopperPaidSubject: (number: string) => `Payment received for your Karad Organic order ${number}`,
  shopperPaid: (name: string, number: string, total: string) =>
    `Namaste ${name}! We have received your payment of ${total} for order ${number}. We will write again when it is on its way.\nThank you for buying from our farm.`,
  mailFooter: 'You can see your order at any time under My Orders on our website.',
  /** The history note of an order the hourly job cancelled. */
  staleNote: (hours: number) => `Not confirmed within ${hours} hours.`,
  /** The history note of a claimed UPI payment the owner did not confirm in time (the hourly job). */
  claimExpiredNote: (hours: number) =>
    `Your UPI transaction reference could not be confirmed within ${hours} hours, so the order was cancelled and its items went back on sale. If money left your account, please contact the farm.`,
} as const;

/**
 * Paying for an order: UPI straight to the farm with the exact amount, or cash on delivery
 * (functions/src/orders, the checkouts' Payment choice, the order page's pay panel, the back office).
 */
export const PAYMENT_MESSAGES = {
  methodInvalid: 'Please choose UPI or Cash on delivery.',
  heading: 'Payment',
  upi: 'UPI',
  upiHint: 'Pay the farm from any UPI app (Google Pay, PhonePe, Paytm, BHIM …). No fees.',
  cod: 'Cash on delivery',
  codHint: 'Pay in cash when your order arrives.',
  /** Why the quote does not offer cash on delivery (or where it does). */
  codOff: 'Cash on delivery is not available at the moment.',
  codKaradOnly: 'Cash on delivery is available for Karad PIN codes only.',
  codOverMax: (max: string) => `Cash on delivery is available for orders up to ${max}.`,
  codNotAllowed: 'Cash on delivery is not available for this order. Please choose UPI.',
  /** Why the quote does not offer UPI: the farm's UPI id is not set (or not payable) yet. */
  upiOff: 'Paying by UPI is not available at the moment.',
  /** POST /orders with UPI while it cannot be paid (409). */
  upiNotAllowed:
    'Paying by UPI is not available at the moment. Please choose cash on delivery if it is offered, or contact the farm.',
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
  referenceUsed: 'This transaction reference was already given for another order. Please check it.',
  claimCancelled: 'This order is cancelled, so it cannot be paid.',
  claimCod: 'This order is paid in cash on delivery.',
  claimNotDue: (status: string) => `The payment of this order is already ${status}.`,
  /** PATCH /admin/orders/{id}/payment and its button. */
  markStatusInvalid: 'Please choose paid or refunded.',
  markNotAllowed: (from: string, to: string) => `A payment that is ${from} cannot be marked ${to}.`,
  markNoteInvalid: 'Please keep the note to 200 characters.',
  /** A reference with `refunded`, or with a claim that has its own. */
  markReferenceOnlyDue: 'A reference can only be added when marking an unclaimed UPI payment paid.',
  refundOnlyCancelled: 'Only a cancelled order’s payment can be marked refunded.',
  noPayment: 'This order was placed before payments were recorded.',
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
  mailMethod: (method: string) => `Payment: ${method}`,
  /** The owner's e-mail when a shopper claims a UPI payment (the UTR to look for, and the amount). */
  claimMailSubject: (number: string, total: string, reference: string) =>
    `UPI payment to check: order ${number}, ${total}, UTR ${reference}`,
  claimMailIntro: (name: string, number: string) => `${name} says they paid order ${number} by UPI.`,
  claimMailReference: (reference: string) => `UTR (transaction reference): ${reference}`,
  claimMailAmount: (total: string) => `Amount to find in your bank or UPI app: ${total}`,
  claimMailAction:
    'When you find it, mark the order paid in the back office (Orders). If you cannot find it, call the shopper before the order is cancelled.',
  /** The note in the UPI app, with the order's readable number. */
  upiNote: (number: string) => `Karad Organic order ${number}`,
} as const;

/** The owner's back office (`/api/admin/**`) and the e-mail the owner gets for each new order. */
export const ADMIN_MESSAGES = {
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  statusInvalid: 'Please choose Pending, Shipped, Delivered or Cancelled.',
  productNotFound: 'We could not find that product.',
  unknownUnit: (product: string, unit: string) => `${product} has no pack “${unit}”.`,
  duplicateUnit: (unit: string) => `The pack “${unit}” is listed twice.`,
  priceInvalid: 'Please enter a price above 0 with at most two decimals, or leave it empty.',
  stockInvalid: 'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
  nothingToChange: 'There is nothing to change.',
  unitRequired: 'Each pack needs its unit, as the product lists it.',
  variantsInvalid: 'Please list the packs to change (at most 20).',
  /** PATCH /admin/products/{id} with addVariants / removeVariants. */
  addPacksInvalid: 'Please give the packs to add, each with its unit, price and stock (at most 20).',
  removePacksInvalid: 'Please name the packs to remove by their unit (at most 20).',
  packExists: (product: string, unit: string) => `${product} already has a pack “${unit}”.`,
  lastPack: (product: string) =>
    `${product} needs at least one pack. To stop selling it, hide it from the shop instead.`,
  tooManyPacks: (max: number) => `A product can have at most ${max} packs.`,
  flagInvalid: 'Please answer yes or no.',
  /** POST /admin/products. */
  productNameInvalid: 'Please enter the product’s name (at most 80 characters).',
  productDescriptionInvalid: 'Please describe the product (at most 4,000 characters).',
  categoryInvalid: 'Please enter a category, such as Sweetener (at most 40 characters).',
  imageInvalid:
    'Please choose a photo, or give the picture as a site path (/images/…) or a web address (https://…).',
  benefitInvalid: 'Please list at most 8 points, each up to 120 characters.',
  packsInvalid: 'Please give at least one pack, with its unit, price and stock (at most 20).',
  catalogueFull: 'The catalogue cannot take more products.',
  cursorInvalid: 'That page is no longer available. Please start from the first page.',
  /** The new-order e-mail (Trigger Email extension, collection `mail`). */
  newOrderSubject: (name: string, total: string) => `New order ${name} — ${total}`,
  newOrderIntro: (name: string, when: string) => `Order ${name} was placed on ${when}.`,
  newOrderTotal: (total: string) => `Total: ${total}`,
  /** A discount line only when the order had one (a returning customer's order names no offer). */
  newOrderBreakdown: (subtotal: string, discount: string | null, shipping: string) =>
    discount
      ? `Subtotal ${subtotal}, first-order discount −${discount}, delivery ${shipping}`
      : `Subtotal ${subtotal}, delivery ${shipping}`,
  newOrderDeliverTo: 'Deliver to:',
  newOrderPhone: (phone: string) => `Phone: ${phone}`,
  newOrderChannel: (channel: string) => `Placed via: ${channel}`,
} as const;

/** Reviews under a product (product.md §4, §5 Review, §8 Reviews). */
export const REVIEW_MESSAGES = {
  incomplete: 'Please provide both a rating and a comment.',
  ratingOutOfRange: 'Please choose a rating from 1 to 5 stars.',
  commentTooLong: 'Please keep your review under 2000 characters.',
  loginRequired: 'You must be logged in to leave a review.',
  submitFailed: 'Failed to submit review. Please try again.',
  loadFailed: 'Could not load reviews. Please try again later.',
  thanks: 'Thank you! Your review has been submitted.',
  alreadyReviewed: 'You have already reviewed this product. Thank you!',
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
  tooLong: 'Please keep your testimonial under 1000 characters.',
  loginRequired: 'You need to be logged in to submit a testimonial. Redirecting to login.',
  submitFailed: 'Failed to submit testimonial. Please try again.',
  loadFailed: 'Could not load testimonials. Please try again later.',
  loadMineFailed: 'Could not load your testimonials.',
  thanks: 'Thank you for your feedback!',
  noMessage: 'No message available.',
  limitReached: (max: number) =>
    `You have already shared ${max} testimonials. Thank you for your kind words!`,
} as const;

/** The bilingual blog and its administrators' writes (product.md §2 Blog, §8 Blog). */
export const BLOG_MESSAGES = {
  heading: 'From Our Farm to You',
  listFailed: 'Failed to fetch posts. Please try again later.',
  noPosts: 'No stories have been published yet. Please check back soon!',
  postNotFound: 'Oops! We could not find that blog post.',
  readMoreMarathi: 'अधिक वाचा',
  slugFormat: 'Slugs use lower-case letters, digits and single hyphens.',
  slugTaken: (slug: string) => `The slug “${slug}” is already used by another post.`,
  titleTooLong: (max: number) => `Please keep the title under ${max} characters.`,
  contentTooLong: 'The post is too long.',
  authorRequired: 'Please give the author’s name.',
  authorTooLong: 'Please keep the author’s name short.',
  featuredImageInvalid: 'The featured image must be a /path on this site or an https:// address.',
  /** A post whose HTML held nothing but what the sanitiser removes (scripts, frames, forms…). */
  contentUnsafeOnly:
    'The post’s content has nothing left once unsafe HTML (scripts, frames, forms) is removed.',
  tooManyTags: (max: number) => `Please use at most ${max} tags.`,
  languageIncomplete: 'Each language needs a title, content and slug, or none of them.',
  noLanguage: 'A post needs a title, content and slug in at least one language.',
  sameSlugs: 'The English and Marathi slugs must differ.',
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

/**
 * The shop's settings (`settings/shop`): what the server applies to every order. The owner edits
 * them in the back office; the API checks each value with these words.
 */
export const SETTINGS_MESSAGES = {
  pincodesRequired: 'Please list at least one Karad PIN code.',
  /** Every entry of the list that is not a 6-digit PIN code, named. */
  pincodesInvalid: (wrong: readonly string[]) =>
    wrong.length === 1
      ? `“${wrong[0]}” is not a PIN code (6 digits, not starting with 0). Please correct or remove it.`
      : `These are not PIN codes (6 digits, not starting with 0): ${wrong.map((text) => `“${text}”`).join(', ')}. Please correct or remove them.`,
  tooManyPincodes: (max: number) => `Please list at most ${max} PIN codes.`,
  amountInvalid: 'Please enter an amount in rupees, with at most two decimals.',
  percentInvalid: 'Please enter a percentage from 0 to 90.',
  etaDaysInvalid: 'Please enter a whole number of days from 0 to 60.',
  etaDaysOrder: 'The longest time cannot be shorter than the shortest.',
  hoursInvalid: 'Please enter a whole number of hours from 1 to 720.',
  emailInvalid: 'Please enter a valid e-mail address, like orders@yourfarm.in.',
  upiIdInvalid: 'Please enter a UPI id such as karadorganic@oksbi.',
  payeeNameInvalid: 'Please enter the payee name (2 to 50 characters).',
  /** A sample or placeholder (contract/settings.ts `isSampleUpiId`): never the farm's. */
  upiIdSample: 'This is a sample UPI id, not the farm’s. Please enter the farm’s own UPI id.',
  payeeNameSample: 'This is a sample name. Please enter the name your UPI app shows for the farm.',
  upiIdRequired: 'Please enter the UPI id too, or leave both UPI boxes empty.',
  claimHoursInvalid: (min: number, max: number) =>
    `Please enter a whole number of hours from ${min} to ${max}.`,
  /** PUT /admin/settings with an If-Match that is no longer current (412). */
  changedMeanwhile:
    'These settings were changed on another screen since you opened them. Nothing was saved: check the latest settings and save again.',
  /** PUT /admin/settings without If-Match (428). */
  versionRequired: 'Please reload the settings and save again: a save must say which version it changes.',
  /**
   * Logged, never shown: parts of the stored document fail validation and are replaced by safe
   * values (no UPI, no cash on delivery, no discount, no e-mail; functions/src/settings).
   */
  storedInvalid:
    'The settings/shop document is not valid in part; the shop uses safe values for the broken parts until the owner saves the settings again.',
} as const;

/** The owner's back office under /admin: orders, catalogue, blog and settings screens. */
export const BACK_OFFICE_MESSAGES = {
  title: 'Back office',
  navLabel: 'Back office',
  ordersTitle: 'Orders',
  catalogueTitle: 'Catalogue',
  findProduct: 'Find a product',
  blogTitle: 'Blog',
  loadingOrders: 'Loading orders…',
  loadingMore: 'Loading more orders…',
  loadMore: 'Load more',
  ordersFailed: 'Failed to load orders. Please try again.',
  noOrders: 'No orders match.',
  /** A search reads a bounded number of orders a request (ADMIN_SEARCH_SCAN): more may be older. */
  noneInScan: 'None among the most recent orders. Load more to look further back.',
  allStatuses: 'All',
  searchLabel: 'Search orders',
  searchPlaceholder: 'KO number, name, phone, city, PIN or UTR',
  summaryFailed: 'Could not load today’s figures.',
  todayOrders: (count: number) => `${count} new order${count === 1 ? '' : 's'} today`,
  pendingCount: (count: number) => `${count} pending`,
  lowStockCount: (count: number) => `${count} pack${count === 1 ? '' : 's'} low on stock`,
  moveTo: (status: string) => `Mark ${status}`,
  cancelOrder: 'Cancel order',
  moving: 'Saving…',
  moveFailed: 'Could not change the order’s status. Please try again.',
  moved: (name: string, status: string) => `Order ${name} is now ${status}.`,
  noteLabel: 'Note (optional, the shopper sees it too)',
  noteHint:
    'Shipping? Paste the courier’s tracking link or the India Post number (EE…IN): the shopper can tap it on their order page.',
  confirmCancelTitle: 'Cancel this order?',
  confirmCancelText:
    'The shopper sees it as Cancelled and its items go back into stock. This cannot be undone.',
  confirmCancel: 'Yes, cancel the order',
  keepOrder: 'Keep the order',
  /** Every other move is confirmed too: a status the shopper reads cannot be taken back. */
  confirmMoveTitle: (status: string) => `Mark this order ${status}?`,
  confirmMoveText: (status: string) =>
    `The shopper sees it as ${status} on their order page. This cannot be undone.`,
  confirmMove: (status: string) => `Yes, mark it ${status}`,
  notNow: 'Not now',
  /** After a move: the prefilled WhatsApp message to the shopper (the server's shopperUpdate). */
  sendUpdate: 'Send the update on WhatsApp',
  subtotal: 'Subtotal',
  discount: 'First-order discount',
  delivery: 'Delivery',
  freeDelivery: 'Free',
  whatsappShopper: 'WhatsApp the shopper',
  history: 'History',
  actors: { shopper: 'by the shopper', owner: 'by the shop', system: 'automatically' },
  finalStatus: 'This order is final: no more moves.',
  loadingProducts: 'Loading the catalogue…',
  /** The catalogue's "Add a product" form (POST /admin/products). */
  addProduct: 'Add a product',
  addProductIntro:
    'For a new product of the season. It goes on sale as soon as it is added (tick “Add it hidden” to check it first).',
  productName: 'Name',
  productCategory: 'Category',
  productDescription: 'Description',
  productImage: 'Picture (optional)',
  packs: 'Packs',
  packUnit: 'Pack (e.g. 250 g)',
  addPack: 'Add a pack',
  removePack: (n: number) => `Remove pack ${n}`,
  /** A product's card: packs added and removed (PATCH /admin/products/{id}). */
  addPackTo: (name: string) => `Add a pack to ${name}`,
  addThePack: 'Add the pack',
  packAdded: (name: string, unit: string) => `${name}: the ${unit} pack is added.`,
  removeThePack: 'Remove',
  /** Read after "Remove" by screen readers, which may list the buttons out of their row. */
  removeWhichPack: (unit: string) => `the ${unit} pack`,
  confirmRemovePackTitle: (unit: string) => `Remove the ${unit} pack?`,
  confirmRemovePackText: (name: string, unit: string) =>
    `Shoppers can no longer buy ${name} in ${unit}: a cart that holds it asks them to remove it. Orders already placed keep it. You can add the pack again later.`,
  confirmRemovePack: 'Yes, remove it',
  keepPack: 'Keep the pack',
  removing: 'Removing…',
  packRemoved: (name: string, unit: string) => `${name}: the ${unit} pack is removed.`,
  addHidden: 'Add it hidden',
  adding: 'Adding…',
  added: (name: string) => `${name} added to the shop.`,
  addProductFailed: 'Could not add the product. Please try again.',
  /** A product's own "Edit name, description and picture" (PATCH /admin/products/{id}). */
  editWords: 'Edit name, description and picture',
  editWordsOf: (name: string) => `Edit ${name}`,
  saveWords: 'Save changes',
  productsFailed: 'Failed to load the catalogue. Please try again.',
  price: 'Price (₹)',
  stock: 'Stock',
  stockHint: 'A whole number, or - for not tracked',
  save: 'Save',
  saving: 'Saving…',
  saved: (name: string) => `${name} saved.`,
  saveFailed: 'Could not save. Please try again.',
  lowStock: 'Low stock',
  outOfStock: 'Out of stock',
  hidden: 'Hidden from the shop',
  hide: 'Hide from the shop',
  unhide: 'Show in the shop',
  flags: 'Flags',
  popular: 'Popular',
  new: 'New',
  seasonal: 'Seasonal',
  loadingPosts: 'Loading posts…',
  postsFailed: 'Failed to load posts. Please try again.',
  newPost: 'New post',
  editPost: 'Edit post',
  noPostsYet: 'No posts yet. Write the first one.',
  english: 'English',
  marathi: 'मराठी (Marathi)',
  postTitle: 'Title',
  postSlug: 'Slug (web address)',
  slugHint: 'Lower-case Latin letters, digits and hyphens, e.g. jaggery-season',
  suggestSlug: 'Use the English title',
  postContent: 'Content',
  /** The post's rich-text editor (features/admin-blog): its toolbar, link and picture fields. */
  loadingEditor: 'Loading the editor…',
  formatting: (language: string) => `Formatting: ${language}`,
  paragraph: 'Plain text',
  /** The buttons show H2 and H3: their names start with what they show (WCAG 2.5.3, label in name). */
  heading: 'H2 heading',
  subheading: 'H3 subheading',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address (https://…, /shop, mailto:…)',
  addLink: 'Add link',
  removeLink: 'Remove link',
  linkInvalid:
    'Please give a web address (https://…), a page of this shop (/…), or a mailto: or tel: address.',
  insertPicture: 'Insert picture',
  pictureAddress: 'Picture address (/images/… or https://…)',
  pictureAlt: 'What the picture shows (for readers who cannot see it)',
  insert: 'Insert',
  pictureInvalid: 'Please give the picture as a site path (/images/…) or a web address (https://…).',
  cancel: 'Cancel',
  /** Leaving the editor with changes not saved (closing the tab asks the browser's own question). */
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes to this post are not saved. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Keep editing',
  onlyIn: (language: string) => `${language} only`,
  author: 'Author',
  featuredImage: 'Featured image',
  tags: 'Tags (comma separated)',
  publish: 'Publish',
  saveChanges: 'Save changes',
  publishing: 'Saving post…',
  postSaved: 'The post is saved.',
  postSaveFailed: 'Could not save the post. Please try again.',
  deletePost: 'Delete',
  confirmDeleteTitle: 'Delete this post?',
  confirmDeleteText: (title: string) => `“${title}” disappears from the blog. This cannot be undone.`,
  confirmDelete: 'Yes, delete it',
  keepPost: 'Keep it',
  deleting: 'Deleting…',
  postDeleted: 'The post is deleted.',
  deleteFailed: 'Could not delete the post. Please try again.',
  backToPosts: '← All posts',
  edit: 'Edit',
  view: 'View',
  settingsTitle: 'Settings',
  /**
   * The banner on every back-office screen while shoppers cannot pay by UPI, or parts of the
   * stored settings could not be read (GET /api/admin/settings/status).
   */
  setupBanner: {
    upiTitle: 'Shoppers cannot pay by UPI',
    upi: {
      notSet:
        'The farm’s UPI id is not set yet. Until it is, checkout offers only cash on delivery (where it is allowed) and no order shows a UPI link, id or QR code.',
      sample:
        'The saved UPI id or payee name is a sample, not the farm’s. Until you enter the farm’s own, checkout offers only cash on delivery (where it is allowed) and no order shows a UPI link, id or QR code.',
      invalid:
        'The saved UPI details are not valid. Until you enter them again, checkout offers only cash on delivery (where it is allowed) and no order shows a UPI link, id or QR code.',
    },
    brokenTitle: 'Some saved settings could not be read',
    broken: (parts: string) =>
      `These parts of the saved settings are not valid: ${parts}. The shop uses safe values for them until you save the settings again.`,
    /** Each group of settings/shop, with the safe value the shop uses while it is broken. */
    groups: {
      delivery: 'Delivery (the starting PIN code list and fees apply)',
      etaDays: 'Delivery times (the standard times apply)',
      firstOrderDiscountPercent: 'First-order offer (no discount is given)',
      cod: 'Cash on delivery (it is off)',
      upi: 'UPI (it is off)',
      staleOrderHours: 'Cancel unconfirmed orders (the shop’s standard time applies)',
      claimExpiryHours: 'Cancel unconfirmed UPI payments (the shop’s standard time applies)',
      notificationEmail: 'E-mail for new orders (no e-mail is sent)',
    },
    fixUpi: 'Set the UPI id in Settings → Payments',
    fixBroken: 'Check them in Settings',
  },
  /** The Settings screen (/admin/settings): `settings/shop`; its field checks are SETTINGS_MESSAGES. */
  settings: {
    loading: 'Loading the settings…',
    loadFailed: 'Failed to load the settings. Please try again.',
    appliesSoon:
      'A save applies at once to new quotes and orders. Pages shoppers already have open may show the old delivery fees for a few minutes. Orders already placed keep their prices.',
    delivery: 'Delivery',
    karadPincodes: 'Karad PIN codes (delivered by hand, at the Karad rates)',
    pincodesHint: 'Type a 6-digit PIN code and press Add. Several at once: separate them with commas.',
    addPincode: 'New PIN code',
    add: 'Add',
    removePincode: (pincode: string) => `Remove ${pincode}`,
    pincodeCount: (count: number) => `${count} PIN code${count === 1 ? '' : 's'}`,
    confirmWarning:
      'Please confirm this list: it is the starting list the shop came with. Check that these are exactly the PIN codes you deliver to by hand, correct it, then tick the box and save.',
    confirmPincodes: 'I have checked this list',
    freeShippingOver: 'Free delivery in Karad from (₹)',
    freeShippingOverHint: (over: string) =>
      `Karad orders of ${over} or more (after the first-order discount) are delivered free.`,
    karadFee: 'Karad delivery fee (₹)',
    karadFeeHint: (fee: string) => `Karad orders below the free-delivery amount pay ${fee}.`,
    shipsOutsideKarad: 'Deliver outside Karad, anywhere in India',
    shipsOutsideKaradHint:
      'When this is off, shoppers elsewhere are told “Sorry, we do not deliver to … yet.”',
    indiaFee: 'Delivery fee elsewhere in India (₹)',
    indiaFeeHint: (fee: string) =>
      `Every order outside Karad pays ${fee} (used only when the box above is ticked).`,
    etaKarad: 'Delivery time in Karad',
    etaIndia: 'Delivery time elsewhere in India',
    etaMin: 'At least (days)',
    etaMax: 'At most (days)',
    etaHint:
      'Days from the order to the door. Shoppers see it at the PIN check, at checkout and on their order.',
    offer: 'First-order offer',
    discountPercent: 'First-order discount (%)',
    discountHint: (percent: string) =>
      `${percent}% off the products of a shopper’s first order (0 turns the offer off).`,
    orders: 'Orders',
    staleOrderHours: 'Cancel unconfirmed orders after (hours)',
    staleOrderHint: (hours: string) =>
      `Pending orders older than ${hours} hours are cancelled by the hourly check and their stock goes back on sale.`,
    claimExpiryHours: 'Cancel unconfirmed UPI payments after (hours)',
    claimExpiryHint: (hours: string) =>
      `A UPI payment a shopper says she made (she gave its UTR) that you have not marked paid within ${hours} hours is cancelled like an unpaid order: its stock goes back on sale, and she is asked to contact you if money left her account.`,
    notificationEmail: 'E-mail for new orders',
    notificationEmailHint: 'Each new order is mailed here. Leave empty for no e-mail.',
    payments: 'Cash on delivery and UPI',
    codEnabled: 'Offer cash on delivery',
    codEnabledHint: 'Shoppers may pay the delivery person in cash.',
    codKaradOnly: 'Cash on delivery in Karad only',
    codKaradOnlyHint: 'Orders going outside Karad must be paid in advance.',
    codMaxTotal: 'Cash on delivery up to (₹)',
    codMaxTotalHint: (max: string) => `Orders above ${max} must be paid in advance.`,
    upiId: 'UPI id',
    upiIdHint:
      'The id shoppers pay to, as in your UPI app (e.g. karadorganic@oksbi). While both UPI boxes are empty, shoppers cannot pay by UPI.',
    upiPayeeName: 'UPI payee name',
    upiPayeeNameHint: 'The name shoppers see in their UPI app when they pay.',
    fixMarked: 'Please correct the marked fields.',
    save: 'Save settings',
    saving: 'Saving settings…',
    saved: 'Settings saved. New quotes and orders use them from now on.',
    /** After a 412: another screen saved first; the form now shows what is stored. */
    reloadedTitle: 'These settings were changed on another screen',
    reloaded: (fields: readonly string[]) =>
      fields.length === 0
        ? 'Nothing was saved. The form now shows the latest settings: make your change again and save.'
        : `Nothing was saved. Changed there: ${fields.join('; ')}. The form now shows the latest settings: make your change again and save.`,
    saveFailed: 'Could not save the settings. Please try again.',
  },
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

/** The owner hides or shows a review or testimonial (issue 14 §4): the API and the back office. */
export const REVIEW_MODERATION_MESSAGES = {
  reviewNotFound: 'We could not find that review.',
  testimonialNotFound: 'We could not find that testimonial.',
  hiddenInvalid: 'Please say whether it is hidden: true or false.',
  limitInvalid: (max: number) => `Please ask for between 1 and ${max} at a time.`,
  cursorInvalid: 'That page is no longer available. Please start from the first page.',
  /** The back office's Reviews section. */
  title: 'Reviews',
  intro:
    'Every review and testimonial, newest first. A hidden one disappears from the shop (product pages, ratings and the home page) until you show it again.',
  loadFailed: 'We couldn’t load the reviews. Check your connection and try again.',
  changeFailed: 'We couldn’t change that just now. Please try again.',
  none: 'No reviews or testimonials yet.',
  review: 'Review',
  testimonial: 'Testimonial',
  reviewOf: (product: string) => `Review of ${product}`,
  unknownProduct: (id: number) => `product ${id}`,
  hide: 'Hide',
  show: 'Show',
  hideLabel: (kind: string, name: string) => `Hide the ${kind.toLowerCase()} by ${name}`,
  showLabel: (kind: string, name: string) => `Show the ${kind.toLowerCase()} by ${name}`,
  hiddenBadge: 'Hidden',
  shownBadge: 'Shown',
  hidden: (kind: string) => `${kind} hidden from the shop.`,
  shown: (kind: string) => `${kind} shown in the shop again.`,
  more: 'Show older',
  filterLabel: 'Show',
  filterAll: 'All',
  filterHidden: 'Hidden only',
  loading: 'Loading reviews…',
  someone: 'a shopper',
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
 * The `site` function's own plain-text answers (docs/decisions/013): what a shopper reads when a
 * page cannot be rendered at all. Never a stack trace or an internal name.
 */
export const PAGE_SERVER_MESSAGES = {
  startingUp: 'The shop is starting up. Please try again in a moment.',
  methodNotAllowed: 'Method not allowed. Pages can only be read.',
  badRequest: 'This address is not one the shop can read. Please check the link.',
  notFound: 'Not found.',
  failed: 'Something went wrong on our side. Please try again in a moment.',
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

/**
 * The owner's photos (contract/photos.ts): taken or chosen on her phone, made web-sized there and
 * kept by the shop. The API's refusals, then the picker's own words.
 */
export const PHOTO_MESSAGES = {
  photoMissing: 'Please choose a photo.',
  photoType: 'Photos are sent as WebP or JPEG.',
  photoTooLarge: 'This photo is too large. Please choose it again, so the shop can make it smaller first.',
  photoNotReadable: 'This file is not a photo the shop can read. Please choose a JPEG, PNG or WebP picture.',
  photoWrongSize: (largest: number, smallest: number) =>
    `A photo must be between ${smallest} and ${largest} pixels on its longest side. Please choose it again.`,
  photoNotFound: 'No such photo.',
  photoUploadFailed: 'The photo could not be sent. Please check your connection and try again.',
  choosePhoto: 'Choose a photo',
  changePhoto: 'Change photo',
  preparingPhoto: 'Making the photo web-sized…',
  uploadingPhoto: 'Uploading the photo…',
  photoAdded: 'Photo added.',
  photoHint: 'From your phone’s camera or gallery. The shop makes it web-sized before it is sent.',
  orTypeAddress: 'Or give its address (/images/… or https://…)',
} as const;
