/**
 * The owner's messages: the back office's screens and the API's answers to its calls (products,
 * settings, moderation, photos). English only (the back office stays English, issue 27): they live
 * apart from the shopper's messages, so a Marathi page never carries them. messages.ts and
 * messages.mr.ts re-export them for the code that imports every message from one place.
 */

/** The owner's back office (`/api/admin/**`) and the e-mail the owner gets for each new order. */
export const ADMIN_MESSAGES = {
  priceInvalid: 'Please enter a price above 0 with at most two decimals, or leave it empty.',
  stockInvalid: 'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
  packExists: (product: string, unit: string) => `${product} already has a pack “${unit}”.`,
  lastPack: (product: string) =>
    `${product} needs at least one pack. To stop selling it, hide it from the shop instead.`,
  tooManyPacks: (max: number) => `A product can have at most ${max} packs.`,
} as const;

/**
 * The shop's settings (`settings/shop`): what the server applies to every order. The owner edits
 * them in the back office; the API checks each value with these words.
 */
export const SETTINGS_MESSAGES = {
  /** Every entry of the list that is not a 6-digit PIN code, named. */
  pincodesInvalid: (wrong: readonly string[]) =>
    wrong.length === 1
      ? `“${wrong[0]}” is not a PIN code (6 digits, not starting with 0). Please correct or remove it.`
      : `These are not PIN codes (6 digits, not starting with 0): ${wrong.map((text) => `“${text}”`).join(', ')}. Please correct or remove them.`,
} as const;

/** The owner's back office under /admin: orders, catalogue, blog and settings screens. */
export const BACK_OFFICE_MESSAGES = {
  title: 'Back office',
  navLabel: 'Back office',
  ordersTitle: 'Orders',
  catalogueTitle: 'Catalogue',
  findProduct: 'Find a product',
  findProductHint: 'By name, category or pack, e.g. honey, ghee or 500 g',
  /** The catalogue's count under the search box. */
  productsShown: (shown: number, all: number) =>
    shown === all ? `${all} product${all === 1 ? '' : 's'}` : `${shown} of ${all} products`,
  noProductsMatch: (typed: string) => `No product matches “${typed}”.`,
  /** A folded product's row: its packs' prices, and how its stock stands. */
  priceRange: (low: string, high: string) => (low === high ? low : `${low}–${high}`),
  notPriced: 'Not priced',
  inStock: 'In stock',
  someOutOfStock: (out: number, all: number) => `${out} of ${all} packs out of stock`,
  productNumber: (id: number) => `#${id}`,
  /** Under the category box: what shoppers read for what the owner typed. */
  categoryShownAs: (name: string) => `Shoppers see it as “${name}”.`,
  blogTitle: 'Blog',
  loadingOrders: 'Loading orders…',
  loadingMore: 'Loading more orders…',
  loadMore: 'Load more',
  ordersFailed: 'Failed to load orders. Please try again.',
  noOrders: 'No orders match.',
  /** A search reads a bounded number of orders a request (ADMIN_SEARCH_SCAN): more may be older. */
  noneInScan: 'None among the most recent orders. Load more to look further back.',
  allStatuses: 'All',
  /** The first filter: UPI payments the shopper says she made (a UTR), not yet marked paid. */
  paymentsToCheck: 'Payment to check',
  /** Read after the filter's name: its badge shows the number alone. */
  paymentsWaiting: (count: number) => `, ${count} waiting`,
  noPaymentsToCheck: 'No payments to check: every UPI payment a shopper told you about is marked paid.',
  /** On an order in that list, instead of when it was placed: the list is oldest claim first. */
  claimedOn: (when: string) => `UTR given ${when}`,
  filtersLabel: 'Show orders',
  searchLabel: 'Search orders',
  searchPlaceholder: 'KO number, name, phone, city, PIN or UTR',
  summaryFailed: 'Could not load today’s figures.',
  todayOrders: (count: number) => `${count} new order${count === 1 ? '' : 's'} today`,
  pendingCount: (count: number) => `${count} pending`,
  lowStockCount: (count: number) => `${count} pack${count === 1 ? '' : 's'} low on stock`,
  moveTo: (status: string) => `Mark ${status}`,
  cancelOrder: 'Cancel order',
  moving: 'Saving…',
  moveFailed: 'Could not change the order’s status. Please try again.',
  moved: (name: string, status: string) => `Order ${name} is now ${status}.`,
  noteLabel: 'Note (optional, the shopper sees it too)',
  noteHint:
    'Shipping? Paste the courier’s tracking link or the India Post number (EE…IN): the shopper can tap it on their order page.',
  confirmCancelTitle: 'Cancel this order?',
  confirmCancelText:
    'The shopper sees it as Cancelled and its items go back into stock. This cannot be undone.',
  confirmCancel: 'Yes, cancel the order',
  keepOrder: 'Keep the order',
  /** Every other move is confirmed too: a status the shopper reads cannot be taken back. */
  confirmMoveTitle: (status: string) => `Mark this order ${status}?`,
  confirmMoveText: (status: string) =>
    `The shopper sees it as ${status} on their order page. This cannot be undone.`,
  confirmMove: (status: string) => `Yes, mark it ${status}`,
  notNow: 'Not now',
  /** After a move: the prefilled WhatsApp message to the shopper (the server's shopperUpdate). */
  sendUpdate: 'Send the update on WhatsApp',
  orderItems: 'Items',
  orderTotal: 'Total',
  deliverTo: 'Deliver to',
  phoneLabel: 'Phone:',
  /** The delivery address's optional landmark, under its street. */
  landmarkLabel: (landmark: string) => `Landmark: ${landmark}`,
  subtotal: 'Subtotal',
  discount: 'First-order discount',
  delivery: 'Delivery',
  freeDelivery: 'Free',
  whatsappShopper: 'WhatsApp the shopper',
  /** An order placed on the Marathi pages: the shop's update and e-mails to her are in Marathi. */
  orderedInMarathi: 'Ordered in Marathi: her updates are written in Marathi.',
  history: 'History',
  actors: { shopper: 'by the shopper', owner: 'by the shop', system: 'automatically' },
  finalStatus: 'This order is final: no more moves.',
  loadingProducts: 'Loading the catalogue…',
  /** The catalogue's "Add a product" form (POST /admin/products). */
  addProduct: 'Add a product',
  addProductIntro:
    'For a new product of the season. It goes on sale as soon as it is added (tick “Add it hidden” to check it first).',
  productName: 'Name',
  productCategory: 'Category',
  productDescription: 'Description',
  productImage: 'Picture (optional)',
  packs: 'Packs',
  packUnit: 'Pack (e.g. 250 g)',
  addPack: 'Add a pack',
  removePack: (n: number) => `Remove pack ${n}`,
  /** A product's card: packs added and removed (PATCH /admin/products/{id}). */
  addPackTo: (name: string) => `Add a pack to ${name}`,
  addThePack: 'Add the pack',
  packAdded: (name: string, unit: string) => `${name}: the ${unit} pack is added.`,
  removeThePack: 'Remove',
  /** Read after "Remove" by screen readers, which may list the buttons out of their row. */
  removeWhichPack: (unit: string) => `the ${unit} pack`,
  confirmRemovePackTitle: (unit: string) => `Remove the ${unit} pack?`,
  confirmRemovePackText: (name: string, unit: string) =>
    `Shoppers can no longer buy ${name} in ${unit}: a cart that holds it asks them to remove it. Orders already placed keep it. You can add the pack again later.`,
  confirmRemovePack: 'Yes, remove it',
  keepPack: 'Keep the pack',
  removing: 'Removing…',
  packRemoved: (name: string, unit: string) => `${name}: the ${unit} pack is removed.`,
  addHidden: 'Add it hidden',
  adding: 'Adding…',
  added: (name: string) => `${name} added to the shop.`,
  addProductFailed: 'Could not add the product. Please try again.',
  /** A product's own "Edit name, description and picture" (PATCH /admin/products/{id}). */
  editWords: 'Edit name, description and picture',
  /** The product's words for the Marathi pages (/mr), under the English ones. */
  marathiWords: 'मराठी (Marathi pages)',
  productNameMr: 'Name in Marathi',
  productDescriptionMr: 'Description in Marathi',
  noMarathi: 'No Marathi name yet: the Marathi pages show the English one.',
  editWordsOf: (name: string) => `Edit ${name}`,
  saveWords: 'Save changes',
  productsFailed: 'Failed to load the catalogue. Please try again.',
  price: 'Price (₹)',
  stock: 'Stock',
  stockHint: 'A whole number, or - for not tracked',
  save: 'Save',
  saving: 'Saving…',
  saved: (name: string) => `${name} saved.`,
  saveFailed: 'Could not save. Please try again.',
  lowStock: 'Low stock',
  outOfStock: 'Out of stock',
  hidden: 'Hidden from the shop',
  hide: 'Hide from the shop',
  unhide: 'Show in the shop',
  flags: 'Flags',
  popular: 'Popular',
  new: 'New',
  seasonal: 'Seasonal',
  loadingPosts: 'Loading posts…',
  postsFailed: 'Failed to load posts. Please try again.',
  newPost: 'New post',
  editPost: 'Edit post',
  noPostsYet: 'No posts yet. Write the first one.',
  english: 'English',
  marathi: 'मराठी (Marathi)',
  postTitle: 'Title',
  postSlug: 'Slug (web address)',
  slugHint: 'Lower-case Latin letters, digits and hyphens, e.g. jaggery-season',
  suggestSlug: 'Use the English title',
  postContent: 'Content',
  /** The post's rich-text editor (features/admin-blog): its toolbar, link and picture fields. */
  loadingEditor: 'Loading the editor…',
  formatting: (language: string) => `Formatting: ${language}`,
  paragraph: 'Plain text',
  /** The buttons show H2 and H3: their names start with what they show (WCAG 2.5.3, label in name). */
  heading: 'H2 heading',
  subheading: 'H3 subheading',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address (https://…, /shop, mailto:…)',
  addLink: 'Add link',
  removeLink: 'Remove link',
  linkInvalid:
    'Please give a web address (https://…), a page of this shop (/…), or a mailto: or tel: address.',
  insertPicture: 'Insert picture',
  pictureAddress: 'Picture address (/images/… or https://…)',
  pictureAlt: 'What the picture shows (for readers who cannot see it)',
  insert: 'Insert',
  pictureInvalid: 'Please give the picture as a site path (/images/…) or a web address (https://…).',
  cancel: 'Cancel',
  /** Leaving the editor with changes not saved (closing the tab asks the browser's own question). */
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes to this post are not saved. If you leave now, they are lost.',
  leave: 'Leave without saving',
  stay: 'Keep editing',
  onlyIn: (language: string) => `${language} only`,
  author: 'Author',
  featuredImage: 'Featured image',
  tags: 'Tags (comma separated)',
  publish: 'Publish',
  saveChanges: 'Save changes',
  publishing: 'Saving post…',
  postSaved: 'The post is saved.',
  postSaveFailed: 'Could not save the post. Please try again.',
  deletePost: 'Delete',
  confirmDeleteTitle: 'Delete this post?',
  confirmDeleteText: (title: string) => `“${title}” disappears from the blog. This cannot be undone.`,
  confirmDelete: 'Yes, delete it',
  keepPost: 'Keep it',
  deleting: 'Deleting…',
  postDeleted: 'The post is deleted.',
  deleteFailed: 'Could not delete the post. Please try again.',
  backToPosts: '← All posts',
  edit: 'Edit',
  view: 'View',
  settingsTitle: 'Settings',
  /**
   * The banner on every back-office screen while shoppers cannot pay by UPI, or parts of the
   * stored settings could not be read (GET /api/admin/settings/status).
   */
  setupBanner: {
    upiTitle: 'Shoppers cannot pay by UPI',
    upi: {
      notSet:
        'The farm’s UPI id is not set yet. Until it is, checkout offers only cash on delivery (where it is allowed) and no order shows a UPI link, id or QR code.',
      sample:
        'The saved UPI id or payee name is a sample, not the farm’s. Until you enter the farm’s own, checkout offers only cash on delivery (where it is allowed) and no order shows a UPI link, id or QR code.',
      invalid:
        'The saved UPI details are not valid. Until you enter them again, checkout offers only cash on delivery (where it is allowed) and no order shows a UPI link, id or QR code.',
    },
    brokenTitle: 'Some saved settings could not be read',
    broken: (parts: string) =>
      `These parts of the saved settings are not valid: ${parts}. The shop uses safe values for them until you save the settings again.`,
    /** Each group of settings/shop, with the safe value the shop uses while it is broken. */
    groups: {
      delivery: 'Delivery (the starting PIN code list and fees apply)',
      etaDays: 'Delivery times (the standard times apply)',
      firstOrderDiscountPercent: 'First-order offer (no discount is given)',
      cod: 'Cash on delivery (it is off)',
      upi: 'UPI (it is off)',
      staleOrderHours: 'Cancel unconfirmed orders (the shop’s standard time applies)',
      claimExpiryHours: 'Cancel unconfirmed UPI payments (the shop’s standard time applies)',
      notificationEmail: 'E-mail for new orders (no e-mail is sent)',
    },
    fixUpi: 'Set the UPI id in Settings → Payments',
    fixBroken: 'Check them in Settings',
  },
  /** The Settings screen (/admin/settings): `settings/shop`; its field checks are SETTINGS_MESSAGES. */
  settings: {
    loading: 'Loading the settings…',
    loadFailed: 'Failed to load the settings. Please try again.',
    appliesSoon:
      'A save applies at once to new quotes and orders. Pages shoppers already have open may show the old delivery fees for a few minutes. Orders already placed keep their prices.',
    delivery: 'Delivery',
    karadPincodes: 'Karad PIN codes (delivered by hand, at the Karad rates)',
    pincodesHint: 'Type a 6-digit PIN code and press Add. Several at once: separate them with commas.',
    addPincode: 'New PIN code',
    add: 'Add',
    removePincode: (pincode: string) => `Remove ${pincode}`,
    pincodeCount: (count: number) => `${count} PIN code${count === 1 ? '' : 's'}`,
    confirmWarning:
      'Please confirm this list: it is the starting list the shop came with. Check that these are exactly the PIN codes you deliver to by hand, correct it, then tick the box and save.',
    confirmPincodes: 'I have checked this list',
    freeShippingOver: 'Free delivery in Karad from (₹)',
    freeShippingOverHint: (over: string) =>
      `Karad orders of ${over} or more (after the first-order discount) are delivered free.`,
    karadFee: 'Karad delivery fee (₹)',
    karadFeeHint: (fee: string) => `Karad orders below the free-delivery amount pay ${fee}.`,
    shipsOutsideKarad: 'Deliver outside Karad, anywhere in India',
    shipsOutsideKaradHint:
      'When this is off, shoppers elsewhere are told “Sorry, we do not deliver to … yet.”',
    indiaFee: 'Delivery fee elsewhere in India (₹)',
    indiaFeeHint: (fee: string) =>
      `Every order outside Karad pays ${fee} (used only when the box above is ticked).`,
    etaKarad: 'Delivery time in Karad',
    etaIndia: 'Delivery time elsewhere in India',
    etaMin: 'At least (days)',
    etaMax: 'At most (days)',
    etaHint:
      'Days from the order to the door. Shoppers see it at the PIN check, at checkout and on their order.',
    offer: 'First-order offer',
    discountPercent: 'First-order discount (%)',
    discountHint: (percent: string) =>
      `${percent}% off the products of a shopper’s first order (0 turns the offer off).`,
    orders: 'Orders',
    staleOrderHours: 'Cancel unconfirmed orders after (hours)',
    staleOrderHint: (hours: string) =>
      `Pending orders older than ${hours} hours are cancelled by the hourly check and their stock goes back on sale.`,
    claimExpiryHours: 'Cancel unconfirmed UPI payments after (hours)',
    claimExpiryHint: (hours: string) =>
      `A UPI payment a shopper says she made (she gave its UTR) that you have not marked paid within ${hours} hours is cancelled like an unpaid order: its stock goes back on sale, and she is asked to contact you if money left her account.`,
    notificationEmail: 'E-mail for new orders',
    notificationEmailHint: 'Each new order is mailed here. Leave empty for no e-mail.',
    payments: 'Cash on delivery and UPI',
    codEnabled: 'Offer cash on delivery',
    codEnabledHint: 'Shoppers may pay the delivery person in cash.',
    codKaradOnly: 'Cash on delivery in Karad only',
    codKaradOnlyHint: 'Orders going outside Karad must be paid in advance.',
    codMaxTotal: 'Cash on delivery up to (₹)',
    codMaxTotalHint: (max: string) => `Orders above ${max} must be paid in advance.`,
    upiId: 'UPI id',
    upiIdHint:
      'The id shoppers pay to, as in your UPI app (e.g. karadorganic@oksbi). While both UPI boxes are empty, shoppers cannot pay by UPI.',
    upiPayeeName: 'UPI payee name',
    upiPayeeNameHint: 'The name shoppers see in their UPI app when they pay.',
    fixMarked: 'Please correct the marked fields.',
    save: 'Save settings',
    saving: 'Saving settings…',
    saved: 'Settings saved. New quotes and orders use them from now on.',
    /** After a 412: another screen saved first; the form now shows what is stored. */
    reloadedTitle: 'These settings were changed on another screen',
    reloaded: (fields: readonly string[]) =>
      fields.length === 0
        ? 'Nothing was saved. The form now shows the latest settings: make your change again and save.'
        : `Nothing was saved. Changed there: ${fields.join('; ')}. The form now shows the latest settings: make your change again and save.`,
    saveFailed: 'Could not save the settings. Please try again.',
  },
} as const;

/** The owner hides or shows a review or testimonial (issue 14 §4): the API and the back office. */
export const REVIEW_MODERATION_MESSAGES = {
  /** The back office's Reviews section. */
  title: 'Reviews',
  intro:
    'Every review and testimonial, newest first. A hidden one disappears from the shop (product pages, ratings and the home page) until you show it again.',
  loadFailed: 'We couldn’t load the reviews. Check your connection and try again.',
  changeFailed: 'We couldn’t change that just now. Please try again.',
  none: 'No reviews or testimonials yet.',
  review: 'Review',
  testimonial: 'Testimonial',
  reviewOf: (product: string) => `Review of ${product}`,
  hide: 'Hide',
  show: 'Show',
  hideLabel: (kind: string, name: string) => `Hide the ${kind.toLowerCase()} by ${name}`,
  showLabel: (kind: string, name: string) => `Show the ${kind.toLowerCase()} by ${name}`,
  hiddenBadge: 'Hidden',
  shownBadge: 'Shown',
  hidden: (kind: string) => `${kind} hidden from the shop.`,
  shown: (kind: string) => `${kind} shown in the shop again.`,
  more: 'Show older',
  filterLabel: 'Show',
  filterAll: 'All',
  filterHidden: 'Hidden only',
  loading: 'Loading reviews…',
  someone: 'a shopper',
} as const;

/**
 * The owner's photos (contract/photos.ts): taken or chosen on her phone, made web-sized there and
 * kept by the shop. The API's refusals, then the picker's own words.
 */
export const PHOTO_MESSAGES = {
  photoNotReadable: 'This file is not a photo the shop can read. Please choose a JPEG, PNG or WebP picture.',
  photoUploadFailed: 'The photo could not be sent. Please check your connection and try again.',
  choosePhoto: 'Choose a photo',
  changePhoto: 'Change photo',
  preparingPhoto: 'Making the photo web-sized…',
  uploadingPhoto: 'Uploading the photo…',
  photoAdded: 'Photo added.',
  photoHint: 'From your phone’s camera or gallery. The shop makes it web-sized before it is sent.',
  orTypeAddress: 'Or give its address (/images/… or https://…)',
} as const;
