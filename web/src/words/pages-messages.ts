/**
 * The words of the farm's own pages that are not on every page (About, Shipping & Returns,
 * Contact, Terms, Privacy, the 404): apart from site-messages.ts, whose words the header, footer
 * and home load with every page, so a page's start-up code carries only its own. No imports; its
 * Marathi twin is pages-messages.mr.ts (docs/decisions/016).
 */

/** About (product.md §2): our story, mission, timeline. */
export const ABOUT_MESSAGES = {
  eyebrow: 'Our story',
  title: 'A family farm, run by the women of Karad',
  lead: 'We are a family farm and a women’s self-help group in Karad, Satara district. Everything in our shop is grown, cooked and packed by us.',
  heroAlt: 'Our farmhouse in Karad, with women of the self-help group packing jars in the courtyard',
  missionEyebrow: 'Our mission',
  missionTitle: 'Honest food, fair work',
  /** The first paragraph: text, bold, text, bold, text. */
  roots1: 'For ',
  roots2: 'three generations',
  roots3: ' our family has farmed the black soil of ',
  roots4: 'Karad',
  roots5:
    '. We never took the shortcut of chemicals: our jaggery is cleaned with bhendi sap, our bees forage on tulsi and jamun, and our Gir and Khillar cows give the milk for our bilona ghee.',
  /** The second paragraph: text, bold, text, bold, text. */
  today1: 'Our farm is ',
  today2: 'USDA and India Organic certified',
  today3: ', and today more than ',
  today4: '200 happy families',
  today5:
    ' cook with what we make. Every jar pays the women who made it, and part of each season’s profit is shared in the group.',
  /** Before the certificate number (bold), then before the licence number (bold). */
  certificate: 'Organic certificate ',
  licence: ' · FSSAI licence ',
  /** After the licence number, before the link to Shipping & Returns. */
  deliveryLinkBefore: '. Where we deliver and what it costs: ',
  deliveryLink: 'Shipping & Returns',
  deliveryLinkAfter: '.',
  statGenerations: 'generations of farming',
  statFamilies: 'happy families',
  statOrganic: 'certified organic',
  timelineEyebrow: 'How we grew',
  timelineTitle: 'From our fields to your kitchen',
  rootsWhen: 'Our roots',
  rootsTitle: 'Three generations on the same land',
  rootsText:
    'Our family has farmed sugarcane, grains and vegetables on the banks of the Krishna near Karad for three generations, boiling jaggery the way our grandparents taught us.',
  neighboursTitle: 'Selling to our neighbours',
  neighboursText:
    'The women of our self-help group began selling jaggery, ghee and gulkand directly to nearby customers, instead of through traders.',
  familiesTitle: '200+ local families',
  familiesText:
    'Word spread from kitchen to kitchen. By 2025 we were supplying more than two hundred families around Karad every month.',
  /** The last step while the delivery area is not known yet. */
  onlineTitle: 'Online',
  ctaTitle: 'Taste what three generations have grown',
  ctaButton: 'Shop Organic',
} as const;

/**
 * Shipping & Returns: the figures come from the server's settings and arrive formatted (₹500.00).
 * Its title and load failure are SITE_MESSAGES in messages.ts.
 */
export const SHIPPING_PAGE_MESSAGES = {
  loading: 'Loading our delivery terms…',
  lead: 'How your order reaches you, and what to do if something is not right.',
  whereTitle: 'Where we deliver',
  inKarad: 'In Karad',
  /** After "In Karad": its PIN codes, the free-delivery threshold and the fee below it. */
  karadTerms: (count: number, pincodes: string, freeOver: string, fee: string) =>
    ` (PIN code${count === 1 ? '' : 's'} ${pincodes}): we bring your order ourselves. Delivery is free when your order comes to ${freeOver} or more after any discount, and ${fee} below that. `,
  elsewhere: 'Elsewhere in India',
  /** After "Elsewhere in India", when the farm ships by courier (then the arrival sentence). */
  courier: (fee: string) => `: we send it by courier for ${fee} an order. `,
  notShipping: ': we are not shipping outside Karad at the moment. Please check back soon.',
  checkPincode:
    'Check your PIN code on any product page or in your cart; checkout shows the delivery charge for your address before you order.',
  firstOrderTitle: 'Your first order',
  firstOrder: (percent: number) =>
    `Your first order gets ${percent}% off its subtotal, once per account (again only if that first order was cancelled).`,
  codTitle: 'Paying on delivery',
  cod: (karadOnly: boolean, max: string) =>
    `Cash on delivery is offered ${karadOnly ? 'in Karad ' : ''}for orders up to ${max}.`,
  cancelTitle: 'Cancelling an order',
  /** Around the link to My Orders. */
  cancelBefore: 'Until we ship it, you can cancel an order yourself from its page in ',
  cancelLink: 'My Orders',
  cancelAfter: (hours: number) =>
    `. An order we have not confirmed within ${hours} hours is cancelled for you, so nothing stays reserved for nobody.`,
  problemTitle: 'If something is not right',
  /** Around the farm's phone number (a link). */
  problemBefore:
    'Our foods cannot be returned once opened. If a jar arrives broken, or it is not what you ordered, call or WhatsApp us within two days of delivery on ',
  problemAfter: ' with a photo, and we will replace it or refund you.',
} as const;

/** Contact (product.md §2): the page, its form and the WhatsApp message the form writes. */
export const CONTACT_PAGE_MESSAGES = {
  eyebrow: 'Contact',
  title: 'We would love to hear from you',
  lead: 'Questions about a product, a bulk order for a wedding or festival, or a visit to the farm: write to us.',
  formTitle: 'Send us a message',
  formHint: 'All fields are required. Your message opens in WhatsApp, ready to send to the farm.',
  name: 'Full name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send on WhatsApp',
  reachFarm: 'Reach the farm',
  address: 'Address',
  emailTitle: 'Email',
  generalNote: 'Questions and farm visits',
  ordersNote: 'Orders and deliveries',
  phone: 'Phone',
  hours: 'Monday to Saturday, 9 am to 6 pm',
  whatsApp: 'WhatsApp',
  chat: 'Chat with us',
  newTab: ' (opens in a new tab)',
  /** The prefilled WhatsApp message to the farm: a greeting, then one line per field. */
  whatsAppGreeting: 'Hello Karad Organic!',
  whatsAppName: (name: string) => `Name: ${name}`,
  whatsAppEmail: (email: string) => `Email: ${email}`,
  whatsAppSubject: (subject: string) => `Subject: ${subject}`,
  whatsAppMessage: (message: string) => `Message: ${message}`,
} as const;

/** The terms of use: the short version. */
export const TERMS_MESSAGES = {
  title: 'Terms of use',
  lead: 'The short version of how shopping with us works.',
  ordersTitle: 'Orders and prices',
  orders:
    'Prices are in Indian rupees. An order is confirmed once we accept it; we will contact you if a product has sold out for the season.',
  deliveryTitle: 'Delivery and offers',
  /** Around the link to Shipping & Returns. */
  deliveryBefore:
    'Where we deliver, what delivery costs, the first-order offer and how to cancel an order are on our ',
  deliveryLink: 'Shipping & Returns',
  deliveryAfter:
    ' page, with the figures checkout applies. You see the charge for your address at checkout, before you order.',
  questionsTitle: 'Questions',
  /** Around the phone number (a link), then the link to the contact page. */
  questionsBefore: 'Call us on ',
  questionsMiddle: ' or use our ',
  contactLink: 'contact page',
  questionsAfter: '.',
} as const;

/** The privacy policy: a short, plain summary. */
export const PRIVACY_MESSAGES = {
  title: 'Privacy policy',
  lead: 'A short, plain summary of how we use your details.',
  keepTitle: 'What we keep',
  keep: 'When you sign in we keep your phone number or Google account, your delivery addresses, your cart and your orders, so we can deliver what you bought. Reviews and testimonials you write are shown on the shop with the name you give.',
  notTitle: 'What we do not do',
  not: 'We never sell or share your details with advertisers. Payment details are not stored by this shop.',
  questionsTitle: 'Questions',
  /** Around the e-mail address (a link), then the link to the contact page. */
  questionsBefore: 'Write to ',
  questionsMiddle: ' or use our ',
  contactLink: 'contact page',
  questionsAfter: ', and we will reply.',
} as const;

/** Any other path (product.md §2): the 404 page. */
export const NOT_FOUND_MESSAGES = {
  eyebrow: 'Error 404',
  title: 'Page not found',
  /** Around the path asked for (shown as code). */
  textBefore: 'There is nothing at ',
  textAfter: ' on our farm.',
  home: 'Back to the home page',
  shop: 'Browse the shop',
} as const;
