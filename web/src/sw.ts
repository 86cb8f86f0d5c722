/**
 * The storefront's service worker (built by vite-plugin-pwa, `injectManifest`): the shell and the
 * start-up code are precached, the catalogue and the pages a shopper has seen stay readable
 * offline, and nothing of a shopper's own (cart, orders, addresses, anything signed in) is ever
 * stored. Which request gets what is decided in lib/cache-policy.ts; the reasons are in
 * docs/decisions/012-offline-and-install.md.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import {
  APP_SHELL_URL,
  CACHE_NAMES,
  NETWORK_TIMEOUT_SECONDS,
  cacheStrategy,
  type CacheStrategy,
} from './lib/cache-policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const DAY = 24 * 60 * 60;

/**
 * Stores an answer only if it is a 200 and not HTML: Hosting answers a path it does not have
 * (an old chunk after a deploy, a missing picture) with the app's HTML and a 200, which must
 * never be kept as a script or an image.
 */
const onlyRealAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !(response.headers.get('Content-Type') ?? '').includes('text/html')
      ? response
      : null,
};
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// A new version takes over at once (the page reloads on its next navigation: lib/service-worker.ts).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
cleanupOutdatedCaches();

// The shell and the start-up code (web/build/precache.ts picks them). No directory index or clean
// URLs: "/" is a page like any other (network first), not the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const shell = async () => (await matchPrecache(APP_SHELL_URL)) ?? Response.error();

/** Runs a strategy; a navigation it cannot answer gets the precached shell. */
const orShell = (strategy: Strategy) => async (options: RouteHandlerCallbackOptions) => {
  try {
    return await strategy.handle(options);
  } catch {
    return shell();
  }
};
const plain = (strategy: Strategy) => (options: RouteHandlerCallbackOptions) => strategy.handle(options);

type Handler = (options: RouteHandlerCallbackOptions) => Promise<Response>;
const handlers: Record<Exclude<CacheStrategy, 'none'>, Handler> = {
  page: orShell(
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY })],
    }),
  ),
  'private-page': orShell(new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS })),
  // Network first, not stale-while-revalidate: online, a shopper sees today's price and stock (the
  // owner's changes, what the last buyer took), never the ones from their previous visit.
  catalogue: plain(
    new NetworkFirst({
      cacheName: CACHE_NAMES.catalogue,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [onlyRealAnswers, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * DAY })],
    }),
  ),
  image: plain(
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.images,
      plugins: [onlyRealAnswers, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
    }),
  ),
  // Screens' chunks, kept as they are first used (content-hashed names never change).
  asset: plain(
    new CacheFirst({
      cacheName: CACHE_NAMES.assets,
      plugins: [onlyRealAnswers, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY })],
    }),
  ),
};

const strategyOf = (request: Request) =>
  cacheStrategy(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      hasAuthorization: request.headers.has('Authorization'),
    },
    self.location.origin,
  );

// One route per strategy; 'none' matches no route, so the browser handles those requests itself.
for (const [name, handler] of Object.entries(handlers))
  registerRoute(({ request }) => strategyOf(request) === name, handler);
