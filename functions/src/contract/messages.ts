/**
 * User-facing messages of the API and the storefront, each named once. Plain strings and small
 * functions only: no zod, no imports, so any file on either side can use them at no cost.
 */

/** Any text the API would have to store or look up that is not well-formed Unicode. */
export const TEXT_NOT_READABLE =
  'Some of the text could not be read (it contains broken characters). Please type it again.';
/** A value used as a key (an option, a slug, an id) that holds control characters. */
export const TEXT_HAS_CONTROL_CHARACTERS = 'Please remove the hidden control characters from the text.';

export const ID_NOT_VALID = 'That id is not valid.';

/** Firestore could not be reached in time (an outage): answered 503 with Retry-After. */
export const SERVICE_UNAVAILABLE =
  'The shop is having trouble reaching its database right now. Please try again in a few seconds.';

/** An admin whose access was removed (`make-admin --revoke`), or whose account was disabled. */
export const SESSION_REVOKED = 'Your session has ended. Please sign in again.';

export const lineQuantityTooLarge = (label: string, max: number) =>
  `You can order up to ${max} of ${label} at a time. Please reduce the quantity.`;

export const orderTooManyLines = (max: number) =>
  `An order can hold up to ${max} different items. Please remove some and place them in a second order.`;

export const cartTooManyLines = (max: number) =>
  `Your cart can hold up to ${max} different items. Please check out or remove an item first.`;

export const BLOG_FEATURED_IMAGE_INVALID =
  'The featured image must be a /path on this site or an https:// address.';

/** A post whose HTML held nothing but what the sanitiser removes (scripts, frames, forms…). */
export const BLOG_CONTENT_UNSAFE_ONLY =
  'The post’s content has nothing left once unsafe HTML (scripts, frames, forms) is removed.';
