/**
 * The words of the storefront's frame and the farm's own pages (issue 27): the navbar, phone menu
 * and footer, Home, About, Contact, Shipping & Returns, Privacy, Terms, the 404 page, Home's
 * testimonials and a product's breadcrumbs in search results (each page's title and description
 * are page-meta-messages.ts). The Marathi build reads site-messages.mr.ts in its place (web/vite.config.ts), so
 * the screens import their groups from here and carry one language's words only.
 *
 * No imports, like messages.ts. Messages with a value in them are functions. Sentences with a link
 * or bold words inside are split where the element goes (`…Before`, `…Link`, `…After`), so each
 * language orders the pieces of its own sentence. What messages.ts already says (delivery area,
 * offers, the contact form's checks) is used from there, not repeated here.
 */

/**
 * The shell's title and description (web/index.html, filled in at build time): what a page whose
 * server render names no title of its own carries, such as the back office, in its language.
 */
export const SHELL_HEAD_MESSAGES = {
  title: 'Karad Organic — certified organic jaggery, honey, ghee and more from Karad',
  description:
    'Certified organic jaggery, honey, A2 ghee, gulkand, powders and juices from a family farm and women’s self-help group in Karad, Maharashtra. Delivered across India.',
} as const;

/** The frame around every page: skip link, navbar, phone menu, account area, footer, route errors. */
export const SHELL_MESSAGES = {
  /** The shell's own words (web/index.html), before the page's code runs. */
  loadingShop: 'Loading Karad Organic…',
  needsJavaScript:
    'Adding to the cart and ordering need JavaScript: please enable it to shop at Karad Organic.',
  skipToContent: 'Skip to content',
  /** The navbar's links (wide screens). */
  navShop: 'Shop',
  navBlog: 'Blog',
  navStory: 'Our Story',
  navContact: 'Contact',
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The phone menu's links. */
  menuLabel: 'Menu',
  menuShop: 'Shop Products',
  menuBlog: 'Our Blog',
  menuStory: 'Our Story',
  menuContact: 'Contact Us',
  menuCart: 'My Cart',
  menuOrders: 'My Orders',
  signIn: 'Login / Sign Up',
  /** The navbar's account area. */
  checkingSignIn: 'Checking your sign-in…',
  login: 'Login',
  signOut: 'Sign Out',
  cartLabel: (count: number) => `Cart, ${count} item${count === 1 ? '' : 's'}`,
  orderHistory: 'Order history',
  /** Social profiles: the list and each icon link (`network`: Instagram, Facebook, YouTube). */
  followUs: 'Follow us',
  socialLink: (network: string) => `${network} (opens in a new tab)`,
  /** A screen that failed to render (app/layout/route-error.tsx). */
  errorFallback: 'Something went wrong.',
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be shown. Reloading usually fixes it.',
  reload: 'Reload',
  goHome: 'Go home',
} as const;

/** The footer on every page. */
export const FOOTER_MESSAGES = {
  about:
    'A family farm and women’s self-help group in Karad, Maharashtra. We grow, make and pack certified organic jaggery, honey, A2 ghee, gulkand and more.',
  fssai: (licence: string) => `FSSAI Lic. No. ${licence}`,
  organicCertificate: (certificate: string) => `Organic certificate ${certificate}`,
  quickLinks: 'Quick links',
  shop: 'Shop',
  aboutUs: 'About Us',
  contact: 'Contact',
  shipping: 'Shipping & Returns',
  reachFarm: 'Reach the farm',
  newsletterTitle: 'Harvest letters',
  newsletterLabel: 'Your e-mail, for news of each new harvest',
  /** `shop`: the shop's name. */
  copyright: (shop: string) => `© 2023 ${shop}. All rights reserved.`,
  privacy: 'Privacy',
  terms: 'Terms',
} as const;

/** A product's breadcrumbs in search results (structured data, web/src/seo). */
export const BREADCRUMB_MESSAGES = {
  home: 'Home',
  shop: 'Shop',
} as const;

/** Home (product.md §2): hero, trust strip, promises, category tiles. */
export const HOME_MESSAGES = {
  heroAlt: 'Sugarcane fields and our farmhouse in the Krishna valley near Karad at sunrise',
  heroEyebrow: 'Family farm · Karad, Maharashtra',
  heroTitle: 'Pure organic food,',
  heroTitleAccent: 'straight from our farm',
  heroLead:
    'Jaggery boiled the old way, raw honey, A2 bilona ghee and sun-cured gulkand, grown, made and packed by our family and the women of our self-help group.',
  shopNow: 'Shop Now',
  ourStory: 'Our Story',
  trustLabel: 'Our promises to you',
  certified: '100% Organic Certified',
  certifiers: 'USDA and India Organic',
  deliveryAreas: 'delivery areas',
  promiseEyebrow: 'The farm promise',
  promiseTitle: 'Grown honestly, made by hand',
  promiseLead: 'Three things we never compromise on, from the field to your kitchen.',
  chemicalFreeTitle: 'Chemical-Free',
  chemicalFreeText:
    'No pesticides, no hydros, no colour or preservatives. Our jaggery is cleaned with bhendi sap, the old way.',
  ethicalTitle: 'Ethically Sourced',
  ethicalText:
    'Made by the women of our self-help group, who are paid for every day of work and share in each season’s profit.',
  freshTitle: 'Maximum Freshness',
  freshText:
    'Small batches, cooked and packed in the same week, so what reaches your kitchen still tastes of the farm.',
  categoriesEyebrow: 'Shop by category',
  categoriesTitle: 'From our fields and kitchen',
  viewAll: 'View All Products',
  /** Under each category tile's name. */
  gulkandNote: 'Sun-cured rose petal preserve',
  grainsNote: 'Chia, javas and farm grains',
  sweetenerNote: 'Cubes, powder, kaakvi and honey',
  powderNote: 'Moringa and curry leaves',
} as const;

/** Home's testimonials: the carousel and the form to share one (product.md §2 Home, §4). */
export const TESTIMONIAL_SECTION_MESSAGES = {
  eyebrow: 'Kind words',
  title: 'What our families say',
  loading: 'Loading testimonials…',
  empty: 'No testimonials yet. Yours could be the first!',
  carouselLabel: 'Testimonials',
  previous: 'Previous testimonials',
  next: 'Next testimonials',
  /** A testimonial without a name. */
  anonymous: 'Anonymous',
  share: 'Share Your Experience',
  opening: 'Opening the form…',
  formTitle: 'Share your experience',
  messageLabel: 'Your testimonial',
  messagePlaceholder: 'What did your family love about our produce?',
  ratingLabel: 'Your rating',
  submit: 'Submit Testimonial',
  submitting: 'Submitting…',
} as const;
