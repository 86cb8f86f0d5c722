/**
 * What each page of the shop says about itself in the browser's tab, in search results and in
 * link previews (app/routes: useDocumentMeta): its title and description. No imports; its Marathi
 * twin is page-meta-messages.mr.ts (docs/decisions/016).
 */

/** Each route's title and description. */
export const PAGE_META_MESSAGES = {
  home: {
    title: 'Organic jaggery, honey & ghee from our Karad farm',
    description:
      'Certified organic jaggery, raw honey, A2 bilona ghee, gulkand and powders, made by a family farm and women’s self-help group in Karad, Maharashtra. Delivered across India.',
  },
  about: {
    title: 'Our story',
    description:
      'Three generations of organic farming in Karad: how our family and the women of our self-help group make certified organic jaggery, honey, ghee and more.',
  },
  contact: {
    title: 'Contact us',
    description:
      'Questions about an order, bulk jaggery or a farm visit? Message Karad Organic on WhatsApp, call or e-mail the farm in Karad, Maharashtra.',
  },
  shipping: {
    title: 'Shipping & Returns',
    description:
      'Where Karad Organic delivers, what delivery costs, the first-order offer and how to cancel an order.',
  },
  privacy: {
    title: 'Privacy policy',
    description: 'How Karad Organic uses the details you share when you shop with us.',
  },
  terms: { title: 'Terms of use', description: 'The terms for shopping at Karad Organic.' },
  blog: {
    title: 'Farm journal: from our farm to you',
    description:
      'Stories from our organic farm in Karad, in English and Marathi: the jaggery season, our bees, bilona ghee and the women who run the farm.',
  },
  notFound: { title: 'Page not found', description: 'This page does not exist on the Karad Organic shop.' },
  cart: { title: 'Your cart', description: 'The organic products in your Karad Organic cart.' },
  checkout: {
    title: 'Checkout',
    description: 'Choose a delivery address and place your Karad Organic order.',
  },
  checkoutNow: { title: 'Buy now', description: 'Order a single Karad Organic product straight away.' },
  orders: { title: 'My orders', description: 'Your Karad Organic order history.' },
  auth: {
    title: 'Login or sign up',
    description: 'Sign in to Karad Organic with Google or your mobile number to order and track deliveries.',
  },
} as const;
