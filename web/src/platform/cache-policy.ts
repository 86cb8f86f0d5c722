/**
 * What the service worker (web/src/sw.ts) does with each request, decided here in one pure
 * function so tests can prove the never-cache rules without a browser
 * (docs/decisions/012-offline-and-install.md). Imports nothing: the worker, the app and
 * vite.config.ts all read it.
 */

/**
 * The HTML shell every route can boot from: precached, and the last fallback of a navigation
 * made offline. The one place its name is written (the build precaches exactly this file).
 */
export const APP_SHELL_URL = '/app-shell.html';

/** How long a navigation or catalogue call may take before the worker answers from its cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;

export const CACHE_NAMES = {
  pages: 'pages',
  catalogue: 'catalogue-api',
  images: 'images',
  assets: 'assets',
} as const;

export type CacheStrategy =
  /** Left alone: the browser fetches it as if there were no service worker; nothing is stored. */
  | 'none'
  /** A public page: network first, then its copy in the pages cache, then the shell. */
  | 'page'
  /** A shopper's own page (cart, checkout, orders, sign-in, back office): network, else the shell; never stored. */
  | 'private-page'
  /** A public catalogue read: network first, the stored copy when offline or slow. */
  | 'catalogue'
  /** Artwork: the stored copy at once, refreshed in the background. */
  | 'image'
  /** A content-hashed build file: it never changes, so the stored copy is always right. */
  | 'asset';

export interface RequestFacts {
  method: string;
  /** Absolute URL. */
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** Whether the request carries an Authorization header (a signed-in call). */
  hasAuthorization: boolean;
}

/**
 * The public catalogue reads (docs/api.md: answered `Cache-Control: public`, the same for
 * everybody). Everything else under /api — cart, orders, addresses, checkout, admin, a shopper's
 * own testimonials, PIN code checks — is never stored.
 */
const CATALOGUE_API = [
  /^\/api\/products$/,
  /^\/api\/products\/[^/]+$/,
  /^\/api\/reviews\/summary$/,
  /^\/api\/reviews\/product\/[^/]+$/,
  /^\/api\/blog$/,
  /^\/api\/blog\/[^/]+$/,
  /^\/api\/testimonials$/,
  /^\/api\/shop\/policy$/,
];

/**
 * The owner's photos (contract/photos.ts: photoSrc; this file imports nothing, for vite.config.ts):
 * a photo never changes under its address, so it is kept like the site's own artwork.
 */
export const PHOTO = /^\/api\/photos\/[A-Za-z0-9]{20}(-small)?\.(webp|jpg)$/;

/** Pages that show a shopper's own data or sign them in: their HTML is never stored. */
const PRIVATE_PAGE = /^\/(cart|checkout|checkout-now|orders|auth|admin)(\/|$)/;

export function cacheStrategy(request: RequestFacts, origin: string): CacheStrategy {
  if (request.method !== 'GET' || request.hasAuthorization) return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (path.startsWith('/api/')) return 'none';
    return PRIVATE_PAGE.test(path) ? 'private-page' : 'page';
  }
  if (PHOTO.test(path)) return 'image';
  if (path.startsWith('/api/')) return CATALOGUE_API.some((rule) => rule.test(path)) ? 'catalogue' : 'none';
  if (path.startsWith('/images/') || path.startsWith('/icons/') || /^\/og\/.+\.png$/.test(path))
    return 'image';
  if (path.startsWith('/assets/')) return 'asset';
  return 'none';
}
