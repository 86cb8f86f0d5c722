/**
 * The words of the shopper's own pages (issue 27): the cart, both checkouts, her orders, her
 * addresses, the sign-in screen and the shared pieces of UI they are built from. messages.ts keeps
 * what the API says too (errors, notices); this is what only the screens say: headings, labels,
 * buttons, hints. The Marathi build reads account-messages.mr.ts in its place (web/vite.config.ts).
 *
 * No imports, on purpose, like messages.ts. Messages with a value in them are functions; amounts,
 * dates and phone numbers arrive formatted by the caller.
 */

/** An order's lines and figures, worded the same in the cart, both checkouts and the order page. */
export const SUMMARY_MESSAGES = {
  heading: 'Order Summary',
  option: (unit: string) => `Option: ${unit}`,
  subtotal: 'Subtotal',
  firstOrderDiscount: 'First-order discount',
  delivery: 'Delivery',
  free: 'Free',
  /** The delivery charge of an address the farm does not deliver to. */
  notAvailable: 'Not available',
  total: 'Total',
  /** After the quote's failure, in the summary box. */
  tryAgain: 'Try again',
  /** An address's phone, formatted by the caller (+91 98765 43210). */
  phone: (phone: string) => `Phone: ${phone}`,
  /** An address's optional landmark ("Near Krishna Hospital"). */
  landmark: (landmark: string) => `Landmark: ${landmark}`,
} as const;

/** The cart page (product.md §2 Cart); its questions and failures are CART_MESSAGES. */
export const CART_PAGE_MESSAGES = {
  title: 'Your Cart',
  loading: 'Loading your cart…',
  emptyTitle: 'Your cart is empty',
  emptyDetail: 'Fresh jaggery, raw honey and bilona ghee are waiting for you.',
  unavailable: 'No longer available: please remove it.',
  quantityOf: (name: string, unit: string) => `Quantity of ${name} (${unit})`,
  lineTotal: (amount: string) => `Line total ${amount}`,
  proceed: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  /** The phone's bar at the foot of the screen. */
  checkout: 'Checkout',
} as const;

/** Both checkouts: the cart's and Buy Now's (product.md §2 Checkout, Direct checkout). */
export const CHECKOUT_PAGE_MESSAGES = {
  title: 'Checkout',
  loading: 'Loading checkout…',
  /** Checkout with an empty cart, before it goes back to the cart. */
  returningToCart: 'Taking you back to your cart…',
  backToCart: 'Back to Cart',
  placeOrder: 'Place Order',
  /** Place Order once the quote has the amount to pay (formatted: ₹494.00). */
  placeOrderFor: (amount: string) => `Place Order · ${amount}`,
  orderViaWhatsApp: 'Order via WhatsApp',
  buyNowTitle: 'Buy Now',
  nothingTitle: 'Nothing to check out',
  goToShop: 'Go to Shop',
  yourProduct: 'Your product',
  /** Buy Now's one line: `price` formatted (₹240.00). */
  itemLine: (quantity: number, unit: string, price: string) => `${quantity} × ${unit} at ${price} each`,
  loadingAddresses: 'Loading your addresses…',
  backToProduct: 'Back to Product',
} as const;

/**
 * The message an order via WhatsApp opens in the chat (product.md §7), from the shopper to the
 * farm. Amounts arrive formatted; `order` is ORDER_MESSAGES.orderNumber(…).
 */
export const WHATSAPP_ORDER_MESSAGES = {
  intro: (order: string) => `Namaste! I would like to place this order (${order}):`,
  subtotal: (amount: string) => `Subtotal: ${amount}`,
  discount: (amount: string) => `First-order discount: −${amount}`,
  /** `fee`: an amount, or SUMMARY_MESSAGES.free. */
  delivery: (fee: string) => `Delivery: ${fee}`,
  total: (amount: string) => `Total: ${amount}`,
  deliverTo: 'Deliver to:',
  confirm: 'Please confirm my order and let me know the delivery time. Thank you!',
} as const;

/** Order history and one order (product.md §2 Orders, Order detail); the API's words are ORDER_MESSAGES. */
export const ORDERS_PAGE_MESSAGES = {
  title: 'My Orders',
  loading: 'Loading your orders…',
  noneYet: 'When you order from the farm, your orders appear here.',
  /** The status badge: the API's status named (text, never colour alone). */
  statuses: { Pending: 'Pending', Shipped: 'Shipped', Delivered: 'Delivered', Cancelled: 'Cancelled' },
  /** Read out after Pay now: `name` is orderName(…) (KO-1042). */
  payFor: (name: string) => `for order ${name}`,
  viewDetails: 'View Details',
  /** Read out after View Details. */
  detailsOf: (name: string) => `of order ${name}`,
  detailTitle: 'Order details',
  loadingDetail: 'Loading order details…',
  backToOrders: 'Back to Orders',
  /** `date` formatted by the caller. */
  placedOn: (date: string) => `Placed on ${date}`,
  itemsOrdered: 'Items Ordered',
  summary: 'Summary',
  shippingTo: 'Shipping To',
  addingToCart: 'Adding to cart…',
  reorderItems: 'Reorder These Items',
  reorderItem: 'Reorder This Item',
} as const;

/** The address book and Add New Address (product.md §2 Checkout); its API's words are ADDRESS_MESSAGES. */
export const ADDRESS_BOOK_MESSAGES = {
  heading: 'Delivery Address',
  addNew: '+ Add New Address',
  emptyDetail: 'Add the address where you would like your order delivered.',
  choose: 'Choose the delivery address',
  defaultBadge: 'Default',
  setDefault: 'Set as Default',
  /** Read out after Delete. */
  addressOf: (name: string) => `address of ${name}`,
  formTitle: 'Add New Address',
  close: 'Close',
  labels: {
    name: 'Full Name',
    street: 'Street Address',
    postalCode: 'Postal Code',
    city: 'City',
    state: 'State',
    country: 'Country',
    phoneNumber: 'Phone Number',
    landmark: 'Landmark (optional)',
  },
  placeholders: {
    name: 'e.g. Sunita Patil',
    street: 'House no., street, area',
    postalCode: 'e.g. 415110',
    city: 'e.g. Karad',
    phoneNumber: '+91...',
    landmark: 'e.g. Near Krishna Hospital',
  },
  chooseState: 'Choose a state or UT',
  setDefaultOnAdd: 'Set as Default Address',
  submit: 'Add Address',
} as const;

/** The sign-in screen's steps (product.md §2 Login); its errors are AUTH_MESSAGES. */
export const SIGN_IN_MESSAGES = {
  welcome: 'Welcome to Karad Organic',
  lead: 'Sign in or create your account to order, track deliveries and share reviews.',
  google: 'Continue with Google',
  preferred: 'Preferred',
  phone: 'Continue with Phone Number',
  phoneHeading: 'Sign in with your phone',
  phoneLead: 'We will send a 6-digit code by SMS to your Indian mobile number.',
  mobileNumber: 'Mobile number',
  sendOtp: 'Send OTP',
  /** The code step's heading and its button. */
  verifyOtp: 'Verify OTP',
  /** `phone`: the 10 digits she typed. */
  otpLead: (phone: string) => `Enter the 6-digit code we sent to +91 ${phone}.`,
  otpLabel: '6-digit code',
  /** A new code (issue 36): the countdown before it is offered, `time` as a clock shows it ('0:30'). */
  resendIn: (time: string) => `Resend OTP in ${time}`,
  resendOtp: 'Resend OTP',
  /** Said once a new code is on its way; `phone`: the 10 digits. */
  codeResent: (phone: string) => `A new code was sent to +91 ${phone}.`,
  /** After the last new code the screen offers one number. */
  resendLimit:
    'You can ask for a new code again later. Please check your messages or try again in a few minutes.',
  /** Back to the phone step, the number kept as typed. */
  changeNumber: 'Change number',
  back: '← Back to sign-in options',
  /** "By continuing you agree to our Terms and Privacy Policy.", the two names as links. */
  legal: {
    before: 'By continuing you agree to our ',
    terms: 'Terms',
    between: ' and ',
    privacy: 'Privacy Policy',
    after: '.',
  },
} as const;

/**
 * Places as an address shows them. The address keeps the state's English name (the API's list,
 * contract/india.ts) and "India"; each language's pages name them in their own words.
 */
export const PLACE_NAMES = {
  country: 'India',
  states: {
    'Andaman and Nicobar Islands': 'Andaman and Nicobar Islands',
    'Andhra Pradesh': 'Andhra Pradesh',
    'Arunachal Pradesh': 'Arunachal Pradesh',
    Assam: 'Assam',
    Bihar: 'Bihar',
    Chandigarh: 'Chandigarh',
    Chhattisgarh: 'Chhattisgarh',
    'Dadra and Nagar Haveli and Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
    Delhi: 'Delhi',
    Goa: 'Goa',
    Gujarat: 'Gujarat',
    Haryana: 'Haryana',
    'Himachal Pradesh': 'Himachal Pradesh',
    'Jammu and Kashmir': 'Jammu and Kashmir',
    Jharkhand: 'Jharkhand',
    Karnataka: 'Karnataka',
    Kerala: 'Kerala',
    Ladakh: 'Ladakh',
    Lakshadweep: 'Lakshadweep',
    'Madhya Pradesh': 'Madhya Pradesh',
    Maharashtra: 'Maharashtra',
    Manipur: 'Manipur',
    Meghalaya: 'Meghalaya',
    Mizoram: 'Mizoram',
    Nagaland: 'Nagaland',
    Odisha: 'Odisha',
    Puducherry: 'Puducherry',
    Punjab: 'Punjab',
    Rajasthan: 'Rajasthan',
    Sikkim: 'Sikkim',
    'Tamil Nadu': 'Tamil Nadu',
    Telangana: 'Telangana',
    Tripura: 'Tripura',
    'Uttar Pradesh': 'Uttar Pradesh',
    Uttarakhand: 'Uttarakhand',
    'West Bengal': 'West Bengal',
  },
} as const;
