/**
 * account-messages.ts in Marathi, for the shopper's own pages under /mr/… (issue 27): the Marathi
 * build points `@/words/account-messages` here, so each group has the English one's keys and
 * function parameters (`satisfies Catalogue<…>`, and translations.test.ts).
 *
 * Written for people: the shopper is आपण, the farm speaks as आम्ही, each term as
 * docs/marathi-glossary.md chose it. Amounts, dates and numbers arrive formatted, in Western digits.
 * The English is imported as types only, so this module carries none of it.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './account-messages.js';

/** An order's lines and figures, worded the same in the cart, both checkouts and the order page. */
export const SUMMARY_MESSAGES = {
  heading: 'ऑर्डरचा सारांश',
  option: (unit: string) => `पर्याय: ${unit}`,
  subtotal: 'वस्तूंची रक्कम',
  firstOrderDiscount: 'पहिल्या ऑर्डरवरची सवलत',
  delivery: 'डिलिव्हरी शुल्क',
  free: 'मोफत',
  notAvailable: 'उपलब्ध नाही',
  total: 'एकूण रक्कम',
  tryAgain: 'पुन्हा प्रयत्न करा',
  phone: (phone: string) => `फोन: ${phone}`,
  landmark: (landmark: string) => `जवळची खूण: ${landmark}`,
} as const satisfies Catalogue<typeof EN.SUMMARY_MESSAGES>;

/** The cart page (product.md §2 Cart); its questions and failures are CART_MESSAGES. */
export const CART_PAGE_MESSAGES = {
  title: 'आपले कार्ट',
  loading: 'आपले कार्ट उघडत आहोत…',
  emptyTitle: 'आपले कार्ट रिकामे आहे',
  emptyDetail: 'ताजा गूळ, कच्चा मध आणि बिलोना तूप आपली वाट पाहत आहेत.',
  unavailable: 'आता उपलब्ध नाही: कृपया ही वस्तू काढा.',
  quantityOf: (name: string, unit: string) => `${name} (${unit}): संख्या`,
  lineTotal: (amount: string) => `या वस्तूची रक्कम ${amount}`,
  proceed: 'ऑर्डर करण्यासाठी पुढे जा',
  continueShopping: 'खरेदी सुरू ठेवा',
  checkout: 'ऑर्डर करा',
} as const satisfies Catalogue<typeof EN.CART_PAGE_MESSAGES>;

/** Both checkouts: the cart's and Buy Now's (product.md §2 Checkout, Direct checkout). */
export const CHECKOUT_PAGE_MESSAGES = {
  title: 'ऑर्डर पूर्ण करा',
  loading: 'ऑर्डरचे पान उघडत आहोत…',
  returningToCart: 'आपल्याला कार्टकडे परत नेत आहोत…',
  backToCart: 'कार्टकडे परत',
  placeOrder: 'ऑर्डर करा',
  placeOrderFor: (amount: string) => `ऑर्डर करा · ${amount}`,
  orderViaWhatsApp: 'WhatsApp वरून ऑर्डर करा',
  buyNowTitle: 'आता ऑर्डर करा',
  nothingTitle: 'ऑर्डर करण्यासाठी काहीही नाही',
  goToShop: 'दुकानात जा',
  yourProduct: 'आपले उत्पादन',
  itemLine: (quantity: number, unit: string, price: string) => `${quantity} × ${unit}, प्रत्येकी ${price}`,
  loadingAddresses: 'आपले पत्ते उघडत आहोत…',
  backToProduct: 'उत्पादनाकडे परत',
} as const satisfies Catalogue<typeof EN.CHECKOUT_PAGE_MESSAGES>;

/** The message an order via WhatsApp opens in the chat, from the shopper to the farm. */
export const WHATSAPP_ORDER_MESSAGES = {
  intro: (order: string) => `नमस्कार! मला ही ऑर्डर करायची आहे (${order}):`,
  subtotal: (amount: string) => `वस्तूंची रक्कम: ${amount}`,
  discount: (amount: string) => `पहिल्या ऑर्डरवरची सवलत: −${amount}`,
  delivery: (fee: string) => `डिलिव्हरी शुल्क: ${fee}`,
  total: (amount: string) => `एकूण रक्कम: ${amount}`,
  deliverTo: 'डिलिव्हरीचा पत्ता:',
  confirm: 'कृपया माझ्या ऑर्डरची पुष्टी करा आणि डिलिव्हरीची वेळ कळवा. धन्यवाद!',
} as const satisfies Catalogue<typeof EN.WHATSAPP_ORDER_MESSAGES>;

/** Order history and one order (product.md §2 Orders, Order detail); the API's words are ORDER_MESSAGES. */
export const ORDERS_PAGE_MESSAGES = {
  title: 'माझ्या ऑर्डर',
  loading: 'आपल्या ऑर्डर उघडत आहोत…',
  noneYet: 'आपण आमच्याकडून ऑर्डर केल्यावर आपल्या ऑर्डर येथे दिसतील.',
  /** The glossary's timeline / badge names. */
  statuses: { Pending: 'ऑर्डर नोंदवली', Shipped: 'रवाना झाली', Delivered: 'पोहोचली', Cancelled: 'रद्द झाली' },
  payFor: (name: string) => `(ऑर्डर ${name})`,
  viewDetails: 'माहिती पाहा',
  detailsOf: (name: string) => `(ऑर्डर ${name})`,
  detailTitle: 'ऑर्डरची माहिती',
  loadingDetail: 'ऑर्डरची माहिती उघडत आहोत…',
  backToOrders: 'माझ्या ऑर्डरकडे परत',
  placedOn: (date: string) => `ऑर्डरची तारीख: ${date}`,
  itemsOrdered: 'ऑर्डर केलेल्या वस्तू',
  summary: 'सारांश',
  shippingTo: 'डिलिव्हरीचा पत्ता',
  addingToCart: 'कार्टमध्ये टाकत आहोत…',
  reorderItems: 'या वस्तू पुन्हा ऑर्डर करा',
  reorderItem: 'ही वस्तू पुन्हा ऑर्डर करा',
} as const satisfies Catalogue<typeof EN.ORDERS_PAGE_MESSAGES>;

/** The address book and Add New Address (product.md §2 Checkout); its API's words are ADDRESS_MESSAGES. */
export const ADDRESS_BOOK_MESSAGES = {
  heading: 'डिलिव्हरीचा पत्ता',
  addNew: '+ नवा पत्ता जोडा',
  emptyDetail: 'आपली ऑर्डर जिथे पोहोचवायची आहे तो पत्ता जोडा.',
  choose: 'डिलिव्हरीचा पत्ता निवडा',
  defaultBadge: 'मुख्य पत्ता',
  setDefault: 'मुख्य पत्ता करा',
  addressOf: (name: string) => `(${name} यांचा पत्ता)`,
  formTitle: 'नवा पत्ता जोडा',
  close: 'बंद करा',
  labels: {
    name: 'पूर्ण नाव',
    street: 'घर व रस्ता',
    postalCode: 'पिन कोड',
    city: 'शहर / गाव',
    state: 'राज्य',
    country: 'देश',
    phoneNumber: 'मोबाइल नंबर',
    landmark: 'जवळची खूण (ऐच्छिक)',
  },
  placeholders: {
    name: 'उदा. सुनीता पाटील',
    street: 'घर क्र., रस्ता, परिसर',
    postalCode: 'उदा. 415110',
    city: 'उदा. कराड',
    phoneNumber: '+91...',
    landmark: 'उदा. कृष्णा हॉस्पिटलजवळ',
  },
  chooseState: 'राज्य किंवा केंद्रशासित प्रदेश निवडा',
  setDefaultOnAdd: 'हा मुख्य पत्ता करा',
  submit: 'पत्ता जोडा',
} as const satisfies Catalogue<typeof EN.ADDRESS_BOOK_MESSAGES>;

/** The sign-in screen's steps (product.md §2 Login); its errors are AUTH_MESSAGES. */
export const SIGN_IN_MESSAGES = {
  welcome: 'Karad Organic मध्ये आपले स्वागत आहे',
  lead: 'ऑर्डर करण्यासाठी, डिलिव्हरीची स्थिती पाहण्यासाठी आणि अभिप्राय देण्यासाठी साइन इन करा किंवा आपले खाते तयार करा.',
  google: 'Google ने पुढे जा',
  preferred: 'सुचवलेले',
  phone: 'मोबाइल नंबरने पुढे जा',
  phoneHeading: 'मोबाइल नंबरने साइन इन करा',
  phoneLead: 'आपल्या भारतीय मोबाइल नंबरवर आम्ही SMS ने 6 अंकी कोड पाठवू.',
  mobileNumber: 'मोबाइल नंबर',
  sendOtp: 'OTP पाठवा',
  verifyOtp: 'OTP तपासा',
  otpLead: (phone: string) => `+91 ${phone} वर आम्ही पाठवलेला 6 अंकी कोड टाका.`,
  otpLabel: '6 अंकी कोड',
  resendIn: (time: string) => `${time} नंतर OTP पुन्हा पाठवता येईल`,
  resendOtp: 'OTP पुन्हा पाठवा',
  codeResent: (phone: string) => `+91 ${phone} वर नवीन कोड पाठवला आहे.`,
  resendLimit: 'नवीन कोड थोड्या वेळाने पुन्हा मागता येईल. कृपया आपले SMS तपासा किंवा काही मिनिटांनी पुन्हा प्रयत्न करा.',
  changeNumber: 'मोबाइल नंबर बदला',
  back: '← साइन इनच्या पर्यायांकडे परत',
  legal: {
    before: 'पुढे जाऊन आपण आमच्या ',
    terms: 'अटी',
    between: ' आणि ',
    privacy: 'गोपनीयता धोरण',
    after: ' मान्य करता.',
  },
} as const satisfies Catalogue<typeof EN.SIGN_IN_MESSAGES>;

export const PLACE_NAMES = {
  country: 'भारत',
  states: {
    'Andaman and Nicobar Islands': 'अंदमान आणि निकोबार बेटे',
    'Andhra Pradesh': 'आंध्र प्रदेश',
    'Arunachal Pradesh': 'अरुणाचल प्रदेश',
    Assam: 'आसाम',
    Bihar: 'बिहार',
    Chandigarh: 'चंदीगड',
    Chhattisgarh: 'छत्तीसगड',
    'Dadra and Nagar Haveli and Daman and Diu': 'दादरा आणि नगर हवेली आणि दमण आणि दीव',
    Delhi: 'दिल्ली',
    Goa: 'गोवा',
    Gujarat: 'गुजरात',
    Haryana: 'हरियाणा',
    'Himachal Pradesh': 'हिमाचल प्रदेश',
    'Jammu and Kashmir': 'जम्मू आणि काश्मीर',
    Jharkhand: 'झारखंड',
    Karnataka: 'कर्नाटक',
    Kerala: 'केरळ',
    Ladakh: 'लडाख',
    Lakshadweep: 'लक्षद्वीप',
    'Madhya Pradesh': 'मध्य प्रदेश',
    Maharashtra: 'महाराष्ट्र',
    Manipur: 'मणिपूर',
    Meghalaya: 'मेघालय',
    Mizoram: 'मिझोराम',
    Nagaland: 'नागालँड',
    Odisha: 'ओडिशा',
    Puducherry: 'पुदुच्चेरी',
    Punjab: 'पंजाब',
    Rajasthan: 'राजस्थान',
    Sikkim: 'सिक्कीम',
    'Tamil Nadu': 'तमिळनाडू',
    Telangana: 'तेलंगणा',
    Tripura: 'त्रिपुरा',
    'Uttar Pradesh': 'उत्तर प्रदेश',
    Uttarakhand: 'उत्तराखंड',
    'West Bengal': 'पश्चिम बंगाल',
  },
} as const satisfies Catalogue<typeof EN.PLACE_NAMES>;
