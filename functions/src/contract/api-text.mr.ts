/**
 * api-text.ts in Marathi: what the API says to a client, by the same codes with the same
 * parameters (`satisfies Catalogue<typeof EN.API_TEXT>`, and api-text.test.ts renders every code
 * in both). The API answers a caller that asks in Marathi (`Accept-Language: mr`) with these words,
 * and the storefront's Marathi build renders the codes it receives with them. The owner's errors
 * are here too: the back office stays English, but any client may ask the API in Marathi.
 *
 * Written with docs/marathi-glossary.md's terms: the reader is आपण, the farm speaks as आम्ही.
 * Parameters arrive raw: amounts are formatted here (₹1,234.00, Western digits), statuses named
 * here, counts take their plural here (Intl.PluralRules('mr')).
 *
 * The English is imported as types only, so this module carries none of it.
 */
import type { Catalogue } from './catalogue.js';
import type * as EN from './api-text.js';
import { formatRupees as rupees } from './money.js';

const plurals = new Intl.PluralRules('mr');

/** Marathi's two forms (CLDR `one` for 1, `other` for every other count). */
function byCount(count: number, one: string, other: string): string {
  return plurals.select(count) === 'one' ? one : other;
}

/** An order's status by its key, named for sentences like “… स्थितीत आहे”. */
const ORDER_STATUS: Readonly<Record<string, string>> = {
  Pending: 'प्रलंबित',
  Shipped: 'रवाना',
  Delivered: 'पोहोचली',
  Cancelled: 'रद्द',
};

/** A payment's status by its key, as its badge names it. */
const PAYMENT_STATUS: Readonly<Record<string, string>> = {
  due: 'बाकी',
  claimed: 'तपासणी सुरू',
  paid: 'भरले',
  refunded: 'परत केले',
};

const named = (names: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(names, key) ? names[key]! : key;

export const API_TEXT = {
  // ---- any call ----------------------------------------------------------------------------
  'api.invalidRequest': 'ही विनंती वैध नाही.',
  'api.invalidJson': 'विनंतीतील मजकूर वैध JSON नाही.',
  'api.unreadableRequest': 'ही विनंती वाचता आली नाही.',
  'api.bodyTooLarge': 'विनंतीतील मजकूर खूप मोठा आहे.',
  'api.internal': 'आमच्याकडे काहीतरी अडचण आली. कृपया पुन्हा प्रयत्न करा.',
  'api.noEndpoint': ({ method, path }: { method: string; path: string }) =>
    `${method} ${path} असा कोणताही API एंडपॉइंट आमच्याकडे नाही. कृपया पत्ता तपासा.`,
  'api.signInRequired': 'पुढे जाण्यासाठी कृपया साइन इन करा.',
  'api.sessionExpired': 'आपल्या सेशनची वेळ संपली आहे. कृपया पुन्हा साइन इन करा.',
  'api.sessionRevoked': 'आपले सेशन बंद झाले आहे. कृपया पुन्हा साइन इन करा.',
  'api.forbidden': 'हे करण्याची आपल्याला परवानगी नाही.',
  'api.adminOnly': 'हे फक्त दुकानाचे व्यवस्थापकच करू शकतात.',
  'api.rateLimited': 'आपण हे खूप वेळा करत आहात. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
  'api.serviceUnavailable': 'दुकानाला सध्या डेटाबेसशी संपर्क साधता येत नाही. कृपया काही सेकंदांनी पुन्हा प्रयत्न करा.',
  'api.idRequired': 'आयडी आवश्यक आहे.',
  'api.idTooLong': 'हा आयडी खूप लांब आहे.',
  'api.idInvalid': 'हा आयडी वैध नाही.',
  'api.idempotencyKeyInvalid': 'Idempotency-Key हेडर 8 ते 128 चिन्हांचा असावा: फक्त अक्षरे, अंक, - किंवा _.',
  'api.textNotReadable': 'मजकुराचा काही भाग वाचता आला नाही (त्यात बिघडलेली अक्षरे आहेत). कृपया तो पुन्हा टाइप करा.',
  'api.textHasControlCharacters': 'कृपया मजकुरातील लपलेली कंट्रोल अक्षरे काढून टाका.',
  'api.nameTooLong': ({ max }: { max: number }) => `कृपया आपले नाव ${max} अक्षरांपेक्षा कमी ठेवा.`,

  // ---- a field that no schema words itself ---------------------------------------------------
  'field.invalid': 'ही माहिती वैध नाही.',
  'field.required': 'कृपया ही माहिती भरा.',
  'field.text': 'कृपया इथे मजकूर टाका.',
  'field.number': 'कृपया इथे संख्या टाका.',
  'field.wholeNumber': 'कृपया इथे पूर्ण संख्या टाका.',
  'field.yesNo': 'कृपया इथे हो किंवा नाही असे उत्तर द्या.',
  'field.list': 'कृपया इथे यादी द्या.',
  'field.choice': 'कृपया दिलेल्या पर्यायांपैकी एक निवडा.',
  'field.format': 'हे योग्य स्वरूपात लिहिलेले नाही.',
  'field.tooLong': ({ max }: { max: number }) => `कृपया हे जास्तीत जास्त ${max} अक्षरांत लिहा.`,
  'field.tooShort': ({ min }: { min: number }) => `कृपया किमान ${min} अक्षरे लिहा.`,
  'field.tooLarge': ({ max }: { max: number }) => `कृपया ${max} किंवा त्यापेक्षा कमी संख्या टाका.`,
  'field.tooSmall': ({ min }: { min: number }) => `कृपया ${min} किंवा त्यापेक्षा जास्त संख्या टाका.`,
  'field.tooMany': ({ max }: { max: number }) => `कृपया जास्तीत जास्त ${max} द्या.`,
  'field.tooFew': ({ min }: { min: number }) => `कृपया किमान ${min} द्या.`,
  'field.unknownKeys': ({ keys }: { keys: readonly string[] }) =>
    `ही माहिती इथे ओळखली जात नाही, कृपया ती काढून टाका: ${keys.join(', ')}.`,

  // ---- the catalogue -------------------------------------------------------------------------
  'catalogue.productNotFound': 'ते उत्पादन आम्हाला सापडले नाही.',
  'catalogue.chooseProduct': 'कृपया एखादे उत्पादन निवडा.',
  'catalogue.productIdNotNumber': 'उत्पादनाचा आयडी संख्या असायला हवा.',
  'catalogue.productIdNotWhole': 'उत्पादनाचा आयडी पूर्णांक असायला हवा.',
  'catalogue.productIdNotPositive': 'उत्पादनाचा आयडी 0 पेक्षा मोठा असायला हवा.',
  'catalogue.languageInvalid': 'कृपया उत्पादनांची यादी इंग्रजीत (en) किंवा मराठीत (mr) मागवा.',
  'catalogue.noSuchOption': ({ product, unit }: { product: string; unit: string }) =>
    `${product} “${unit}” पॅकमध्ये मिळत नाही. कृपया दुसरा पर्याय निवडा.`,

  // ---- Add to Cart, Order Now and the cart ---------------------------------------------------
  'cart.invalidPrice': 'या उत्पादनाची किंमत उपलब्ध नाही किंवा चुकीची आहे. कृपया नंतर पुन्हा पाहा.',
  'cart.invalidQuantity': 'कृपया 0 पेक्षा जास्त संख्या निवडा.',
  'cart.noVariant': 'कृपया या उत्पादनाचा एक पर्याय निवडा.',
  'cart.wholeQuantity': 'कृपया वस्तूंची संख्या पूर्ण आकड्यात निवडा.',
  'cart.quantityTooLarge': ({ max }: { max: number }) =>
    `आपण एका वेळी एका वस्तूचे जास्तीत जास्त ${max} नग ऑर्डर करू शकता.`,
  'cart.outOfStock': ({ product, unit }: { product: string; unit: string }) =>
    `क्षमस्व, ${product} (${unit}) सध्या स्टॉकमध्ये नाही.`,
  'cart.quantityCapped': ({ quantity, product, unit }: { quantity: number; product: string; unit: string }) =>
    `${product} (${unit}): एका वेळी फक्त ${quantity} नग ऑर्डर ${byCount(quantity, 'करता येतो', 'करता येतात')}, म्हणून आपल्या कार्टमध्ये आता ${quantity} नग ${byCount(quantity, 'आहे', 'आहेत')}.`,
  'cart.chooseOptionToRemove': 'कृपया या उत्पादनाचा कोणता पर्याय काढायचा ते निवडा.',
  'cart.notInCart': 'ती वस्तू आपल्या कार्टमध्ये नाही.',
  'cart.tooManyLines': ({ max }: { max: number }) =>
    `आपल्या कार्टमध्ये जास्तीत जास्त ${max} वेगवेगळ्या वस्तू राहू शकतात. कृपया आधी ऑर्डर करा किंवा एखादी वस्तू काढा.`,

  // ---- saved delivery addresses --------------------------------------------------------------
  'address.required': 'कृपया पत्त्याची सर्व आवश्यक माहिती भरा.',
  'address.nameRequired': 'पूर्ण नाव टाका.',
  'address.streetRequired': 'घर व रस्ता टाका.',
  'address.postalCodeRequired': '6 अंकी पिन कोड टाका.',
  'address.cityRequired': 'शहर किंवा गाव टाका.',
  'address.stateRequired': 'राज्य निवडा.',
  'address.countryRequired': 'देश टाका.',
  'address.phoneNumberRequired': '10 अंकी मोबाइल नंबर टाका.',
  'address.nameTooLong': ({ max }: { max: number }) => `कृपया नाव ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'address.streetTooLong': ({ max }: { max: number }) => `कृपया घर आणि रस्त्याचा पत्ता ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'address.cityTooLong': ({ max }: { max: number }) => `कृपया शहराचे नाव ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'address.stateTooLong': ({ max }: { max: number }) => `कृपया राज्याचे नाव ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'address.countryTooLong': ({ max }: { max: number }) => `कृपया देशाचे नाव ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'address.landmarkTooLong': ({ max }: { max: number }) => `कृपया जवळची खूण ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'address.pincodeInvalid': 'कृपया 6 अंकी पिन कोड टाका (तो 0 ने सुरू होऊ शकत नाही).',
  'address.phoneInvalid': 'कृपया 10 अंकी मोबाइल नंबर टाका, उदा. +91 98765 43210.',
  'address.stateInvalid': 'कृपया यादीतून राज्य किंवा केंद्रशासित प्रदेश निवडा.',
  'address.countryNotIndia': 'आम्ही फक्त भारतातच डिलिव्हरी करतो.',
  'address.onlySetDefault': 'पत्त्यात एकच बदल करता येतो: तो मुख्य पत्ता म्हणून ठरवणे.',
  'address.notFound': 'तो पत्ता आम्हाला सापडला नाही.',
  'address.tooMany': ({ max }: { max: number }) =>
    `आपण जास्तीत जास्त ${max} पत्ते जतन करू शकता. कृपया आता वापरत नसलेला एखादा पत्ता हटवा.`,

  // ---- placing an order ----------------------------------------------------------------------
  'checkout.noAddress': 'ऑर्डर करण्यापूर्वी कृपया डिलिव्हरीचा पत्ता निवडा.',
  'checkout.noAddressForWhatsApp': 'WhatsApp वरून ऑर्डर करण्यापूर्वी कृपया डिलिव्हरीचा पत्ता निवडा.',
  'checkout.emptyCart': 'आपले कार्ट रिकामे आहे. ऑर्डर करण्यापूर्वी कृपया वस्तू टाका.',
  /** The same words as `emptyCart`: "checking out" and "ordering" are both ऑर्डर करणे. */
  'checkout.emptyCartForWhatsApp': 'आपले कार्ट रिकामे आहे. ऑर्डर करण्यापूर्वी कृपया वस्तू टाका.',
  'checkout.addressNotFound': 'निवडलेल्या पत्त्याची माहिती सापडली नाही.',
  'checkout.directProductMissing': 'उत्पादनाची माहिती मिळाली नाही. कृपया उत्पादनाच्या पानावरून पुन्हा प्रयत्न करा.',
  'checkout.invalidDirectQuantity': 'संख्या चुकीची आहे. कृपया किमान एक वस्तू निवडा.',
  'checkout.tooManyDirectItems': ({ max }: { max: number }) =>
    `थेट ऑर्डरमध्ये जास्तीत जास्त ${max} वस्तू असू ${byCount(max, 'शकते', 'शकतात')}.`,
  'checkout.productGone': 'आपल्या ऑर्डरमधील एक उत्पादन आता उपलब्ध नाही. कृपया आपले कार्ट तपासा.',
  'checkout.outOfStock': ({ product, unit }: { product: string; unit: string }) =>
    `क्षमस्व, ${product} (${unit}) सध्या स्टॉकमध्ये नाही. कृपया ते काढून पुन्हा प्रयत्न करा.`,
  'checkout.notEnoughStock': ({ left, product, unit }: { left: number; product: string; unit: string }) =>
    `क्षमस्व, ${product} (${unit}): स्टॉकमध्ये फक्त ${left} नग ${byCount(left, 'उरला आहे', 'उरले आहेत')}. कृपया संख्या कमी करा.`,
  'checkout.idempotencyKeyReused':
    'हे ऑर्डरचे पान आधीच दुसऱ्या ऑर्डरसाठी वापरले गेले आहे. कृपया पान रिफ्रेश करून पुन्हा प्रयत्न करा.',
  'checkout.lineQuantityTooLarge': ({ product, unit, max }: { product: string; unit: string; max: number }) =>
    `${product} (${unit}): एका वेळी जास्तीत जास्त ${max} नग ऑर्डर ${byCount(max, 'करता येतो', 'करता येतात')}. कृपया संख्या कमी करा.`,
  'checkout.tooManyLines': ({ max }: { max: number }) =>
    `एका ऑर्डरमध्ये जास्तीत जास्त ${max} वेगवेगळ्या वस्तू असू शकतात. कृपया काही वस्तू काढून त्या दुसऱ्या ऑर्डरमध्ये घ्या.`,

  // ---- the price breakdown's notes -----------------------------------------------------------
  'pricing.firstOrderDiscount': ({ percent }: { percent: number }) => `पहिल्या ऑर्डरवर ${percent}% सवलत`,
  'pricing.freeInKarad': ({ over }: { over: number }) =>
    `कराडमध्ये ${rupees(over)} पेक्षा जास्त रकमेच्या ऑर्डरवर मोफत डिलिव्हरी`,
  'pricing.addForFreeDelivery': ({ more }: { more: number }) =>
    `मोफत डिलिव्हरीसाठी आणखी ${rupees(more)} ची खरेदी करा`,
  'pricing.deliveryOutsideKarad': ({ fee }: { fee: number }) => `कराडबाहेर डिलिव्हरी: ${rupees(fee)}`,
  'pricing.notDeliverable': ({ pincode }: { pincode: string }) =>
    `क्षमस्व, ${pincode} येथे आम्ही अजून डिलिव्हरी करत नाही.`,

  // ---- an order's life -----------------------------------------------------------------------
  'order.notFound': 'आपण मागितलेली ऑर्डर आम्हाला सापडली नाही.',
  'order.moveNotAllowed': ({ from, to }: { from: string; to: string }) =>
    `ही ऑर्डर “${named(ORDER_STATUS, from)}” स्थितीत आहे; ती “${named(ORDER_STATUS, to)}” स्थितीत बदलता येत नाही.`,
  'order.cancelOnlyPending': ({ status }: { status: string }) =>
    `ही ऑर्डर “${named(ORDER_STATUS, status)}” स्थितीत आहे, त्यामुळे आता ती रद्द करता येत नाही. कृपया आमच्याशी संपर्क साधा.`,
  'order.tooManyPending': ({ max }: { max: number }) =>
    `आपल्या ${max} ऑर्डर आधीच पुष्टीच्या प्रतीक्षेत ${byCount(max, 'आहे', 'आहेत')}. नवीन ऑर्डर करण्यापूर्वी त्यातील एखादी रवाना होईपर्यंत थांबा, किंवा एखादी रद्द करा.`,
  'order.staleNote': ({ hours }: { hours: number }) =>
    `${hours} ${byCount(hours, 'तासात', 'तासांत')} पुष्टी झाली नाही.`,
  'order.claimExpiredNote': ({ hours }: { hours: number }) =>
    `आपल्या UPI व्यवहार क्रमांकाची ${hours} ${byCount(hours, 'तासात', 'तासांत')} पुष्टी होऊ शकली नाही, म्हणून ऑर्डर रद्द झाली आणि त्यातील वस्तू पुन्हा विक्रीला ठेवल्या. आपल्या खात्यातून पैसे गेले असल्यास कृपया आमच्याशी संपर्क साधा.`,

  // ---- paying --------------------------------------------------------------------------------
  'payment.methodInvalid': 'कृपया UPI किंवा कॅश ऑन डिलिव्हरी निवडा.',
  'payment.codOff': 'सध्या कॅश ऑन डिलिव्हरी उपलब्ध नाही.',
  'payment.codKaradOnly': 'कॅश ऑन डिलिव्हरी फक्त कराडच्या पिन कोडसाठी उपलब्ध आहे.',
  'payment.codOverMax': ({ max }: { max: number }) =>
    `कॅश ऑन डिलिव्हरी ${rupees(max)} पर्यंतच्या ऑर्डरसाठी उपलब्ध आहे.`,
  'payment.upiOff': 'सध्या UPI ने पैसे भरता येत नाहीत.',
  'payment.codNotAllowed': 'या ऑर्डरसाठी कॅश ऑन डिलिव्हरी उपलब्ध नाही. कृपया UPI निवडा.',
  'payment.upiNotAllowed':
    'सध्या UPI ने पैसे भरता येत नाहीत. कॅश ऑन डिलिव्हरीचा पर्याय असल्यास तो निवडा, किंवा आमच्याशी संपर्क साधा.',
  'payment.referenceInvalid': 'कृपया 12 अंकी UPI व्यवहार क्रमांक (UTR) टाका, फक्त अंक.',
  'payment.referenceUsed': 'हा व्यवहार क्रमांक आधीच दुसऱ्या ऑर्डरसाठी दिला गेला आहे. कृपया तो तपासा.',
  'payment.claimCancelled': 'ही ऑर्डर रद्द झाली आहे, त्यामुळे तिचे पेमेंट करता येत नाही.',
  'payment.claimCod': 'या ऑर्डरचे पेमेंट कॅश ऑन डिलिव्हरीने होणार आहे.',
  'payment.claimNotDue': ({ status }: { status: string }) =>
    `या ऑर्डरच्या पेमेंटची स्थिती आधीच “${named(PAYMENT_STATUS, status)}” आहे.`,
  'payment.markStatusInvalid': `कृपया “${PAYMENT_STATUS['paid']}” किंवा “${PAYMENT_STATUS['refunded']}” निवडा.`,
  'payment.markNotAllowed': ({ from, to }: { from: string; to: string }) =>
    `“${named(PAYMENT_STATUS, from)}” असलेले पेमेंट “${named(PAYMENT_STATUS, to)}” म्हणून नोंदवता येत नाही.`,
  'payment.markNoteInvalid': ({ max }: { max: number }) => `कृपया टीप ${max} अक्षरांपर्यंत ठेवा.`,
  'payment.markReferenceOnlyDue': 'व्यवहार क्रमांक फक्त ग्राहकाने न कळवलेले UPI पेमेंट “भरले” म्हणून नोंदवताना जोडता येतो.',
  'payment.refundOnlyCancelled': 'फक्त रद्द झालेल्या ऑर्डरचे पेमेंट “परत केले” म्हणून नोंदवता येते.',
  'payment.noPayment': 'ही ऑर्डर पेमेंटची नोंद ठेवायला सुरुवात होण्यापूर्वी दिली गेली होती.',

  // ---- reviews and testimonials --------------------------------------------------------------
  'review.incomplete': 'कृपया रेटिंग द्या आणि आपले मत लिहा.',
  'review.ratingOutOfRange': 'कृपया 1 ते 5 स्टारमधील रेटिंग निवडा.',
  'review.commentTooLong': ({ max }: { max: number }) => `कृपया आपला अभिप्राय ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'review.alreadyReviewed': 'या उत्पादनासाठी आपण आधीच अभिप्राय दिला आहे. धन्यवाद!',
  'testimonial.empty': 'अनुभवाचा मजकूर रिकामा असू शकत नाही.',
  'testimonial.noStars': 'कृपया स्टार रेटिंग निवडा.',
  'testimonial.tooLong': ({ max }: { max: number }) => `कृपया आपला अनुभव ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'testimonial.limitReached': ({ max }: { max: number }) =>
    `आपण आधीच ${max} ${byCount(max, 'अनुभव सांगितला आहे', 'अनुभव सांगितले आहेत')}. आपल्या प्रेमळ शब्दांबद्दल धन्यवाद!`,

  // ---- the blog ------------------------------------------------------------------------------
  'blog.postNotFound': 'अरेरे! तो लेख आम्हाला सापडला नाही.',
  'blog.slugFormat': 'स्लगमध्ये फक्त लहान अक्षरे, अंक आणि एकेरी हायफन चालतात.',
  'blog.slugTaken': ({ slug }: { slug: string }) => `“${slug}” हा स्लग आधीच दुसऱ्या लेखासाठी वापरला आहे.`,
  'blog.titleTooLong': ({ max }: { max: number }) => `कृपया शीर्षक ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'blog.contentTooLong': 'लेख खूप मोठा आहे.',
  'blog.authorRequired': 'कृपया लेखकाचे नाव द्या.',
  'blog.authorTooLong': 'कृपया लेखकाचे नाव छोटे ठेवा.',
  'blog.featuredImageInvalid': 'मुख्य चित्र या साइटवरील /path किंवा https:// ने सुरू होणारा वेब पत्ता असायला हवा.',
  'blog.contentUnsafeOnly': 'असुरक्षित HTML (स्क्रिप्ट, फ्रेम, फॉर्म) काढल्यावर लेखात काहीच उरत नाही.',
  'blog.tooManyTags': ({ max }: { max: number }) => `कृपया जास्तीत जास्त ${max} टॅग वापरा.`,
  'blog.languageIncomplete': 'प्रत्येक भाषेसाठी शीर्षक, मजकूर आणि स्लग तिन्ही द्या, किंवा एकही देऊ नका.',
  'blog.noLanguage': 'लेखाला किमान एका भाषेत शीर्षक, मजकूर आणि स्लग हवे.',
  'blog.sameSlugs': 'इंग्रजी आणि मराठी स्लग वेगवेगळे असायला हवेत.',

  // ---- the owner's back office: orders and catalogue -----------------------------------------
  'admin.noteTooLong': ({ max }: { max: number }) => `कृपया टीप ${max} अक्षरांपेक्षा कमी ठेवा.`,
  'admin.statusInvalid': `कृपया “${ORDER_STATUS['Pending']}”, “${ORDER_STATUS['Shipped']}”, “${ORDER_STATUS['Delivered']}” किंवा “${ORDER_STATUS['Cancelled']}” यांपैकी एक स्थिती निवडा.`,
  'admin.paymentFilterInvalid': 'कृपया पेमेंट “claimed” (तपासायची पेमेंट) याप्रमाणे निवडा, किंवा हा पर्याय रिकामा ठेवा.',
  'admin.cursorInvalid': 'ते पान आता उपलब्ध नाही. कृपया पहिल्या पानापासून सुरुवात करा.',
  'admin.unknownUnit': ({ product, unit }: { product: string; unit: string }) =>
    `“${product}” या उत्पादनात “${unit}” या मापाचा कोणताही पॅक नाही.`,
  'admin.duplicateUnit': ({ unit }: { unit: string }) =>
    `“${unit}” हा पॅक यादीत दोनदा आला आहे. कृपया तो एकदाच द्या.`,
  'admin.priceInvalid': 'कृपया 0 पेक्षा जास्त किंमत टाका (दशांशानंतर जास्तीत जास्त दोन अंक), किंवा ती रिकामी ठेवा.',
  'admin.stockInvalid': 'कृपया स्टॉक 0 किंवा त्यापेक्षा जास्त पूर्ण संख्येत टाका, किंवा मोजत नसल्यास “-” टाका.',
  'admin.nothingToChange': 'बदलण्यासारखे काहीच नाही.',
  'admin.unitRequired': 'प्रत्येक पॅकला उत्पादनात दिल्याप्रमाणे त्याचे माप हवे.',
  'admin.variantsInvalid': 'कृपया बदलायचे पॅक द्या (जास्तीत जास्त 20).',
  'admin.addPacksInvalid': 'कृपया जोडायचे पॅक द्या, प्रत्येकाचे माप, किंमत आणि स्टॉक यांसह (जास्तीत जास्त 20).',
  'admin.removePacksInvalid': 'कृपया काढायचे पॅक त्यांच्या मापाने सांगा (जास्तीत जास्त 20).',
  'admin.packExists': ({ product, unit }: { product: string; unit: string }) =>
    `“${product}” या उत्पादनात “${unit}” हा पॅक आधीच आहे.`,
  'admin.lastPack': ({ product }: { product: string }) =>
    `${product} ला किमान एक पॅक हवा. त्याची विक्री थांबवायची असल्यास ते दुकानातून लपवा.`,
  'admin.tooManyPacks': ({ max }: { max: number }) =>
    `एका उत्पादनाला जास्तीत जास्त ${max} ${byCount(max, 'पॅक असू शकतो', 'पॅक असू शकतात')}.`,
  'admin.flagInvalid': 'कृपया हो किंवा नाही असे उत्तर द्या.',
  'admin.productNameInvalid': 'कृपया उत्पादनाचे नाव टाका (जास्तीत जास्त 80 अक्षरे).',
  'admin.productDescriptionInvalid': 'कृपया उत्पादनाचे वर्णन लिहा (जास्तीत जास्त 4,000 अक्षरे).',
  'admin.categoryInvalid': 'कृपया प्रकार टाका, उदा. Sweetener (जास्तीत जास्त 40 अक्षरे).',
  'admin.imageInvalid':
    'कृपया फोटो निवडा, किंवा चित्र साइटवरील पत्त्याने (/images/…) किंवा वेब पत्त्याने (https://…) द्या.',
  'admin.benefitInvalid': 'कृपया जास्तीत जास्त 8 मुद्दे द्या, प्रत्येक 120 अक्षरांपर्यंत.',
  'admin.packsInvalid': 'कृपया किमान एक पॅक द्या, त्याचे माप, किंमत आणि स्टॉक यांसह (जास्तीत जास्त 20).',
  'admin.catalogueFull': 'उत्पादनांच्या यादीत आणखी उत्पादने जोडता येत नाहीत.',

  // ---- the shop's settings -------------------------------------------------------------------
  'settings.pincodesRequired': 'कृपया कराडचा किमान एक पिन कोड द्या.',
  'settings.pincodesInvalid': ({ wrong }: { wrong: readonly string[] }) =>
    wrong.length === 1
      ? `“${wrong[0]}” हा पिन कोड नाही (6 अंक, 0 ने सुरू न होणारे). कृपया तो दुरुस्त करा किंवा काढा.`
      : `हे पिन कोड नाहीत (6 अंक, 0 ने सुरू न होणारे): ${wrong.map((text) => `“${text}”`).join(', ')}. कृपया ते दुरुस्त करा किंवा काढा.`,
  'settings.tooManyPincodes': ({ max }: { max: number }) => `कृपया जास्तीत जास्त ${max} पिन कोड द्या.`,
  'settings.amountInvalid': 'कृपया रक्कम रुपयांत टाका (दशांशानंतर जास्तीत जास्त दोन अंक).',
  'settings.percentInvalid': 'कृपया 0 ते 90 मधील टक्केवारी टाका.',
  'settings.etaDaysInvalid': 'कृपया 0 ते 60 मधील दिवसांची पूर्ण संख्या टाका.',
  'settings.etaDaysOrder': 'सर्वात जास्त दिवस सर्वात कमी दिवसांपेक्षा कमी असू शकत नाहीत.',
  'settings.hoursInvalid': 'कृपया 1 ते 720 मधील तासांची पूर्ण संख्या टाका.',
  'settings.claimHoursInvalid': ({ min, max }: { min: number; max: number }) =>
    `कृपया ${min} ते ${max} मधील तासांची पूर्ण संख्या टाका.`,
  'settings.emailInvalid': 'कृपया योग्य ईमेल पत्ता टाका, उदा. orders@yourfarm.in.',
  'settings.upiIdInvalid': 'कृपया शेताचा UPI आयडी टाका, उदाहरणार्थ karadorganic@oksbi.',
  'settings.payeeNameInvalid': 'कृपया पैसे घेणाऱ्याचे नाव टाका (2 ते 50 अक्षरे).',
  'settings.upiIdSample': 'हा नमुन्याचा UPI आयडी आहे, शेताचा नाही. कृपया शेताचा स्वतःचा UPI आयडी टाका.',
  'settings.payeeNameSample': 'हे नमुन्याचे नाव आहे. कृपया आपले UPI ॲप शेतासाठी दाखवते ते नाव टाका.',
  'settings.upiIdRequired': 'कृपया UPI आयडीही टाका, किंवा UPI च्या दोन्ही जागा रिकाम्या ठेवा.',
  'settings.changedMeanwhile':
    'आपण सेटिंग्ज उघडल्यानंतर त्या दुसऱ्या स्क्रीनवर बदलल्या गेल्या. काहीही जतन झाले नाही: नवीन सेटिंग्ज तपासून पुन्हा जतन करा.',
  'settings.versionRequired': 'कृपया सेटिंग्ज पुन्हा उघडून जतन करा: जतन करताना कोणती आवृत्ती बदलायची ते सांगावे लागते.',

  // ---- hiding reviews and testimonials -------------------------------------------------------
  'moderation.reviewNotFound': 'तो अभिप्राय आम्हाला सापडला नाही.',
  'moderation.testimonialNotFound': 'तो अनुभव आम्हाला सापडला नाही.',
  'moderation.hiddenInvalid': 'कृपया ते लपवायचे आहे का ते सांगा: true किंवा false.',
  'moderation.limitInvalid': ({ max }: { max: number }) => `कृपया एका वेळी 1 ते ${max} मागवा.`,

  // ---- the owner's photos --------------------------------------------------------------------
  'photo.missing': 'कृपया फोटो निवडा.',
  'photo.type': 'फोटो WebP किंवा JPEG स्वरूपात पाठवले जातात.',
  'photo.tooLarge': 'हा फोटो खूप मोठा आहे. कृपया तो पुन्हा निवडा, म्हणजे दुकान आधी तो लहान करू शकेल.',
  'photo.notReadable': 'ही फाइल दुकानाला वाचता येईल असा फोटो नाही. कृपया JPEG, PNG किंवा WebP चित्र निवडा.',
  'photo.wrongSize': ({ smallest, largest }: { smallest: number; largest: number }) =>
    `फोटोची सर्वात लांब बाजू ${smallest} ते ${largest} पिक्सेलच्या दरम्यान हवी. कृपया तो पुन्हा निवडा.`,
  'photo.notFound': 'असा फोटो नाही.',

  // ---- the seller's details and terms (settings/shop `seller`; issue 38) ------------------------
  // (seller.* codes go here)

  // ---- packs and labels as the law reads them (Legal Metrology, FSSAI; issue 38) ----------------
  // (pack.* codes go here)

  // ---- bills, credit notes and the accounts (GST rules 46, 46A, 49, 53; issue 38) ---------------
  // (bill.* codes go here)

  // ---- complaints with tickets (Consumer Protection (E-Commerce) Rules 2020; issue 38) ----------
  // (complaint.* codes go here)
} as const satisfies Catalogue<typeof EN.API_TEXT>;
