/**
 * Limits shared by the API and the storefront, free of zod so the storefront's start-up code can
 * import them at no cost. docs/api.md lists them for callers.
 */

/** The most of one product and variant in a cart line or an order line (after merging lines). */
export const MAX_LINE_QUANTITY = 99;

/** Different product + variant lines in one cart, and in one order after merging repeated lines. */
export const MAX_CART_LINES = 30;
export const MAX_ORDER_LINES = 30;

/** Lines a direct order may send (they merge into at most this many order lines). */
export const MAX_DIRECT_ORDER_ITEMS = 10;

/** Product ids are small whole numbers; anything larger cannot name a product. */
export const MAX_PRODUCT_ID = 999_999;

/** A pack size such as "500 gm": it becomes part of a cart line's document id. */
export const MAX_UNIT_LENGTH = 40;

/** Blog posts (characters, i.e. UTF-16 code units, as JavaScript and zod count them). */
export const BLOG_LIMITS = {
  title: 200,
  content: 100_000,
  slug: 120,
  author: 80,
  featuredImage: 500,
  tags: 10,
  tag: 30,
} as const;

/** Request bodies: 16 KB for every call but blog writes. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The largest blog post the schema allows, as UTF-8 JSON: every character of every field may take
 * 3 bytes (Marathi, like all of Devanagari, does; characters outside the BMP are 4 bytes for 2 code
 * units), plus room for the keys, quotes and escapes of the JSON around them.
 */
export const MAX_BLOG_BODY_BYTES =
  3 *
    (2 * (BLOG_LIMITS.title + BLOG_LIMITS.content + BLOG_LIMITS.slug) +
      BLOG_LIMITS.author +
      BLOG_LIMITS.featuredImage +
      BLOG_LIMITS.tags * BLOG_LIMITS.tag) +
  4 * 1024;
