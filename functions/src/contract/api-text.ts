/**
 * Everything the API says to a client, once, keyed by a stable code (docs/decisions/018): every
 * error, every field issue of a contract schema, every notice in an answer — and nothing the API
 * never sends. api-text.mr.ts says the same in Marathi, with the same codes and parameters.
 *
 * A code is `'<area>.<name>'` and never changes once clients know it; the words may. An entry is a
 * string, or a function of ONE object of named parameters (plain JSON: numbers and strings, and
 * lists of strings). Values are passed raw and worded here: an amount in rupees as a number (each
 * language formats it), a status by its key (`Pending`, `paid`: each language names it), a count
 * as a number (each language picks its plural). Product names, units, PIN codes, slugs and paths
 * are data and are shown as given.
 *
 * The API renders an entry in the request's language (functions/src/lib/api-words.ts) and sends
 * it with its code and parameters (contract/errors.ts); the storefront renders the code with its
 * own build's catalogue (web/src/platform/api-words.ts). Nothing ever parses the words.
 *
 * Imports only the rupee formatter: the storefront loads this catalogue when it first needs it.
 */
import { formatRupees as rupees } from './money.js';

/** A payment's status as a sentence names it (`claimed` is "awaiting check", as its badge says). */
const PAYMENT_STATUS: Readonly<Record<string, string>> = {
  due: 'due',
  claimed: 'awaiting check',
  paid: 'paid',
  refunded: 'refunded',
};

export const API_TEXT = {
  // ---- any call: the error middleware, sign-in, request checks (functions/src/lib) -------------
  'api.invalidRequest': 'The request is not valid.',
  'api.invalidJson': 'The request body is not valid JSON.',
  'api.unreadableRequest': 'The request could not be read.',
  'api.bodyTooLarge': 'The request body is too large.',
  'api.internal': 'Something went wrong on our side. Please try again.',
  'api.noEndpoint': ({ method, path }: { method: string; path: string }) =>
    `There is no API endpoint ${method} ${path}.`,
  'api.signInRequired': 'Please sign in to continue.',
  'api.sessionExpired': 'Your session has expired. Please sign in again.',
  /** An admin whose access was removed (`make-admin --revoke`), or whose account was disabled. */
  'api.sessionRevoked': 'Your session has ended. Please sign in again.',
  'api.forbidden': 'You do not have permission to do that.',
  'api.adminOnly': 'Only the shop’s administrators can do that.',
  'api.rateLimited': 'You are doing that too often. Please wait a minute and try again.',
  /** Firestore could not be reached in time (an outage): answered 503 with Retry-After. */
  'api.serviceUnavailable':
    'The shop is having trouble reaching its database right now. Please try again in a few seconds.',
  'api.idRequired': 'An id is required.',
  'api.idTooLong': 'That id is too long.',
  'api.idInvalid': 'That id is not valid.',
  'api.idempotencyKeyInvalid': 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.',
  /** Text the API would have to store or look up that is not well-formed Unicode. */
  'api.textNotReadable':
    'Some of the text could not be read (it contains broken characters). Please type it again.',
  /** A value used as a key (an option, a slug, an id) that holds control characters. */
  'api.textHasControlCharacters': 'Please remove the hidden control characters from the text.',
  /** The optional display name of reviews and testimonials. */
  'api.nameTooLong': ({ max }: { max: number }) => `Please keep your name under ${max} characters.`,

  // ---- a field that no schema words itself: by zod's kind of problem ---------------------------
  'field.invalid': 'This value is not valid.',
  'field.required': 'Please fill this in.',
  'field.text': 'Please enter text here.',
  'field.number': 'Please enter a number here.',
  'field.wholeNumber': 'Please enter a whole number here.',
  'field.yesNo': 'Please answer yes or no here.',
  'field.list': 'Please give a list here.',
  'field.choice': 'Please choose one of the options offered.',
  'field.format': 'This is not written the way it should be.',
  'field.tooLong': ({ max }: { max: number }) => `Please keep this to ${max} characters or fewer.`,
  'field.tooShort': ({ min }: { min: number }) => `Please write at least ${min} characters.`,
  'field.tooLarge': ({ max }: { max: number }) => `Please enter ${max} or less.`,
  'field.tooSmall': ({ min }: { min: number }) => `Please enter ${min} or more.`,
  'field.tooMany': ({ max }: { max: number }) => `Please give at most ${max}.`,
  'field.tooFew': ({ min }: { min: number }) => `Please give at least ${min}.`,
  'field.unknownKeys': ({ keys }: { keys: readonly string[] }) =>
    `These fields are not known here: ${keys.join(', ')}.`,

  // ---- the catalogue (product.md §8 Products) --------------------------------------------------
  'catalogue.productNotFound': 'We could not find that product.',
  'catalogue.chooseProduct': 'Please choose a product.',
  'catalogue.productIdNotNumber': 'Product id must be a number.',
  'catalogue.productIdNotWhole': 'Product id must be a whole number.',
  'catalogue.productIdNotPositive': 'Product id must be a positive number.',
  'catalogue.languageInvalid': 'Please ask for the catalogue in English (en) or Marathi (mr).',
  'catalogue.noSuchOption': ({ product, unit }: { product: string; unit: string }) =>
    `${product} does not come in “${unit}”. Please choose another option.`,

  // ---- Add to Cart, Order Now and the cart (product.md §5, §8) ---------------------------------
  'cart.invalidPrice': "This product's price is not available or invalid. Please check back later.",
  'cart.invalidQuantity': 'Please select a quantity greater than 0.',
  'cart.noVariant': 'Please select an option for this product.',
  'cart.wholeQuantity': 'Please choose a whole number of items.',
  'cart.quantityTooLarge': ({ max }: { max: number }) => `You can order up to ${max} of one item at a time.`,
  'cart.outOfStock': ({ product, unit }: { product: string; unit: string }) =>
    `Sorry, ${product} (${unit}) is out of stock.`,
  /** A notice (POST /cart): the line was stored with less than asked for. */
  'cart.quantityCapped': ({ quantity, product, unit }: { quantity: number; product: string; unit: string }) =>
    `Only ${quantity} of ${product} (${unit}) can be ordered at a time, so your cart now has ${quantity}.`,
  'cart.chooseOptionToRemove': 'Please choose which option of this product to remove.',
  'cart.notInCart': 'That item is not in your cart.',
  'cart.tooManyLines': ({ max }: { max: number }) =>
    `Your cart can hold up to ${max} different items. Please check out or remove an item first.`,

  // ---- saved delivery addresses (product.md §5, §8) --------------------------------------------
  /** An address with a required field missing: the answer's message, before each field's issue. */
  'address.required': 'Please fill in all required address fields.',
  'address.nameRequired': 'Enter the full name.',
  'address.streetRequired': 'Enter the street address.',
  'address.postalCodeRequired': 'Enter a 6-digit PIN code.',
  'address.cityRequired': 'Enter the city or town.',
  'address.stateRequired': 'Choose the state.',
  'address.countryRequired': 'Enter the country.',
  'address.phoneNumberRequired': 'Enter a 10-digit mobile number.',
  'address.nameTooLong': ({ max }: { max: number }) => `Please keep the name under ${max} characters.`,
  'address.streetTooLong': ({ max }: { max: number }) =>
    `Please keep the street address under ${max} characters.`,
  'address.cityTooLong': ({ max }: { max: number }) => `Please keep the city under ${max} characters.`,
  'address.stateTooLong': ({ max }: { max: number }) => `Please keep the state under ${max} characters.`,
  'address.countryTooLong': ({ max }: { max: number }) => `Please keep the country under ${max} characters.`,
  'address.landmarkTooLong': ({ max }: { max: number }) =>
    `Please keep the landmark under ${max} characters.`,
  /** An Indian PIN code (addresses, the delivery check, the shop's settings). */
  'address.pincodeInvalid': 'Please enter a 6-digit PIN code (it cannot start with 0).',
  'address.phoneInvalid': 'Please enter a 10-digit mobile number, e.g. +91 98765 43210.',
  'address.stateInvalid': 'Please choose a state or union territory from the list.',
  'address.countryNotIndia': 'We deliver only within India.',
  'address.onlySetDefault': 'Only setting an address as the default is supported.',
  'address.notFound': 'We could not find that address.',
  'address.tooMany': ({ max }: { max: number }) =>
    `You can save up to ${max} addresses. Please delete one you no longer use.`,

  // ---- placing an order, on the site or through WhatsApp (product.md §5 Place order, §8) -------
  'checkout.noAddress': 'Please select a delivery address before placing the order.',
  'checkout.noAddressForWhatsApp': 'Please select a delivery address before ordering via WhatsApp.',
  'checkout.emptyCart': 'Your cart is empty. Please add items before checking out.',
  'checkout.emptyCartForWhatsApp': 'Your cart is empty. Please add items before ordering.',
  'checkout.addressNotFound': 'Could not find selected address details.',
  'checkout.directProductMissing': 'Product details are missing. Please try again from the product page.',
  'checkout.invalidDirectQuantity': 'Invalid quantity. Please select at least one item.',
  'checkout.tooManyDirectItems': ({ max }: { max: number }) =>
    `A direct order can hold at most ${max} items.`,
  'checkout.productGone':
    'One of the products in your order is no longer available. Please review your cart.',
  'checkout.outOfStock': ({ product, unit }: { product: string; unit: string }) =>
    `Sorry, ${product} (${unit}) is out of stock. Please remove it and try again.`,
  'checkout.notEnoughStock': ({ left, product, unit }: { left: number; product: string; unit: string }) =>
    `Sorry, only ${left} of ${product} (${unit}) left in stock. Please reduce the quantity.`,
  'checkout.idempotencyKeyReused':
    'This checkout was already used for a different order. Please refresh and try again.',
  /** The per-pack limit, checked again on the merged lines of an order. */
  'checkout.lineQuantityTooLarge': ({ product, unit, max }: { product: string; unit: string; max: number }) =>
    `You can order up to ${max} of ${product} (${unit}) at a time. Please reduce the quantity.`,
  'checkout.tooManyLines': ({ max }: { max: number }) =>
    `An order can hold up to ${max} different items. Please remove some and place them in a second order.`,

  // ---- the price breakdown's notes (POST /checkout/quote) and where the farm delivers ----------
  'pricing.firstOrderDiscount': ({ percent }: { percent: number }) => `${percent}% off your first order`,
  'pricing.freeInKarad': ({ over }: { over: number }) =>
    `Free delivery in Karad on orders over ${rupees(over)}`,
  'pricing.addForFreeDelivery': ({ more }: { more: number }) => `Add ${rupees(more)} more for free delivery`,
  'pricing.deliveryOutsideKarad': ({ fee }: { fee: number }) => `Delivery outside Karad: ${rupees(fee)}`,
  'pricing.notDeliverable': ({ pincode }: { pincode: string }) =>
    `Sorry, we do not deliver to ${pincode} yet.`,

  // ---- an order's life (product.md §4, decision 008) -------------------------------------------
  'order.notFound': 'We could not find the requested order.',
  /** A move ORDER_MOVES does not allow (from a final status, or skipping one); statuses by key. */
  'order.moveNotAllowed': ({ from, to }: { from: string; to: string }) =>
    `This order is ${from} and cannot be changed to ${to}.`,
  'order.cancelOnlyPending': ({ status }: { status: string }) =>
    `This order is ${status} and can no longer be cancelled. Please contact the farm.`,
  'order.tooManyPending': ({ max }: { max: number }) =>
    `You already have ${max} orders waiting to be confirmed. Please wait until one is shipped, or cancel one, before placing another.`,
  /** The history note of an order the hourly job cancelled (a notice in the order's answer). */
  'order.staleNote': ({ hours }: { hours: number }) => `Not confirmed within ${hours} hours.`,
  /** The history note of a claimed UPI payment the owner did not confirm in time (the hourly job). */
  'order.claimExpiredNote': ({ hours }: { hours: number }) =>
    `Your UPI transaction reference could not be confirmed within ${hours} hours, so the order was cancelled and its items went back on sale. If money left your account, please contact the farm.`,

  // ---- paying: UPI to the farm, or cash on delivery (decision 011) -----------------------------
  'payment.methodInvalid': 'Please choose UPI or Cash on delivery.',
  /** The quote's notes on why a way to pay is closed (or where it applies). */
  'payment.codOff': 'Cash on delivery is not available at the moment.',
  'payment.codKaradOnly': 'Cash on delivery is available for Karad PIN codes only.',
  'payment.codOverMax': ({ max }: { max: number }) =>
    `Cash on delivery is available for orders up to ${rupees(max)}.`,
  'payment.upiOff': 'Paying by UPI is not available at the moment.',
  'payment.codNotAllowed': 'Cash on delivery is not available for this order. Please choose UPI.',
  'payment.upiNotAllowed':
    'Paying by UPI is not available at the moment. Please choose cash on delivery if it is offered, or contact the farm.',
  'payment.referenceInvalid': 'Please enter the 12-digit UPI transaction reference (UTR), digits only.',
  'payment.referenceUsed': 'This transaction reference was already given for another order. Please check it.',
  'payment.claimCancelled': 'This order is cancelled, so it cannot be paid.',
  'payment.claimCod': 'This order is paid in cash on delivery.',
  /** `status`: the payment's status key (`claimed`, `paid`, `refunded`). */
  'payment.claimNotDue': ({ status }: { status: string }) =>
    `The payment of this order is already ${PAYMENT_STATUS[status] ?? status}.`,
  'payment.markStatusInvalid': 'Please choose paid or refunded.',
  'payment.markNotAllowed': ({ from, to }: { from: string; to: string }) =>
    `A payment that is ${from} cannot be marked ${to}.`,
  'payment.markNoteInvalid': ({ max }: { max: number }) => `Please keep the note to ${max} characters.`,
  'payment.markReferenceOnlyDue': 'A reference can only be added when marking an unclaimed UPI payment paid.',
  'payment.refundOnlyCancelled': 'Only a cancelled order’s payment can be marked refunded.',
  'payment.noPayment': 'This order was placed before payments were recorded.',

  // ---- reviews and testimonials (product.md §5, §8) --------------------------------------------
  'review.incomplete': 'Please provide both a rating and a comment.',
  'review.ratingOutOfRange': 'Please choose a rating from 1 to 5 stars.',
  'review.commentTooLong': ({ max }: { max: number }) => `Please keep your review under ${max} characters.`,
  'review.alreadyReviewed': 'You have already reviewed this product. Thank you!',
  'testimonial.empty': 'Testimonial message cannot be empty.',
  'testimonial.noStars': 'Please select a star rating.',
  'testimonial.tooLong': ({ max }: { max: number }) =>
    `Please keep your testimonial under ${max} characters.`,
  'testimonial.limitReached': ({ max }: { max: number }) =>
    `You have already shared ${max} testimonials. Thank you for your kind words!`,

  // ---- the blog and its administrators' writes (product.md §8 Blog) ----------------------------
  'blog.postNotFound': 'Oops! We could not find that blog post.',
  'blog.slugFormat': 'Slugs use lower-case letters, digits and single hyphens.',
  'blog.slugTaken': ({ slug }: { slug: string }) => `The slug “${slug}” is already used by another post.`,
  'blog.titleTooLong': ({ max }: { max: number }) => `Please keep the title under ${max} characters.`,
  'blog.contentTooLong': 'The post is too long.',
  'blog.authorRequired': 'Please give the author’s name.',
  'blog.authorTooLong': 'Please keep the author’s name short.',
  'blog.featuredImageInvalid': 'The featured image must be a /path on this site or an https:// address.',
  /** A post whose HTML held nothing but what the sanitiser removes (scripts, frames, forms…). */
  'blog.contentUnsafeOnly':
    'The post’s content has nothing left once unsafe HTML (scripts, frames, forms) is removed.',
  'blog.tooManyTags': ({ max }: { max: number }) => `Please use at most ${max} tags.`,
  'blog.languageIncomplete': 'Each language needs a title, content and slug, or none of them.',
  'blog.noLanguage': 'A post needs a title, content and slug in at least one language.',
  'blog.sameSlugs': 'The English and Marathi slugs must differ.',

  // ---- the owner's back office: orders and catalogue (/api/admin/**) ---------------------------
  'admin.noteTooLong': ({ max }: { max: number }) => `Please keep the note under ${max} characters.`,
  'admin.statusInvalid': 'Please choose Pending, Shipped, Delivered or Cancelled.',
  /** GET /admin/orders?payment= anything but `claimed`. */
  'admin.paymentFilterInvalid':
    'Please filter payments by “claimed” (the payments to check), or leave it out.',
  'admin.cursorInvalid': 'That page is no longer available. Please start from the first page.',
  'admin.unknownUnit': ({ product, unit }: { product: string; unit: string }) =>
    `${product} has no pack “${unit}”.`,
  'admin.duplicateUnit': ({ unit }: { unit: string }) => `The pack “${unit}” is listed twice.`,
  'admin.priceInvalid': 'Please enter a price above 0 with at most two decimals, or leave it empty.',
  'admin.stockInvalid': 'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
  'admin.nothingToChange': 'There is nothing to change.',
  'admin.unitRequired': 'Each pack needs its unit, as the product lists it.',
  'admin.variantsInvalid': 'Please list the packs to change (at most 20).',
  'admin.addPacksInvalid': 'Please give the packs to add, each with its unit, price and stock (at most 20).',
  'admin.removePacksInvalid': 'Please name the packs to remove by their unit (at most 20).',
  'admin.packExists': ({ product, unit }: { product: string; unit: string }) =>
    `${product} already has a pack “${unit}”.`,
  'admin.lastPack': ({ product }: { product: string }) =>
    `${product} needs at least one pack. To stop selling it, hide it from the shop instead.`,
  'admin.tooManyPacks': ({ max }: { max: number }) => `A product can have at most ${max} packs.`,
  'admin.flagInvalid': 'Please answer yes or no.',
  'admin.productNameInvalid': 'Please enter the product’s name (at most 80 characters).',
  'admin.productDescriptionInvalid': 'Please describe the product (at most 4,000 characters).',
  'admin.categoryInvalid': 'Please enter a category, such as Sweetener (at most 40 characters).',
  'admin.imageInvalid':
    'Please choose a photo, or give the picture as a site path (/images/…) or a web address (https://…).',
  'admin.benefitInvalid': 'Please list at most 8 points, each up to 120 characters.',
  'admin.packsInvalid': 'Please give at least one pack, with its unit, price and stock (at most 20).',
  'admin.catalogueFull': 'The catalogue cannot take more products.',

  // ---- the shop's settings (settings/shop; PUT /api/admin/settings) ----------------------------
  'settings.pincodesRequired': 'Please list at least one Karad PIN code.',
  /** Every entry of the list that is not a 6-digit PIN code, named. */
  'settings.pincodesInvalid': ({ wrong }: { wrong: readonly string[] }) =>
    wrong.length === 1
      ? `“${wrong[0]}” is not a PIN code (6 digits, not starting with 0). Please correct or remove it.`
      : `These are not PIN codes (6 digits, not starting with 0): ${wrong.map((text) => `“${text}”`).join(', ')}. Please correct or remove them.`,
  'settings.tooManyPincodes': ({ max }: { max: number }) => `Please list at most ${max} PIN codes.`,
  'settings.amountInvalid': 'Please enter an amount in rupees, with at most two decimals.',
  'settings.percentInvalid': 'Please enter a percentage from 0 to 90.',
  'settings.etaDaysInvalid': 'Please enter a whole number of days from 0 to 60.',
  'settings.etaDaysOrder': 'The longest time cannot be shorter than the shortest.',
  'settings.hoursInvalid': 'Please enter a whole number of hours from 1 to 720.',
  'settings.claimHoursInvalid': ({ min, max }: { min: number; max: number }) =>
    `Please enter a whole number of hours from ${min} to ${max}.`,
  'settings.emailInvalid': 'Please enter a valid e-mail address, like orders@yourfarm.in.',
  'settings.upiIdInvalid': 'Please enter a UPI id such as karadorganic@oksbi.',
  'settings.payeeNameInvalid': 'Please enter the payee name (2 to 50 characters).',
  /** A sample or placeholder (contract/settings.ts `isSampleUpiId`): never the farm's. */
  'settings.upiIdSample': 'This is a sample UPI id, not the farm’s. Please enter the farm’s own UPI id.',
  'settings.payeeNameSample': 'This is a sample name. Please enter the name your UPI app shows for the farm.',
  'settings.upiIdRequired': 'Please enter the UPI id too, or leave both UPI boxes empty.',
  /** PUT /admin/settings with an If-Match that is no longer current (412). */
  'settings.changedMeanwhile':
    'These settings were changed on another screen since you opened them. Nothing was saved: check the latest settings and save again.',
  /** PUT /admin/settings without If-Match (428). */
  'settings.versionRequired':
    'Please reload the settings and save again: a save must say which version it changes.',

  // ---- hiding reviews and testimonials (/api/admin/reviews) ------------------------------------
  'moderation.reviewNotFound': 'We could not find that review.',
  'moderation.testimonialNotFound': 'We could not find that testimonial.',
  'moderation.hiddenInvalid': 'Please say whether it is hidden: true or false.',
  'moderation.limitInvalid': ({ max }: { max: number }) => `Please ask for between 1 and ${max} at a time.`,

  // ---- the owner's photos (POST /api/admin/photos, GET /api/photos/…) --------------------------
  'photo.missing': 'Please choose a photo.',
  'photo.type': 'Photos are sent as WebP or JPEG.',
  'photo.tooLarge': 'This photo is too large. Please choose it again, so the shop can make it smaller first.',
  'photo.notReadable':
    'This file is not a photo the shop can read. Please choose a JPEG, PNG or WebP picture.',
  'photo.wrongSize': ({ smallest, largest }: { smallest: number; largest: number }) =>
    `A photo must be between ${smallest} and ${largest} pixels on its longest side. Please choose it again.`,
  'photo.notFound': 'No such photo.',

  // ---- the seller's details and terms (settings/shop `seller`; issue 38) ------------------------
  // (seller.* codes go here)

  // ---- packs and labels as the law reads them (Legal Metrology, FSSAI; issue 38) ----------------
  // (pack.* codes go here)

  // ---- bills, credit notes and the accounts (GST rules 46, 46A, 49, 53; issue 38) ---------------
  // (bill.* codes go here)

  // ---- complaints with tickets (Consumer Protection (E-Commerce) Rules 2020; issue 38) ----------
  // (complaint.* codes go here)
} as const;
