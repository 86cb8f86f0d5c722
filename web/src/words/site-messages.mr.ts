/**
 * site-messages.ts in Marathi, for the storefront's Marathi pages under /mr/… (issue 27): the
 * Marathi build points `@/words/site-messages` here, so this module has the same groups, keys
 * and function parameters (`satisfies Catalogue<…>` on each group, and translations.test.ts).
 *
 * Written as messages.mr.ts is: the shopper is आपण, the farm speaks as आम्ही, each term as
 * docs/marathi-glossary.md chose it; amounts and numbers arrive formatted, in Western digits.
 * Split sentences (`…Before`, `…After`) put their pieces in Marathi's order; a piece may be empty.
 * Marathi needs no plural here: पिन कोड, वस्तू and तास are the same for one and for many.
 *
 * The English is imported as types only, so this module carries none of it.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './site-messages.js';

/** The shell's title and description (web/index.html, filled in at build time). */
export const SHELL_HEAD_MESSAGES = {
  title: 'Karad Organic — कराडमधील प्रमाणित सेंद्रिय गूळ, मध, तूप आणि बरेच काही',
  description:
    'कराड, महाराष्ट्रातील आमचे कुटुंब आणि महिला बचत गट यांनी बनवलेला प्रमाणित सेंद्रिय गूळ, मध, A2 तूप, गुलकंद, पावडरी आणि रस. संपूर्ण भारतात डिलिव्हरी.',
} as const satisfies Catalogue<typeof EN.SHELL_HEAD_MESSAGES>;

/** The frame around every page: skip link, navbar, phone menu, account area, footer, route errors. */
export const SHELL_MESSAGES = {
  /** The shell's own words (web/index.html), before the page's code runs. */
  loadingShop: 'Karad Organic उघडत आहे…',
  needsJavaScript:
    'कार्टमध्ये टाकण्यासाठी आणि ऑर्डर करण्यासाठी JavaScript लागते: Karad Organic मध्ये खरेदी करण्यासाठी कृपया ते सुरू करा.',
  skipToContent: 'थेट मजकुराकडे जा',
  navShop: 'दुकान',
  navBlog: 'ब्लॉग',
  navStory: 'आमची गोष्ट',
  navContact: 'संपर्क',
  mainNavLabel: 'मुख्य',
  openMenu: 'मेनू उघडा',
  closeMenu: 'मेनू बंद करा',
  menuLabel: 'मेनू',
  menuShop: 'आमची उत्पादने',
  menuBlog: 'आमचा ब्लॉग',
  menuStory: 'आमची गोष्ट',
  menuContact: 'संपर्क साधा',
  menuCart: 'माझे कार्ट',
  menuOrders: 'माझ्या ऑर्डर',
  signIn: 'साइन इन करा',
  checkingSignIn: 'आपले साइन इन तपासत आहोत…',
  login: 'साइन इन',
  signOut: 'साइन आउट',
  cartLabel: (count: number) => `कार्ट, ${count} वस्तू`,
  orderHistory: 'माझ्या ऑर्डर',
  followUs: 'आम्हाला फॉलो करा',
  socialLink: (network: string) => `${network} (नव्या टॅबमध्ये उघडते)`,
  errorFallback: 'काहीतरी अडचण आली.',
  errorTitle: 'काहीतरी अडचण आली',
  errorText: 'हे पान दाखवता आले नाही. पान पुन्हा लोड केल्यावर सहसा ते दिसते.',
  reload: 'पुन्हा लोड करा',
  goHome: 'मुख्य पानावर जा',
} as const satisfies Catalogue<typeof EN.SHELL_MESSAGES>;

/** The footer on every page. */
export const FOOTER_MESSAGES = {
  about:
    'कराड, महाराष्ट्र येथील एक कौटुंबिक शेत आणि महिला बचत गट. सेंद्रिय प्रमाणित गूळ, मध, A2 तूप, गुलकंद आणि बरेच काही आम्ही स्वतः पिकवतो, बनवतो आणि पॅक करतो.',
  fssai: (licence: string) => `FSSAI परवाना क्र. ${licence}`,
  organicCertificate: (certificate: string) => `सेंद्रिय प्रमाणपत्र ${certificate}`,
  quickLinks: 'उपयुक्त लिंक',
  shop: 'दुकान',
  aboutUs: 'आमच्याबद्दल',
  contact: 'संपर्क',
  shipping: 'डिलिव्हरी आणि परतावा',
  reachFarm: 'आमच्याशी संपर्क साधा',
  newsletterTitle: 'हंगामाची पत्रे',
  newsletterLabel: 'प्रत्येक नव्या हंगामाची बातमी मिळवण्यासाठी आपला ईमेल',
  copyright: (shop: string) => `© 2023 ${shop}. सर्व हक्क राखीव.`,
  privacy: 'गोपनीयता',
  terms: 'अटी',
} as const satisfies Catalogue<typeof EN.FOOTER_MESSAGES>;

/** A product's breadcrumbs in search results (structured data, web/src/seo). */
export const BREADCRUMB_MESSAGES = {
  home: 'मुख्य पान',
  shop: 'दुकान',
} as const satisfies Catalogue<typeof EN.BREADCRUMB_MESSAGES>;

/** Home (product.md §2): hero, trust strip, promises, category tiles. */
export const HOME_MESSAGES = {
  heroAlt: 'सूर्योदयाच्या वेळी कराडजवळच्या कृष्णा खोऱ्यातील उसाची शेते आणि आमचे शेतघर',
  heroEyebrow: 'कौटुंबिक शेत · कराड, महाराष्ट्र',
  heroTitle: 'शुद्ध सेंद्रिय अन्न,',
  heroTitleAccent: 'थेट आमच्या शेतातून',
  heroLead:
    'पारंपरिक पद्धतीने बनवलेला गूळ, कच्चा मध, A2 बिलोना तूप आणि उन्हात मुरवलेला गुलकंद: आमचे कुटुंब आणि आमच्या बचत गटातील महिलांनी पिकवलेले, बनवलेले आणि पॅक केलेले.',
  shopNow: 'आता खरेदी करा',
  ourStory: 'आमची गोष्ट',
  trustLabel: 'आमची आपल्याला वचने',
  certified: '100% सेंद्रिय प्रमाणित',
  certifiers: 'USDA आणि इंडिया ऑरगॅनिक प्रमाणपत्र',
  deliveryAreas: 'डिलिव्हरीची ठिकाणे',
  promiseEyebrow: 'शेताचे वचन',
  promiseTitle: 'प्रामाणिकपणे पिकवलेले, हाताने बनवलेले',
  promiseLead: 'शेतापासून आपल्या स्वयंपाकघरापर्यंत, या तीन गोष्टींमध्ये आम्ही कधीही तडजोड करत नाही.',
  chemicalFreeTitle: 'रसायनमुक्त',
  chemicalFreeText:
    'कीटकनाशके नाहीत, हायड्रोस नाही, रंग किंवा संरक्षक नाहीत. आमचा गूळ जुन्या पद्धतीने भेंडीच्या रसाने स्वच्छ केला जातो.',
  ethicalTitle: 'न्याय्य मार्गाने बनवलेले',
  ethicalText:
    'आमच्या बचत गटातील महिलांनी बनवलेले: त्यांना प्रत्येक दिवसाच्या कामाचा मोबदला मिळतो आणि प्रत्येक हंगामाच्या नफ्यात वाटा मिळतो.',
  freshTitle: 'पूर्ण ताजेपणा',
  freshText:
    'थोड्या थोड्या प्रमाणात, एकाच आठवड्यात शिजवून पॅक केलेले, म्हणून आपल्या स्वयंपाकघरात पोहोचतानाही त्याला शेताचीच चव असते.',
  categoriesEyebrow: 'प्रकारानुसार खरेदी करा',
  categoriesTitle: 'आमच्या शेतातून आणि स्वयंपाकघरातून',
  viewAll: 'सर्व उत्पादने पाहा',
  gulkandNote: 'उन्हात मुरवलेला, गुलाबाच्या पाकळ्यांचा',
  grainsNote: 'चिया, जवस आणि शेतातील धान्ये',
  sweetenerNote: 'गुळाचे खडे, पावडर, काकवी आणि मध',
  powderNote: 'शेवगा आणि कढीपत्ता',
} as const satisfies Catalogue<typeof EN.HOME_MESSAGES>;

/** Home's testimonials: the carousel and the form to share one (product.md §2 Home, §4). */
export const TESTIMONIAL_SECTION_MESSAGES = {
  eyebrow: 'प्रेमळ शब्द',
  title: 'आमची कुटुंबे काय म्हणतात',
  loading: 'ग्राहकांचे अनुभव दाखवत आहोत…',
  empty: 'अजून कोणी अनुभव सांगितलेला नाही. पहिला अनुभव आपला असू शकतो!',
  carouselLabel: 'ग्राहकांचे अनुभव',
  previous: 'मागील अनुभव',
  next: 'पुढील अनुभव',
  anonymous: 'अनामिक',
  share: 'आपला अनुभव सांगा',
  opening: 'फॉर्म उघडत आहोत…',
  formTitle: 'आपला अनुभव सांगा',
  messageLabel: 'आपला अनुभव',
  messagePlaceholder: 'आमच्या उत्पादनांमधील काय आपल्या कुटुंबाला आवडले?',
  ratingLabel: 'आपले रेटिंग',
  submit: 'अनुभव पाठवा',
  submitting: 'पाठवत आहोत…',
} as const satisfies Catalogue<typeof EN.TESTIMONIAL_SECTION_MESSAGES>;
