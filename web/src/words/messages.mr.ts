/**
 * messages.ts in Marathi, for the storefront's Marathi pages under /mr/… (issue 27): the build of
 * those pages points `@/words/messages` here, so this module has exactly the shopper's groups of
 * messages.ts with the same keys and the same function parameters (`satisfies Catalogue<…>` on each
 * group, and messages.mr.test.ts). The owner's groups (ADMIN, SETTINGS, BACK_OFFICE,
 * REVIEW_MODERATION, PHOTO) are left out: the back office stays English.
 *
 * Written for people: the shopper is आपण (आपले, आपल्याला), polite and plain; the farm speaks as
 * आम्ही. Each term is chosen once (docs/marathi-glossary.md). Amounts, dates and numbers arrive
 * formatted by the caller, in Western digits, and are shown as given.
 *
 * The English is imported as types only, so this module carries none of it.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './messages.js';

const plurals = new Intl.PluralRules('mr');

/** Marathi's two forms (CLDR `one` for 1, `other` for every other count): 1 उत्पादन, 3 उत्पादने. */
function byCount(count: number, one: string, other: string): string {
  return plurals.select(count) === 'one' ? one : other;
}

/** A payment's status as the API passes it (`due`, …), named as its badge names it. */
const PAYMENT_STATUS = {
  due: 'बाकी',
  claimed: 'तपासणी सुरू',
  paid: 'भरले',
  refunded: 'परत केले',
} as const;

/** The shop list, product cards and the product page (product.md §2 Shop, Product detail; §8 Products). */
export const CATALOGUE_MESSAGES = {
  listFailed: 'उत्पादने दाखवता आली नाहीत. कृपया पुन्हा प्रयत्न करा.',
  listFailedTitle: 'आमच्या शेतातली उत्पादने दाखवता आली नाहीत',
  listLoading: 'शेतातली ताजी उत्पादने आणत आहोत...',
  listEmptyTitle: 'सेंद्रिय उत्पादने सापडली नाहीत',
  listCount: (count: number) =>
    byCount(count, `${count} सेंद्रिय उत्पादन दिसत आहे`, `${count} सेंद्रिय उत्पादने दिसत आहेत`),
  /** Before the lowest price ("From ₹120"): Marathi says "₹120 पासून", but the card puts the word first. */
  cardFromPrice: 'किमान',
  cardNoPrice: 'पाहा',
  cardNewHarvest: 'नवा हंगाम',
  cardSeasonal: 'हंगामी',
  productFailed: 'उत्पादनाची माहिती दाखवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  productNotFoundTitle: 'उत्पादन सापडले नाही',
  /** After a pack's price: the "unit" is the pack the shopper chose. */
  perUnit: 'प्रति पॅक',
  /** `stock` packs of `unit` (e.g. 500g): "उपलब्ध: 12 पॅक (500g)". */
  stockAvailable: (stock: number, unit: string) => `उपलब्ध: ${stock} पॅक (${unit})`,
  outOfStock: 'स्टॉक संपला',
  priceComingSoon: 'किंमत लवकरच',
  soldOut: 'सर्व विकले गेले',
  packOutOfStock: 'या पॅकचा स्टॉक संपला आहे. कृपया दुसरा पॅक निवडा किंवा लवकरच पुन्हा पाहा.',
  packUnpriced: 'या पॅकची किंमत लवकरच ठरेल. कृपया दुसरा पॅक निवडा किंवा नंतर पुन्हा पाहा.',
} as const satisfies Catalogue<typeof EN.CATALOGUE_MESSAGES>;

/** Add to Cart and Order Now (product.md §5), checked by the product page and again by the API. */
export const PURCHASE_MESSAGES = {
  invalidPrice: 'या उत्पादनाची किंमत उपलब्ध नाही किंवा चुकीची आहे. कृपया नंतर पुन्हा पाहा.',
  invalidQuantity: 'कृपया 0 पेक्षा जास्त संख्या निवडा.',
  noVariant: 'कृपया या उत्पादनाचा एक पर्याय निवडा.',
  addedToCart: (quantity: number, name: string, unit: string) =>
    `${quantity} x ${name} (${unit}) कार्टमध्ये टाकले!`,
  addFailed: 'कार्टमध्ये टाकता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  loginToAdd: 'कार्टमध्ये वस्तू टाकण्यासाठी साइन इन करावे लागेल. साइन इनच्या पानावर नेत आहोत.',
} as const satisfies Catalogue<typeof EN.PURCHASE_MESSAGES>;

/** The cart page and the API's cart calls (product.md §2 Cart, §5, §8). */
export const CART_MESSAGES = {
  loadFailed: 'कार्ट दाखवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  updateFailed: 'संख्या बदलता आली नाही.',
  removeFailed: 'वस्तू काढता आली नाही.',
  clearFailed: 'कार्ट रिकामे करता आले नाही.',
  confirmRemove: 'ही वस्तू आपल्या कार्टमधून काढायची?',
  confirmRemoveLine: (name: string, unit: string) => `${name} (${unit})`,
  confirmRemoveYes: 'काढा',
  confirmClearTitle: 'आपले कार्ट रिकामे करायचे?',
  confirmClear: 'आपले संपूर्ण कार्ट नक्की रिकामे करायचे? हे परत मागे घेता येणार नाही.',
  confirmClearYes: 'कार्ट रिकामे करा',
  keep: 'राहू द्या',
  keepAll: 'वस्तू राहू द्या',
  emptyOnProceed: 'आपले कार्ट रिकामे आहे. ऑर्डर करण्यापूर्वी वस्तू टाका.',
  itemsHeading: (count: number) => `वस्तू (${count})`,
} as const satisfies Catalogue<typeof EN.CART_MESSAGES>;

/** The saved delivery addresses: the address book, its form and the API (product.md §2 Checkout, §5, §8). */
export const ADDRESS_MESSAGES = {
  loadFailed: 'पत्ते दाखवता आले नाहीत. कृपया पुन्हा प्रयत्न करा.',
  addFailed: 'पत्ता जोडता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  deleteFailed: 'पत्ता हटवता आला नाही.',
  setDefaultFailed: 'मुख्य पत्ता ठरवता आला नाही.',
  confirmDeleteTitle: 'हा पत्ता हटवायचा?',
  confirmDelete: 'आपल्याला हा पत्ता नक्की हटवायचा आहे का?',
  confirmDeleteYes: 'हटवा',
  keep: 'राहू द्या',
  deleting: 'हटवत आहोत…',
  noneSavedTitle: 'एकही पत्ता जतन केलेला नाही',
  saving: 'जतन करत आहोत...',
  postalCodeInvalid: 'कृपया 6 अंकी पिन कोड टाका (तो 0 ने सुरू होऊ शकत नाही).',
  pincodeFound: (city: string, state: string) => `${city}, ${state}`,
  pincodeUnknown: 'हा पिन कोड इंडिया पोस्टच्या यादीत सापडला नाही. कृपया तो तपासा, किंवा शहर आणि राज्य स्वतः भरा.',
} as const satisfies Catalogue<typeof EN.ADDRESS_MESSAGES>;

/** Placing an order from the cart or one product, here or via WhatsApp (product.md §2, §4, §5, §8). */
export const CHECKOUT_MESSAGES = {
  loadFailed: 'ऑर्डरसाठी लागणारी माहिती दाखवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  noAddress: 'ऑर्डर करण्यापूर्वी कृपया डिलिव्हरीचा पत्ता निवडा.',
  noAddressForWhatsApp: 'WhatsApp वरून ऑर्डर करण्यापूर्वी कृपया डिलिव्हरीचा पत्ता निवडा.',
  emptyCart: 'आपले कार्ट रिकामे आहे. ऑर्डर करण्यापूर्वी कृपया वस्तू टाका.',
  /** The same words as `emptyCart`: "checking out" and "ordering" are both ऑर्डर करणे. */
  emptyCartForWhatsApp: 'आपले कार्ट रिकामे आहे. ऑर्डर करण्यापूर्वी कृपया वस्तू टाका.',
  addressNotFound: 'निवडलेल्या पत्त्याची माहिती सापडली नाही.',
  placeFailed: 'ऑर्डर करता आली नाही. कृपया आपली माहिती तपासून पुन्हा प्रयत्न करा.',
  placeDirectFailed: 'ऑर्डर करता आली नाही.',
  whatsAppFailed: 'WhatsApp साठी ऑर्डर तयार करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  placing: 'ऑर्डर नोंदवत आहोत...',
  deliveringTo: (name: string, pincode: string) => `डिलिव्हरी: ${name}, ${pincode}`,
  noAddressChosen: 'वर डिलिव्हरीचा पत्ता निवडा.',
  placed: 'धन्यवाद! आपली ऑर्डर नोंदवली गेली आहे.',
  placedForWhatsApp: 'ऑर्डर नोंदवली! ती WhatsApp मध्ये पूर्ण करा.',
  noDirectProduct: 'ऑर्डरसाठी उत्पादनाची माहिती सापडली नाही. दुकानाच्या पानावर नेत आहोत.',
  directProductMissing: 'उत्पादनाची माहिती मिळाली नाही. कृपया उत्पादनाच्या पानावरून पुन्हा प्रयत्न करा.',
  directProductMissingForWhatsApp: 'उत्पादनाची माहिती मिळाली नाही. WhatsApp ऑर्डर पुढे नेता येत नाही.',
  invalidDirectQuantity: 'संख्या चुकीची आहे. कृपया किमान एक वस्तू निवडा.',
} as const satisfies Catalogue<typeof EN.CHECKOUT_MESSAGES>;

/** What an order costs and where the farm delivers; amounts arrive already formatted (₹1,234.00). */
export const PRICING_MESSAGES = {
  firstOrderDiscount: (percent: number) => `पहिल्या ऑर्डरवर ${percent}% सवलत`,
  notDeliverable: (pincode: string) => `क्षमस्व, ${pincode} येथे आम्ही अजून डिलिव्हरी करत नाही.`,
  /** When an order arrives (settings `etaDays`), counted from the day it is placed. */
  arrives: (min: number, max: number) =>
    max === 0
      ? 'ऑर्डर केल्याच्या दिवशीच पोहोचते.'
      : min === max
        ? `ऑर्डर केल्यानंतर ${max} ${byCount(max, 'दिवसाने', 'दिवसांनी')} पोहोचते.`
        : min === 0
          ? `ऑर्डर केल्यापासून ${max} ${byCount(max, 'दिवसाच्या', 'दिवसांच्या')} आत पोहोचते.`
          : `ऑर्डर केल्यानंतर ${min}–${max} दिवसांनी पोहोचते.`,
  deliversToKarad: (pincode: string, over: string) =>
    `${pincode}, कराड येथे डिलिव्हरी: ${over} पेक्षा जास्त रकमेवर मोफत`,
  deliversToIndia: (pincode: string, fee: string) => `${pincode} येथे आम्ही ${fee} मध्ये डिलिव्हरी करतो`,
  quoteFailed: 'डिलिव्हरी शुल्क काढता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  checkFailed: 'तो पिन कोड तपासता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  pincodeLabel: 'आपल्या पिन कोडवर डिलिव्हरी होते का ते तपासा',
  checking: 'तपासत आहोत…',
  quoting: 'आपली एकूण रक्कम काढत आहोत…',
  chooseAddressForTotal: 'डिलिव्हरी शुल्क आणि आपली एकूण रक्कम पाहण्यासाठी डिलिव्हरीचा पत्ता निवडा.',
  cartNote: 'डिलिव्हरी शुल्क आणि पहिल्या ऑर्डरवरची सवलत ऑर्डर करताना, आपल्या पत्त्यानुसार ठरते.',
  cannotDeliver: (pincode: string) =>
    `क्षमस्व, ${pincode} येथे आम्ही अजून डिलिव्हरी करत नाही. कृपया दुसरा पत्ता निवडा किंवा नवीन पत्ता जोडा.`,
} as const satisfies Catalogue<typeof EN.PRICING_MESSAGES>;

/** Order history and order detail (product.md §2 Orders, Order detail; §8). */
export const ORDER_MESSAGES = {
  /** `from` and `to` are dates the caller formats. */
  expected: (from: string, to: string) =>
    from === to ? `अपेक्षित डिलिव्हरी: ${to}` : `अपेक्षित डिलिव्हरी: ${from} ते ${to}`,
  payNow: 'आता पैसे भरा',
  listFailed: 'आपल्या ऑर्डरची यादी दाखवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  detailFailed: 'ऑर्डरची माहिती दाखवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  notFound: 'आपण मागितलेली ऑर्डर आम्हाला सापडली नाही.',
  notFoundTitle: 'ऑर्डर सापडली नाही',
  detailTitle: 'आपली ऑर्डर',
  detailDescription: 'आपल्या Karad Organic ऑर्डरची माहिती.',
  noneYetTitle: 'अजून एकही ऑर्डर नाही',
  /** `name`: orderName(…), "KO-1042" or the old "#AbCd1234", kept as it is. */
  orderNumber: (name: string) => `ऑर्डर ${name}`,
  numberHint: 'आम्हाला फोन किंवा मेसेज करताना हा क्रमांक सांगा.',
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} x ${price}`,
  shippingNote: 'ऑर्डर करताना ठरेल',
  reordered: 'या ऑर्डरमधील वस्तू पुन्हा आपल्या कार्टमध्ये टाकल्या आहेत.',
} as const satisfies Catalogue<typeof EN.ORDER_MESSAGES>;

/** Paying for an order: UPI straight to the farm with the exact amount, or cash on delivery. */
export const PAYMENT_MESSAGES = {
  heading: 'पेमेंट',
  upi: 'UPI',
  upiHint: 'कोणत्याही UPI ॲपमधून (Google Pay, PhonePe, Paytm, BHIM …) थेट आम्हाला पैसे भरा. कोणतेही शुल्क नाही.',
  cod: 'कॅश ऑन डिलिव्हरी',
  codHint: 'ऑर्डर हातात मिळाल्यावर रोख पैसे द्या.',
  demoPayment: 'डेमो पेमेंट — कोणतेही पैसे जात नाहीत; हे दुकान एम्युलेटरवर चालते',
  nothingPayable:
    'या ऑर्डरचे पेमेंट सध्या इथे करता येत नाही: UPI ने पैसे भरता येत नाहीत आणि या ऑर्डरसाठी कॅश ऑन डिलिव्हरीही उपलब्ध नाही. ऑर्डर करण्यासाठी कृपया फोन किंवा WhatsApp वरून आमच्याशी संपर्क साधा.',
  badges: PAYMENT_STATUS,
  codBadge: (status: string) => `कॅश ऑन डिलिव्हरी · ${status}`,
  badgeLabel: (text: string) => `पेमेंट: ${text}`,
  payTitle: (amount: string) => `UPI ने ${amount} भरा`,
  payIntro: 'नेमकी इतकीच रक्कम आमच्या UPI आयडीवर भरा, आणि मग खाली UPI व्यवहार क्रमांक टाका.',
  payButton: (amount: string) => `UPI ॲपने ${amount} भरा`,
  scanQr: 'आपल्या फोनवरील कोणत्याही UPI ॲपने स्कॅन करा',
  qrAlt: (amount: string) => `Karad Organic ला ${amount} भरण्यासाठी UPI QR कोड`,
  qrLoading: 'QR कोड तयार करत आहोत…',
  payeeLabel: 'UPI आयडी',
  copy: 'कॉपी करा',
  copied: 'UPI आयडी कॉपी झाला.',
  copyFailed: 'कॉपी करता आले नाही. कृपया UPI आयडी निवडून कॉपी करा.',
  referenceLabel: 'UPI व्यवहार क्रमांक (UTR, 12 अंकी)',
  /** The names in quotes are what the UPI apps print, in English. */
  referenceHint: 'पैसे भरल्यानंतर आपले UPI ॲप तो “UTR”, “UPI Ref No.” किंवा “Transaction ID” म्हणून दाखवते.',
  submitReference: 'मी पैसे भरले आहेत',
  submitting: 'पाठवत आहोत…',
  claimed: 'धन्यवाद! आम्ही आपले पेमेंट तपासून त्याची पुष्टी करू.',
  claimedNote: (reference: string) => `व्यवहार क्रमांक ${reference} पाठवला. आम्ही तो तपासत आहोत.`,
  claimFailed: 'व्यवहार क्रमांक पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  codPanel: (amount: string) => `डिलिव्हरीच्या वेळी कृपया ${amount} रोख तयार ठेवा.`,
  upiUnavailable: (amount: string) =>
    `सध्या UPI ने पैसे भरता येत नाहीत. ${amount} कसे भरायचे ते आम्ही आपल्याला कळवू; आपणही आमच्याशी संपर्क साधू शकता.`,
  claimCancelledNote: (reference: string) =>
    `ही ऑर्डर रद्द होण्यापूर्वी व्यवहार क्रमांक ${reference} ची पुष्टी होऊ शकली नाही. आपल्या खात्यातून पैसे गेले असल्यास कृपया आमच्याशी संपर्क साधा.`,
  contactFarm: 'आमच्याशी संपर्क साधा',
  paidNote: 'पेमेंट मिळाले. धन्यवाद!',
  refundedNote: 'पैसे परत केले.',
  referenceInvalid: 'कृपया 12 अंकी UPI व्यवहार क्रमांक (UTR) टाका, फक्त अंक.',
  markPaid: 'भरले म्हणून नोंदवा',
  markRefunded: 'परत केले म्हणून नोंदवा',
  confirmPaidTitle: 'हे पेमेंट “भरले” म्हणून नोंदवायचे?',
  confirmPaidText: (amount: string) =>
    `${amount} आपल्या खात्यात जमा झाले असतील किंवा रोख मिळाले असतील, तरच हे करा. ग्राहकाला ते “भरले” असे दिसेल.`,
  confirmPaid: 'हो, पेमेंट मिळाले',
  confirmRefundTitle: 'हे पेमेंट “परत केले” म्हणून नोंदवायचे?',
  confirmRefundText: (amount: string) => `${amount} ग्राहकाला परत पाठवल्यानंतरच हे करा.`,
  confirmRefund: 'हो, पैसे परत केले',
  notNow: 'आत्ता नको',
  markReferenceLabel: 'UTR असल्यास (12 अंकी, ऐच्छिक)',
  markNoteLabel: 'आपल्याला कसे कळले (ऐच्छिक), उदा. “WhatsApp वर स्क्रीनशॉट”',
  ownerNote: (note: string) => `आपली टीप: ${note}`,
  marking: 'जतन करत आहोत…',
  markedPaid: (name: string) => `ऑर्डर ${name}: पेमेंट “भरले” म्हणून नोंदवले.`,
  markedRefunded: (name: string) => `ऑर्डर ${name}: पेमेंट “परत केले” म्हणून नोंदवले.`,
  markFailed: 'पेमेंट बदलता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  reference: (reference: string) => `UTR ${reference}`,
  /** The shopper's own WhatsApp message to the farm, so in her voice. */
  whatsappUpi: (amount: string, upiId: string) => `पेमेंट: UPI, ${upiId} वर ${amount}`,
  whatsappCod: 'पेमेंट: कॅश ऑन डिलिव्हरी',
  whatsappUpiNoId: (amount: string) => `पेमेंट: UPI, ${amount} (कृपया कुठे भरायचे ते कळवा)`,
} as const satisfies Catalogue<typeof EN.PAYMENT_MESSAGES>;

/** Reviews under a product (product.md §4, §5 Review, §8 Reviews). */
export const REVIEW_MESSAGES = {
  incomplete: 'कृपया रेटिंग द्या आणि आपले मत लिहा.',
  loginRequired: 'अभिप्राय देण्यासाठी आपल्याला साइन इन करावे लागेल.',
  submitFailed: 'अभिप्राय पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  loadFailed: 'अभिप्राय दाखवता आले नाहीत. कृपया नंतर पुन्हा प्रयत्न करा.',
  thanks: 'धन्यवाद! आपला अभिप्राय पाठवला गेला आहे.',
  ratingLabel: (average: number, count: number) =>
    `${count} ${byCount(count, 'अभिप्रायानुसार', 'अभिप्रायांनुसार')} 5 पैकी ${average.toFixed(1)} रेटिंग`,
  reviewCount: (count: number) => (count === 0 ? 'अजून एकही अभिप्राय नाही' : `${count} अभिप्राय`),
  starsCount: (stars: number, count: number) => `${stars} स्टार: ${count}`,
  verifiedBuyer: 'पडताळलेली खरेदी',
  verifiedBuyerHint: 'हे उत्पादन आमच्याकडूनच खरेदी केले आहे',
} as const satisfies Catalogue<typeof EN.REVIEW_MESSAGES>;

/** Home's testimonials (product.md §3 Testimonial, §5 Testimonial, §8 Testimonials). */
export const TESTIMONIAL_MESSAGES = {
  empty: 'अनुभवाचा मजकूर रिकामा असू शकत नाही.',
  noStars: 'कृपया स्टार रेटिंग निवडा.',
  loginRequired: 'आपला अनुभव पाठवण्यासाठी साइन इन करावे लागेल. साइन इनच्या पानावर नेत आहोत.',
  submitFailed: 'आपला अनुभव पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  loadFailed: 'ग्राहकांचे अनुभव दाखवता आले नाहीत. कृपया नंतर पुन्हा प्रयत्न करा.',
  loadMineFailed: 'आपले अनुभव दाखवता आले नाहीत.',
  thanks: 'आपला अनुभव सांगितल्याबद्दल धन्यवाद!',
  noMessage: 'संदेश उपलब्ध नाही.',
} as const satisfies Catalogue<typeof EN.TESTIMONIAL_MESSAGES>;

/** The bilingual blog and its administrators' writes (product.md §2 Blog, §8 Blog). */
export const BLOG_MESSAGES = {
  heading: 'आमच्या शेतातून आपल्यासाठी',
  listFailed: 'लेख दाखवता आले नाहीत. कृपया नंतर पुन्हा प्रयत्न करा.',
  noPosts: 'अजून एकही लेख प्रकाशित झालेला नाही. कृपया लवकरच पुन्हा भेट द्या!',
  postNotFound: 'अरेरे! तो लेख आम्हाला सापडला नाही.',
  readMoreMarathi: 'अधिक वाचा',
} as const satisfies Catalogue<typeof EN.BLOG_MESSAGES>;

/** The sign-in screen: phone and one-time code, Google (product.md §2 Login, §5, §8). */
export const AUTH_MESSAGES = {
  invalidNumber: 'कृपया योग्य 10 अंकी मोबाइल नंबर टाका.',
  invalidOtp: 'कृपया 6 अंकी OTP टाका.',
  noOtpRequest: 'सध्या कोणतीही OTP विनंती सुरू नाही.',
  tokenFailed: 'साइन इन पूर्ण करता आले नाही (टोकन मिळाला नाही). कृपया पुन्हा प्रयत्न करा.',
  recaptchaExpired: 'reCAPTCHA ची वेळ संपली. कृपया पुन्हा प्रयत्न करा.',
  recaptchaInitFailed: 'सुरक्षा तपासणी सुरू करता आली नाही. कृपया पान रिफ्रेश करा.',
  phoneFormat: 'फोन नंबर योग्य स्वरूपात नाही.',
  tooManyRequests: 'खूप जास्त विनंत्या आल्या. कृपया थोड्या वेळाने प्रयत्न करा.',
  appCredentialFailed: 'सुरक्षा तपासणी अयशस्वी झाली. कृपया पुन्हा प्रयत्न करा किंवा पान रिफ्रेश करा.',
  botCheckFailed: 'सुरक्षा तपासणी अयशस्वी झाली. कृपया सुरक्षा तपासणी पूर्ण करा.',
  sendOtpFailed: 'OTP पाठवता आला नाही. कृपया पुन्हा प्रयत्न करा.',
  invalidCode: 'कोड चुकीचा आहे. कृपया पुन्हा प्रयत्न करा.',
  verifyFailed: 'OTP पडताळता आला नाही.',
  googleClosed: 'Google साइन इनची विंडो बंद केली गेली.',
  googlePending: 'दुसरी साइन इन विनंती आधीच सुरू आहे.',
  accountInUse: 'हे खाते आधीच वापरात आहे. कृपया त्याच खात्याने साइन इन करा.',
  googleFailed: 'Google ने साइन इन करता आले नाही. कृपया पुन्हा प्रयत्न करा.',
  sendingOtp: 'OTP पाठवत आहोत…',
  verifying: 'पडताळत आहोत…',
} as const satisfies Catalogue<typeof EN.AUTH_MESSAGES>;

/** The contact form (product.md §2 Contact, §5): checked in the browser, sent through WhatsApp. */
export const CONTACT_MESSAGES = {
  nameRequired: 'कृपया आपले पूर्ण नाव टाका.',
  emailRequired: 'कृपया आपला ईमेल पत्ता टाका.',
  emailInvalid: 'कृपया योग्य ईमेल पत्ता टाका, उदा. name@example.com.',
  subjectRequired: 'कृपया विषय टाका.',
  messageRequired: 'कृपया आपला संदेश लिहा.',
  ready: 'आपला संदेश WhatsApp मध्ये तयार आहे. तिथे तो पाठवा, आम्ही लवकरच उत्तर देऊ.',
} as const satisfies Catalogue<typeof EN.CONTACT_MESSAGES>;

/** The shopper's view of an order's lifecycle: the timeline and Cancel Order on the detail page. */
export const ORDER_TIMELINE_MESSAGES = {
  heading: 'ऑर्डरची स्थिती',
  labels: { Pending: 'ऑर्डर नोंदवली', Shipped: 'रवाना झाली', Delivered: 'पोहोचली', Cancelled: 'रद्द झाली' },
  byShopper: 'आपल्याकडून',
  byOwner: 'Karad Organic कडून',
  bySystem: 'आपोआप',
  cancelOrder: 'ऑर्डर रद्द करा',
  confirmTitle: 'ही ऑर्डर रद्द करायची?',
  confirmText: 'आम्ही ती पाठवणार नाही, आणि त्यातील वस्तू पुन्हा विक्रीला ठेवल्या जातील. हे परत मागे घेता येणार नाही.',
  confirm: 'हो, माझी ऑर्डर रद्द करा',
  keep: 'माझी ऑर्डर राहू द्या',
  cancelling: 'रद्द करत आहोत…',
  cancelled: 'आपली ऑर्डर रद्द झाली आहे.',
  cancelFailed: 'ऑर्डर रद्द करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  trackOnIndiaPost: 'इंडिया पोस्टवर ट्रॅक करा',
  copyNumber: (number: string) => `${number} कॉपी करा`,
  numberCopied: 'कॉपी झाला',
} as const satisfies Catalogue<typeof EN.ORDER_TIMELINE_MESSAGES>;

/** The farm's own pages: Shipping & Returns (its figures come from the server's settings). */
export const SITE_MESSAGES = {
  policyFailed: 'आमच्या डिलिव्हरीच्या अटी आत्ता दाखवता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
  shippingTitle: 'डिलिव्हरी आणि परतावा',
} as const satisfies Catalogue<typeof EN.SITE_MESSAGES>;

/** Why the sign-in screen opened (issue 14): the shopper's unfinished action, said on /auth. */
export const SIGN_IN_RETURN_MESSAGES = {
  addToCart: (name: string) => `${name} कार्टमध्ये टाकण्यासाठी साइन इन करा`,
  orderNow: (name: string) => `${name} ऑर्डर करण्यासाठी साइन इन करा`,
  addReview: (name: string) => `${name} बद्दल अभिप्राय देण्यासाठी साइन इन करा`,
  testimonial: 'आपला अनुभव सांगण्यासाठी साइन इन करा',
  cart: 'आपले कार्ट पाहण्यासाठी साइन इन करा',
  checkout: 'ऑर्डर करण्यासाठी साइन इन करा',
  orders: 'आपल्या ऑर्डर पाहण्यासाठी साइन इन करा',
  page: 'पुढे जाण्यासाठी साइन इन करा',
  willReturn: 'साइन इन झाल्यावर आम्ही आपल्याला लगेच इथे परत आणू, म्हणजे राहिलेले काम पूर्ण करता येईल.',
} as const satisfies Catalogue<typeof EN.SIGN_IN_RETURN_MESSAGES>;

/** Issue 14 §7: the add-to-cart toast's action. */
export const CART_TOAST_MESSAGES = {
  viewCart: 'कार्ट पाहा',
} as const satisfies Catalogue<typeof EN.CART_TOAST_MESSAGES>;

/** Issue 14 §7: where the farm delivers, on the home page's trust strip, About and the footer. */
export const DELIVERY_AREA_MESSAGES = {
  unknown: 'आम्ही कुठे डिलिव्हरी करतो ते पाहा',
  karadOnly: 'सध्या आम्ही फक्त कराडमध्ये डिलिव्हरी करतो',
  karadAndIndia: 'आम्ही कराडमध्ये आणि संपूर्ण भारतात डिलिव्हरी करतो',
  freeInKarad: (amount: string) => `कराडमध्ये ${amount} पेक्षा जास्त रकमेवर मोफत डिलिव्हरी`,
  freeInKaradShort: 'कराडमध्ये मोफत डिलिव्हरी',
  aboutOnlineTitleIndia: 'ऑनलाइन, संपूर्ण भारतात',
  aboutOnlineTitleKarad: 'ऑनलाइन, कराडसाठी',
  aboutOnlineIndia:
    'भारतात कुठेही असलेल्या कुटुंबांना कराडमध्ये पिकणाऱ्या पदार्थांची चव चाखता यावी, म्हणून आम्ही हे दुकान सुरू केले. ज्या हातांनी ते बनवले, त्याच हातांनी ते पॅक केले जाते.',
  aboutOnlineKarad:
    'कराडमधील कुटुंबांना आमच्या शेतात पिकणारे पदार्थ ऑर्डर करता यावेत, म्हणून आम्ही हे दुकान सुरू केले. ज्या हातांनी ते बनवले, त्याच हातांनी ते पॅक केले जाते. उर्वरित भारतात कुरिअरने डिलिव्हरी हे आमचे पुढचे पाऊल आहे.',
} as const satisfies Catalogue<typeof EN.DELIVERY_AREA_MESSAGES>;

/** Offline (issue 11 §4): what needs a connection says so plainly, with Retry. */
export const OFFLINE_MESSAGES = {
  title: 'आपण ऑफलाइन आहात',
  cart: 'आपण ऑफलाइन आहात. आपल्या कार्टसाठी इंटरनेट कनेक्शन लागते — पुन्हा कनेक्ट होऊन प्रयत्न करा.',
  checkout: 'आपण ऑफलाइन आहात. ऑर्डर करण्यासाठी इंटरनेट कनेक्शन लागते — पुन्हा कनेक्ट होऊन प्रयत्न करा.',
  signIn: 'आपण ऑफलाइन आहात. साइन इन करण्यासाठी इंटरनेट कनेक्शन लागते — पुन्हा कनेक्ट होऊन प्रयत्न करा.',
  orders: 'आपण ऑफलाइन आहात. आपल्या ऑर्डर पाहण्यासाठी इंटरनेट कनेक्शन लागते — पुन्हा कनेक्ट होऊन प्रयत्न करा.',
  page: 'आपण ऑफलाइन आहात. हे पान पाहण्यासाठी इंटरनेट कनेक्शन लागते — पुन्हा कनेक्ट होऊन प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
} as const satisfies Catalogue<typeof EN.OFFLINE_MESSAGES>;

/** The shop's offers as pages state them (issue 23 §12), always from the settings. */
export const OFFER_MESSAGES = {
  firstOrderNote: 'आमच्या कुटुंबाकडून आपले स्वागत',
  closingEyebrowNew: 'इथे पहिल्यांदाच?',
  closingEyebrowBack: 'पुन्हा स्वागत आहे',
  closingTitle: (percent: number) => `शेताची चव चाखा: पहिल्या ऑर्डरवर ${percent}% सवलत`,
  closingTitlePlain: 'शेताची चव चाखा',
  closingLead: 'कराडहून ताजे, थेट आपल्या दारी.',
  shopFirstOrder: 'पहिली ऑर्डर करा',
  shopAgain: 'पुन्हा खरेदी करा',
  cartNoteWithoutOffer: 'डिलिव्हरी शुल्क ऑर्डर करताना, आपल्या पत्त्यानुसार ठरते.',
} as const satisfies Catalogue<typeof EN.OFFER_MESSAGES>;

/** The owner's messages: the back office stays English (owner-messages.ts). */
export * from './owner-messages.js';
