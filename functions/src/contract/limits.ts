/**
 * Limits shared by the API and the storefront, free of zod so the storefront's start-up code can
 * import them at no cost.
 */

/** The most of one product and variant in a cart line or a direct order. */
export const MAX_LINE_QUANTITY = 99;
