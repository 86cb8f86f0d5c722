/**
 * shop-messages.ts in Marathi (issue 27): the Marathi build of the storefront reads this module in
 * its place, so it has the same groups, keys and function parameters (`satisfies Catalogue<…>`).
 * Written with docs/marathi-glossary.md's terms: the shopper is आपण, the farm speaks as आम्ही,
 * product उत्पादन, review अभिप्राय, post लेख; amounts and numbers arrive formatted, in Western digits.
 *
 * The English is imported as types only, so this module carries none of it.
 */
import type { Catalogue } from '@contract/catalogue';
import type * as EN from './shop-messages.js';

/** The shop's names for the catalogue's categories (web/src/shop/categories.ts), by lower-case value. */
export const CATEGORY_MESSAGES = {
  names: {
    'natural rose petal jam': 'गुलकंद',
    'organic grains': 'बिया आणि धान्ये',
    sweetener: 'गूळ आणि मध',
    powder: 'पावडर',
    fruit: 'फळे',
    ghee: 'तूप',
    juice: 'रस',
    laddu: 'लाडू',
    syrup: 'सिरप',
  },
} as const satisfies Catalogue<typeof EN.CATEGORY_MESSAGES>;

/** The shop screen (product.md §2 Shop): its header, filters, empty and failed states, promise strip. */
export const SHOP_MESSAGES = {
  eyebrow: 'आमच्या शेताचे दुकान',
  heading: 'कराडच्या शेतातले सेंद्रिय पदार्थ',
  intro: 'गूळ, मध, तूप, गुलकंद, बिया, पावडर आणि रस — आमच्या कौटुंबिक शेतावर थोड्या थोड्या प्रमाणात बनवलेले.',
  categoryLabel: 'प्रकार',
  sortLabel: 'क्रम',
  allCategories: 'सर्व प्रकार',
  seasonalSpecials: 'हंगामी खास',
  sortPopularity: 'लोकप्रियतेनुसार',
  sortPriceAsc: 'किंमत: कमी ते जास्त',
  sortPriceDesc: 'किंमत: जास्त ते कमी',
  /** Marathi puts the searched text first: “ghee” साठी निकाल. */
  resultsBefore: '',
  resultsAfter: 'साठी निकाल',
  clearSearch: 'शोध काढून टाका',
  tryAgain: 'पुन्हा प्रयत्न करा',
  emptyDetail: 'या निवडीशी जुळणारे काहीही सध्या आमच्या शेतात नाही.',
  resetFilters: 'सर्व उत्पादने दाखवा',
  productsHeading: 'उत्पादने',
  promiseLabel: 'आमच्या शेताचे वचन',
  chemicalFree: 'रसायनमुक्त',
  chemicalFreeRest: 'आणि प्रमाणित सेंद्रिय',
  handmade: 'हाताने बनवलेले',
  handmadeRest: '— आमच्या बचत गटातील महिलांनी',
  packedFresh: 'ताजे पॅक केलेले',
  packedFreshRest: '— दर आठवड्याला, थोड्या थोड्या प्रमाणात',
} as const satisfies Catalogue<typeof EN.SHOP_MESSAGES>;

/** The shop's title, description and breadcrumbs for search engines and shared links. */
export const SHOP_META_MESSAGES = {
  title: 'सेंद्रिय गूळ, मध, तूप आणि बरेच काही खरेदी करा',
  description:
    'कराडमधील आमच्या शेतातले प्रमाणित सेंद्रिय गूळ, कच्चा मध, A2 तूप, गुलकंद, बिया, पावडर आणि रस पाहा. किमती रुपयांत, संपूर्ण भारतात डिलिव्हरी.',
  categoryTitle: (label: string) => `${label}: कराडमधील आमच्या शेतातून, सेंद्रिय`,
  categoryDescription: (label: string) => `${label}: कराडमधील आमच्या प्रमाणित सेंद्रिय कौटुंबिक शेतातून.`,
  home: 'मुख्य पान',
  shop: 'दुकान',
} as const satisfies Catalogue<typeof EN.SHOP_META_MESSAGES>;

/** A shop card (product.md §2 Shop): badge, benefits and its link. */
export const PRODUCT_CARD_MESSAGES = {
  popular: 'लोकप्रिय',
  benefitsLabel: 'फायदे',
  moreBenefits: (count: number) => `आणखी ${count}`,
  viewDetails: 'माहिती पाहा',
} as const satisfies Catalogue<typeof EN.PRODUCT_CARD_MESSAGES>;

/** The navbar's product search and its suggestions. */
export const PRODUCT_SEARCH_MESSAGES = {
  formLabel: 'उत्पादने शोधा',
  formLabelMobile: 'उत्पादने शोधा (मोबाइल)',
  inputLabel: 'सेंद्रिय उत्पादने शोधा',
  placeholder: 'गूळ, मध, तूप शोधा…',
  suggestionsLabel: 'सुचवलेली उत्पादने',
  noMatch: (text: string) => `“${text}” शी जुळणारे एकही उत्पादन नाही.`,
  didYouMean: 'आपल्याला असे म्हणायचे होते का:',
  seeAll: (text: string) => `“${text}” साठी सर्व निकाल पाहा`,
} as const satisfies Catalogue<typeof EN.PRODUCT_SEARCH_MESSAGES>;

/** The product page (product.md §2 Product detail): states, badges, pack, quantity and buttons. */
export const PRODUCT_PAGE_MESSAGES = {
  loadingTitle: 'सेंद्रिय उत्पादन',
  notFoundTitle: 'उत्पादन सापडले नाही',
  loadingDescription: 'कराड, महाराष्ट्र येथील आमच्या शेतातले प्रमाणित सेंद्रिय पदार्थ.',
  loading: 'उत्पादनाची माहिती आणत आहोत…',
  notFoundDetail: 'हे उत्पादन आम्हाला सापडले नाही. कदाचित या हंगामातले सर्व विकले गेले असेल.',
  backToShop: 'दुकानाकडे परत',
  failedTitle: 'काहीतरी अडचण आली',
  retry: 'पुन्हा प्रयत्न करा',
  breadcrumbLabel: 'आपण इथे आहात',
  home: 'मुख्य पान',
  badgesLabel: 'वैशिष्ट्ये',
  certifiedOrganic: 'प्रमाणित सेंद्रिय',
  customerFavorite: 'ग्राहकांच्या पसंतीचे',
  choosePack: 'पॅक निवडा',
  defaultShortDescription:
    'कराडमधील आमच्या सेंद्रिय कौटुंबिक शेतातले शुद्ध, नैसर्गिक पदार्थ — रसायनांशिवाय, थोड्या थोड्या प्रमाणात बनवलेले.',
  total: 'एकूण रक्कम',
  addToCart: 'कार्टमध्ये टाका',
  adding: 'टाकत आहोत…',
  orderNow: 'आता ऑर्डर करा',
  add: 'टाका',
  addLabel: (quantity: number, item: string) => `${item}: ${quantity} नग कार्टमध्ये टाका`,
  metaPrice: (price: string, unit: string) => `${unit}: ${price}. `,
  metaDescription: (about: string) => `${about} प्रमाणित सेंद्रिय, कराडमधील आमच्या कौटुंबिक शेतातून.`,
} as const satisfies Catalogue<typeof EN.PRODUCT_PAGE_MESSAGES>;

/** The product's pictures. */
export const GALLERY_MESSAGES = {
  picture: (name: string, number: number, count: number) => `${name}, चित्र ${number} / ${count}`,
  thumbnailsLabel: 'चित्रे',
  showPicture: (number: number, count: number) => `चित्र ${number} / ${count} दाखवा`,
} as const satisfies Catalogue<typeof EN.GALLERY_MESSAGES>;

/** The product page's tabs: details, benefits and uses, nutrition facts, farm and origin. */
export const PRODUCT_TABS_MESSAGES = {
  details: 'उत्पादनाची माहिती',
  benefits: 'फायदे आणि उपयोग',
  nutrition: 'पोषणमूल्ये',
  farm: 'शेत आणि उगम',
  sectionLabel: 'या उत्पादनाविषयी',
  tabsLabel: 'उत्पादनाविषयी माहिती',
  ingredients: 'घटक:',
  benefitsHeading: 'फायदे',
  usesHeading: 'कसे वापरावे',
  nutritionHeading: 'पोषणमूल्ये',
  nutritionCaption: 'प्रति 100g सर्वसाधारण मूल्ये',
  nutrientColumn: 'पोषक घटक',
  per100gColumn: 'प्रति 100g',
  nutritionNote: 'ही मूल्ये अंदाजे आहेत; ती प्रत्येक बॅचनुसार आणि हंगामानुसार नैसर्गिकरीत्या बदलतात.',
  farmHeading: 'आमच्या शेतातून',
  origin: 'उगम:',
  methodsHeading: 'आम्ही ते कसे बनवतो',
  nutrients: {
    calories: 'ऊर्जा (कॅलरी)',
    protein: 'प्रथिने',
    carbs: 'कर्बोदके',
    sugar: 'साखर',
    fat: 'स्निग्ध पदार्थ',
    fiber: 'तंतुमय पदार्थ',
  },
} as const satisfies Catalogue<typeof EN.PRODUCT_TABS_MESSAGES>;

/** Reviews under a product and the review form (product.md §2, §4); the API's words are in REVIEW_MESSAGES. */
export const PRODUCT_REVIEWS_MESSAGES = {
  heading: 'ग्राहकांचे अभिप्राय',
  addReview: 'अभिप्राय लिहा',
  closeForm: 'अभिप्राय फॉर्म बंद करा',
  openingForm: 'अभिप्राय फॉर्म उघडत आहोत…',
  loading: 'अभिप्राय आणत आहोत…',
  empty: 'आपल्याला हे कसे वाटले ते इतर कुटुंबांना सांगणारे पहिले आपण व्हा.',
  anonymous: 'अनामिक',
  formLabel: 'अभिप्राय लिहा',
  ratingLabel: 'आपले रेटिंग',
  commentLabel: 'आपले मत',
  commentPlaceholder: 'चव कशी होती? आपल्या कुटुंबाने ते कसे वापरले?',
  submit: 'अभिप्राय पाठवा',
  submitting: 'पाठवत आहोत…',
} as const satisfies Catalogue<typeof EN.PRODUCT_REVIEWS_MESSAGES>;

/** The blog's list and post screens around the posts (product.md §2 Blog); posts are data. */
export const BLOG_SCREEN_MESSAGES = {
  eyebrow: 'शेतावरची डायरी',
  intro: 'ऋतू, पाककृती आणि प्रत्येक बरणीमागची माणसे — इंग्रजी आणि मराठीत.',
  languageLabel: 'भाषा',
  loading: 'लेख आणत आहोत…',
  tryAgain: 'पुन्हा प्रयत्न करा',
  loadingPost: 'लेख आणत आहोत…',
  postTitle: 'शेतावरची डायरी',
  postNotFoundTitle: 'लेख सापडला नाही',
  postDescription: 'कराडमधील आमच्या सेंद्रिय शेतातला एक लेख.',
  failedTitle: 'काहीतरी अडचण आली',
  backToBlog: 'सर्व लेखांकडे परत',
  tagsLabel: 'टॅग',
  bylineMarathi: 'लेखक:',
  home: 'मुख्य पान',
  journal: 'शेतावरची डायरी',
} as const satisfies Catalogue<typeof EN.BLOG_SCREEN_MESSAGES>;
