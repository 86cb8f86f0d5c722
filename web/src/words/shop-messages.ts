/**
 * The words around the catalogue and the blog (issue 27): the shop's filters, the product page,
 * its tabs and reviews, the navbar search, and the blog's list and post screens. The storefront's
 * Marathi build reads shop-messages.mr.ts in its place (web/vite.config.ts), so each key there
 * answers the same.
 *
 * No imports, on purpose, like messages.ts: the messages the API shares with these screens
 * (CATALOGUE_MESSAGES, REVIEW_MESSAGES, BLOG_MESSAGES …) stay there; these are the screens' own.
 * Product names, descriptions and blog posts are data, never here.
 */

/** The shop's names for the catalogue's categories (web/src/shop/categories.ts), by lower-case value. */
export const CATEGORY_MESSAGES = {
  names: {
    'natural rose petal jam': 'Gulkand',
    'organic grains': 'Seeds & Grains',
    sweetener: 'Jaggery & Honey',
    powder: 'Powders',
    fruit: 'Fruit',
    ghee: 'Ghee',
    juice: 'Juice',
    laddu: 'Laddu',
    syrup: 'Syrup',
  },
} as const;

/** The shop screen (product.md §2 Shop): its header, filters, empty and failed states, promise strip. */
export const SHOP_MESSAGES = {
  eyebrow: 'The farm shop',
  heading: 'Organic goodness from Karad',
  intro:
    'Jaggery, honey, ghee, gulkand, seeds, powders and juices, made in small batches on our family farm.',
  categoryLabel: 'Category',
  sortLabel: 'Sort by',
  allCategories: 'All Categories',
  seasonalSpecials: 'Seasonal Specials',
  sortPopularity: 'Popularity',
  sortPriceAsc: 'Price Low to High',
  sortPriceDesc: 'Price High to Low',
  /** Around the searched text, shown in bold between them: "Results for “ghee”". */
  resultsBefore: 'Results for',
  resultsAfter: '',
  clearSearch: 'Clear search',
  tryAgain: 'Try Again',
  emptyDetail: 'Nothing on the farm matches these filters right now.',
  resetFilters: 'Reset Farm Filters',
  productsHeading: 'Products',
  promiseLabel: 'Our farm promise',
  /** Each promise: its bold words, then the rest. */
  chemicalFree: 'Chemical-free',
  chemicalFreeRest: 'and certified organic',
  handmade: 'Made by hand',
  handmadeRest: 'by the women of our self-help group',
  packedFresh: 'Packed fresh',
  packedFreshRest: 'in small batches every week',
} as const;

/** The shop's title, description and breadcrumbs for search engines and shared links. */
export const SHOP_META_MESSAGES = {
  title: 'Shop organic jaggery, honey, ghee & more',
  description:
    'Browse certified organic jaggery, raw honey, A2 ghee, gulkand, seeds, powders and juices from our farm in Karad. Prices in rupees, delivered across India.',
  categoryTitle: (label: string) => `${label}: organic from our Karad farm`,
  /** Followed by the shop's description. */
  categoryDescription: (label: string) => `${label} from our certified organic family farm in Karad.`,
  home: 'Home',
  shop: 'Shop',
} as const;

/** A shop card (product.md §2 Shop): badge, benefits and its link. */
export const PRODUCT_CARD_MESSAGES = {
  popular: 'Popular',
  benefitsLabel: 'Benefits',
  moreBenefits: (count: number) => `and ${count} more`,
  viewDetails: 'View Details',
} as const;

/** The navbar's product search and its suggestions. */
export const PRODUCT_SEARCH_MESSAGES = {
  formLabel: 'Search products',
  formLabelMobile: 'Search products (mobile)',
  inputLabel: 'Search organic products',
  placeholder: 'Search jaggery, honey, ghee…',
  suggestionsLabel: 'Product suggestions',
  noMatch: (text: string) => `No products match “${text}”.`,
  /** Before the product names nearest to a search that matches nothing (the navbar and the shop). */
  didYouMean: 'Did you mean:',
  /** The last row of the suggestions: the shop's list for the text. */
  seeAll: (text: string) => `See all results for “${text}”`,
} as const;

/** The product page (product.md §2 Product detail): states, badges, pack, quantity and buttons. */
export const PRODUCT_PAGE_MESSAGES = {
  /** The tab's title while the product loads, and when it is missing. */
  loadingTitle: 'Organic product',
  notFoundTitle: 'Product not found',
  loadingDescription: 'Certified organic farm food from Karad, Maharashtra.',
  loading: 'Loading product details…',
  notFoundDetail: 'We could not find this product. It may have sold out for the season.',
  backToShop: 'Back to Shop',
  failedTitle: 'Something went wrong',
  retry: 'Retry',
  breadcrumbLabel: 'Breadcrumb',
  home: 'Home',
  badgesLabel: 'Badges',
  certifiedOrganic: 'Certified Organic',
  customerFavorite: 'Customer Favorite',
  choosePack: 'Choose a pack',
  /** Under the product's name when it has no short description of its own. */
  defaultShortDescription:
    'Pure, natural goodness from our organic family farm in Karad, made in small batches without chemicals.',
  total: 'Total',
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  orderNow: 'Order Now',
  /** The buy bar's short button, and what it says to screen readers (`item`: "Ghee (500g)"). */
  add: 'Add',
  addLabel: (quantity: number, item: string) => `Add ${quantity} × ${item} to cart`,
  /** A shared link's description: the first pack's price, then what the product is. */
  metaPrice: (price: string, unit: string) => `${price} for ${unit}. `,
  metaDescription: (about: string) => `${about} Certified organic, from our family farm in Karad.`,
} as const;

/** The product's pictures. */
export const GALLERY_MESSAGES = {
  picture: (name: string, number: number, count: number) => `${name}, picture ${number} of ${count}`,
  thumbnailsLabel: 'Pictures',
  showPicture: (number: number, count: number) => `Show picture ${number} of ${count}`,
} as const;

/** The product page's tabs: details, benefits and uses, nutrition facts, farm and origin. */
export const PRODUCT_TABS_MESSAGES = {
  details: 'Product Details',
  benefits: 'Benefits & Uses',
  nutrition: 'Nutrition Facts',
  farm: 'Farm & Origin',
  sectionLabel: 'About this product',
  tabsLabel: 'Product information',
  ingredients: 'Ingredients:',
  benefitsHeading: 'Benefits',
  usesHeading: 'How to use it',
  nutritionHeading: 'Nutrition facts',
  nutritionCaption: 'Typical values per 100g',
  nutrientColumn: 'Nutrient',
  per100gColumn: 'Per 100g',
  nutritionNote: 'Values are approximate and vary naturally from batch to batch and season to season.',
  farmHeading: 'From our farm',
  origin: 'Origin:',
  methodsHeading: 'How we make it',
  /** The nutrition table's rows. */
  nutrients: {
    calories: 'Calories',
    protein: 'Protein',
    carbs: 'Carbohydrates',
    sugar: 'Sugar',
    fat: 'Fat',
    fiber: 'Fiber',
  },
} as const;

/** Reviews under a product and the review form (product.md §2, §4); the API's words are in REVIEW_MESSAGES. */
export const PRODUCT_REVIEWS_MESSAGES = {
  heading: 'Customer Reviews',
  addReview: 'Add Review',
  closeForm: 'Close Review Form',
  openingForm: 'Opening the review form…',
  loading: 'Loading reviews…',
  empty: 'Be the first to tell other families what you thought.',
  anonymous: 'Anonymous',
  formLabel: 'Write a review',
  ratingLabel: 'Your rating',
  commentLabel: 'Your review',
  commentPlaceholder: 'How did it taste? How did your family use it?',
  submit: 'Submit Review',
  submitting: 'Submitting…',
} as const;

/** The blog's list and post screens around the posts (product.md §2 Blog); posts are data. */
export const BLOG_SCREEN_MESSAGES = {
  eyebrow: 'Farm journal',
  intro: 'Seasons, recipes and the people behind every jar, in English and Marathi.',
  /** The tabs that choose a post's language. */
  languageLabel: 'Language',
  loading: 'Loading stories…',
  tryAgain: 'Try Again',
  loadingPost: 'Loading story…',
  /** The tab's title while a post loads, and when it is missing. */
  postTitle: 'Farm journal',
  postNotFoundTitle: 'Story not found',
  postDescription: 'A story from our organic farm in Karad.',
  failedTitle: 'Something went wrong',
  backToBlog: 'Back to the blog',
  tagsLabel: 'Tags',
  /** The byline's word before a Marathi post's author (product.md §2 words it 'By' on the English site). */
  bylineMarathi: 'By',
  /** A post's breadcrumbs for search engines. */
  home: 'Home',
  journal: 'Farm journal',
} as const;
