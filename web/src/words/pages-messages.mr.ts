/**
 * pages-messages.ts in Marathi (docs/decisions/016; written as site-messages.mr.ts is, with
 * docs/marathi-glossary.md's terms). The English is imported as types only.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './pages-messages.js';

/** About (product.md §2): our story, mission, timeline. */
export const ABOUT_MESSAGES = {
  eyebrow: 'आमची गोष्ट',
  title: 'कराडच्या महिलांनी चालवलेले एक कौटुंबिक शेत',
  lead: 'आम्ही सातारा जिल्ह्यातील कराड येथील एक कौटुंबिक शेत आणि महिला बचत गट आहोत. आमच्या दुकानातील प्रत्येक गोष्ट आम्हीच पिकवतो, शिजवतो आणि पॅक करतो.',
  heroAlt: 'कराडमधील आमचे शेतघर; अंगणात बचत गटातील महिला बरण्या पॅक करत आहेत',
  missionEyebrow: 'आमचे ध्येय',
  missionTitle: 'प्रामाणिक अन्न, योग्य मोबदला',
  roots1: '',
  roots2: 'तीन पिढ्यांपासून',
  roots3: ' आमचे कुटुंब ',
  roots4: 'कराड',
  roots5:
    'च्या काळ्या मातीत शेती करत आहे. आम्ही रसायनांचा सोपा मार्ग कधीच घेतला नाही: आमचा गूळ भेंडीच्या रसाने स्वच्छ केला जातो, आमच्या मधमाश्या तुळस आणि जांभळाच्या फुलांवरून मध गोळा करतात, आणि आमच्या गीर व खिल्लार गायींच्या दुधापासून आमचे बिलोना तूप बनते.',
  today1: 'आमचे शेत ',
  today2: 'USDA आणि इंडिया ऑरगॅनिक प्रमाणित',
  today3: ' आहे, आणि आज ',
  today4: '200 हून अधिक आनंदी कुटुंबे',
  today5:
    ' आम्ही बनवलेले पदार्थ रोजच्या स्वयंपाकात वापरतात. प्रत्येक बरणीतून ती बनवणाऱ्या महिलांना मोबदला मिळतो, आणि प्रत्येक हंगामाच्या नफ्याचा काही भाग गटात वाटला जातो.',
  certificate: 'सेंद्रिय प्रमाणपत्र ',
  licence: ' · FSSAI परवाना ',
  deliveryLinkBefore: '. आम्ही कुठे डिलिव्हरी करतो आणि त्याचे शुल्क किती: ',
  deliveryLink: 'डिलिव्हरी आणि परतावा',
  deliveryLinkAfter: '.',
  statGenerations: 'पिढ्यांची शेती',
  statFamilies: 'आनंदी कुटुंबे',
  statOrganic: 'सेंद्रिय प्रमाणित',
  timelineEyebrow: 'आमचा प्रवास',
  timelineTitle: 'आमच्या शेतातून आपल्या स्वयंपाकघरात',
  rootsWhen: 'आमची मुळे',
  rootsTitle: 'एकाच जमिनीवर तीन पिढ्या',
  rootsText:
    'आमचे कुटुंब तीन पिढ्यांपासून कराडजवळ कृष्णेच्या काठी ऊस, धान्य आणि भाजीपाला पिकवत आहे, आणि आजी-आजोबांनी शिकवल्याप्रमाणेच गूळ बनवत आहे.',
  neighboursTitle: 'शेजाऱ्यांना विक्री',
  neighboursText:
    'आमच्या बचत गटातील महिलांनी व्यापाऱ्यांमार्फत न विकता गूळ, तूप आणि गुलकंद थेट जवळपासच्या ग्राहकांना विकायला सुरुवात केली.',
  familiesTitle: '200+ स्थानिक कुटुंबे',
  familiesText:
    'एका स्वयंपाकघरातून दुसऱ्या स्वयंपाकघरात बातमी पसरली. 2025 पर्यंत आम्ही कराड परिसरातील दोनशेहून अधिक कुटुंबांना दर महिन्याला पुरवठा करत होतो.',
  onlineTitle: 'ऑनलाइन',
  ctaTitle: 'तीन पिढ्यांनी पिकवलेल्या पदार्थांची चव चाखा',
  ctaButton: 'सेंद्रिय उत्पादने खरेदी करा',
} as const satisfies Catalogue<typeof EN.ABOUT_MESSAGES>;

/** Shipping & Returns: the figures come from the server's settings and arrive formatted (₹500.00). */
export const SHIPPING_PAGE_MESSAGES = {
  loading: 'आमच्या डिलिव्हरीच्या अटी दाखवत आहोत…',
  lead: 'आपली ऑर्डर आपल्यापर्यंत कशी पोहोचते, आणि काही चुकले तर काय करावे.',
  whereTitle: 'आम्ही कुठे डिलिव्हरी करतो',
  inKarad: 'कराडमध्ये',
  karadTerms: (_count: number, pincodes: string, freeOver: string, fee: string) =>
    ` (पिन कोड ${pincodes}): आपली ऑर्डर आम्ही स्वतः पोहोचवतो. सवलतीनंतर ऑर्डरची रक्कम ${freeOver} किंवा त्याहून जास्त असल्यास डिलिव्हरी मोफत, त्यापेक्षा कमी असल्यास ${fee}. `,
  elsewhere: 'भारतात इतरत्र',
  courier: (fee: string) => `: आम्ही कुरिअरने पाठवतो, प्रत्येक ऑर्डरसाठी ${fee}. `,
  notShipping: ': सध्या आम्ही कराडबाहेर पाठवत नाही. कृपया लवकरच पुन्हा पाहा.',
  checkPincode:
    'कोणत्याही उत्पादनाच्या पानावर किंवा आपल्या कार्टमध्ये आपला पिन कोड तपासा; ऑर्डर करताना, ऑर्डर नोंदवण्याआधीच आपल्या पत्त्यासाठीचे डिलिव्हरी शुल्क दिसते.',
  firstOrderTitle: 'आपली पहिली ऑर्डर',
  firstOrder: (percent: number) =>
    `आपल्या पहिल्या ऑर्डरच्या रकमेवर ${percent}% सवलत मिळते, एका खात्यासाठी एकदाच (ती पहिली ऑर्डर रद्द झाली असेल तरच पुन्हा).`,
  codTitle: 'डिलिव्हरीच्या वेळी पैसे भरणे',
  cod: (karadOnly: boolean, max: string) =>
    `${karadOnly ? 'कराडमध्ये ' : ''}${max} पर्यंतच्या ऑर्डरसाठी कॅश ऑन डिलिव्हरी उपलब्ध आहे.`,
  cancelTitle: 'ऑर्डर रद्द करणे',
  cancelBefore: 'आम्ही ऑर्डर रवाना करेपर्यंत आपण ती स्वतः ',
  cancelLink: 'माझ्या ऑर्डर',
  cancelAfter: (hours: number) =>
    ` मध्ये तिच्या पानावरून रद्द करू शकता. आम्ही ${hours} तासांत पुष्टी न केलेली ऑर्डर आपोआप रद्द होते, म्हणजे कोणासाठीही नसलेला माल राखून ठेवला जात नाही.`,
  problemTitle: 'काही चुकले असल्यास',
  problemBefore:
    'आमचे पदार्थ उघडल्यानंतर परत घेतले जात नाहीत. बरणी फुटलेली आली, किंवा आपण ऑर्डर केलेली वस्तू नसेल, तर डिलिव्हरीनंतर दोन दिवसांच्या आत फोटोसह ',
  problemAfter: ' या नंबरवर आम्हाला फोन किंवा WhatsApp करा; आम्ही ती वस्तू बदलून देऊ किंवा पैसे परत करू.',
} as const satisfies Catalogue<typeof EN.SHIPPING_PAGE_MESSAGES>;

/** Contact (product.md §2): the page, its form and the WhatsApp message the form writes. */
export const CONTACT_PAGE_MESSAGES = {
  eyebrow: 'संपर्क',
  title: 'आम्हाला आपल्याशी बोलायला आवडेल',
  lead: 'उत्पादनाबद्दल प्रश्न, लग्न किंवा सणासाठी मोठी ऑर्डर, किंवा शेताला भेट: आम्हाला लिहा.',
  formTitle: 'आम्हाला संदेश पाठवा',
  formHint: 'सर्व माहिती भरणे आवश्यक आहे. आपला संदेश WhatsApp मध्ये उघडेल, आम्हाला पाठवण्यासाठी तयार.',
  name: 'पूर्ण नाव',
  email: 'ईमेल',
  subject: 'विषय',
  message: 'संदेश',
  send: 'WhatsApp वर पाठवा',
  reachFarm: 'आमच्याशी संपर्क साधा',
  address: 'पत्ता',
  emailTitle: 'ईमेल',
  generalNote: 'प्रश्न आणि शेताला भेट',
  ordersNote: 'ऑर्डर आणि डिलिव्हरी',
  phone: 'फोन',
  hours: 'सोमवार ते शनिवार, सकाळी 9 ते संध्याकाळी 6',
  whatsApp: 'WhatsApp',
  chat: 'आमच्याशी चॅट करा',
  newTab: ' (नव्या टॅबमध्ये उघडते)',
  whatsAppGreeting: 'नमस्कार Karad Organic!',
  whatsAppName: (name: string) => `नाव: ${name}`,
  whatsAppEmail: (email: string) => `ईमेल: ${email}`,
  whatsAppSubject: (subject: string) => `विषय: ${subject}`,
  whatsAppMessage: (message: string) => `संदेश: ${message}`,
} as const satisfies Catalogue<typeof EN.CONTACT_PAGE_MESSAGES>;

/** The terms of use: the short version. */
export const TERMS_MESSAGES = {
  title: 'वापराच्या अटी',
  lead: 'आमच्याकडे खरेदी कशी होते, थोडक्यात.',
  ordersTitle: 'ऑर्डर आणि किंमती',
  orders:
    'किंमती भारतीय रुपयांमध्ये आहेत. आम्ही स्वीकारल्यावर ऑर्डर निश्चित होते; एखादे उत्पादन या हंगामासाठी संपले असल्यास आम्ही आपल्याशी संपर्क साधू.',
  deliveryTitle: 'डिलिव्हरी आणि ऑफर',
  deliveryBefore:
    'आम्ही कुठे डिलिव्हरी करतो, डिलिव्हरी शुल्क किती, पहिल्या ऑर्डरवरील सवलत आणि ऑर्डर कशी रद्द करायची, हे सर्व आमच्या ',
  deliveryLink: 'डिलिव्हरी आणि परतावा',
  deliveryAfter:
    ' या पानावर, ऑर्डर करताना लागू होणाऱ्या आकड्यांसह दिले आहे. आपल्या पत्त्यासाठीचे शुल्क ऑर्डर करताना, ऑर्डर नोंदवण्याआधीच दिसते.',
  questionsTitle: 'प्रश्न',
  questionsBefore: '',
  questionsMiddle: ' या नंबरवर आम्हाला फोन करा किंवा आमचे ',
  contactLink: 'संपर्क पान',
  questionsAfter: ' वापरा.',
} as const satisfies Catalogue<typeof EN.TERMS_MESSAGES>;

/** The privacy policy: a short, plain summary. */
export const PRIVACY_MESSAGES = {
  title: 'गोपनीयता धोरण',
  lead: 'आपली माहिती आम्ही कशी वापरतो, याचा छोटा आणि सोपा सारांश.',
  keepTitle: 'आम्ही काय जतन करतो',
  keep: 'आपण साइन इन केल्यावर आम्ही आपला फोन नंबर किंवा Google खाते, आपले डिलिव्हरीचे पत्ते, आपले कार्ट आणि आपल्या ऑर्डर जतन करतो, म्हणजे आपण घेतलेल्या वस्तू आम्ही पोहोचवू शकतो. आपण लिहिलेले अभिप्राय आणि अनुभव आपण दिलेल्या नावासह दुकानावर दाखवले जातात.',
  notTitle: 'आम्ही काय करत नाही',
  not: 'आम्ही आपली माहिती जाहिरातदारांना कधीही विकत नाही किंवा देत नाही. पेमेंटची माहिती हे दुकान जतन करत नाही.',
  questionsTitle: 'प्रश्न',
  questionsBefore: '',
  questionsMiddle: ' वर लिहा किंवा आमचे ',
  contactLink: 'संपर्क पान',
  questionsAfter: ' वापरा, आम्ही उत्तर देऊ.',
} as const satisfies Catalogue<typeof EN.PRIVACY_MESSAGES>;

/** Any other path (product.md §2): the 404 page. */
export const NOT_FOUND_MESSAGES = {
  eyebrow: 'त्रुटी 404',
  title: 'पान सापडले नाही',
  textBefore: 'आमच्या शेतावर ',
  textAfter: ' येथे काहीही नाही.',
  home: 'मुख्य पानावर परत जा',
  shop: 'दुकान पाहा',
} as const satisfies Catalogue<typeof EN.NOT_FOUND_MESSAGES>;
