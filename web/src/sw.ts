/**
 * The storefront's service worker (built by vite-plugin-pwa, `injectManifest`): the shell and the
 * start-up code are precached, the catalogue and the pages a shopper has seen stay readable
 * offline, and nothing of a shopper's own (cart, orders, addresses, anything signed in) is ever
 * stored. Which request gets what is decided in platform/cache-policy.ts; the reasons are in
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
} from './platform/cache-policy';

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

// A new version takes over at once (the page reloads on its next navigation: platform/service-worker.ts).
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

const strategies: Record<Exclude<CacheStrategy, 'none'>, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    matchOptions: { ignoreVary: true },
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY })],
  }),
  'private-page': new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
  // Network first, not stale-while-revalidate: online, a shopper sees today's price and stock (the
  // owner's changes, what the last buyer took), never the ones from their previous visit.
  // The API answers `Vary: Origin, Authorization, Cookie`; only anonymous answers are ever stored
  // here, so the stored copy fits any request this route takes.
  catalogue: new NetworkFirst({
    cacheName: CACHE_NAMES.catalogue,
    matchOptions: { ignoreVary: true },
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyRealAnswers, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * DAY })],
  }),
  image: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [onlyRealAnswers, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
  }),
  // Screens' chunks, kept as they are first used (content-hashed names never change).
  asset: new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [onlyRealAnswers, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY })],
  }),
};

const handlers = {
  page: orShell(strategies.page),
  'private-page': orShell(strategies['private-page']),
  catalogue: plain(strategies.catalogue),
  image: plain(strategies.image),
  asset: plain(strategies.asset),
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

/**
 * The first visit's page and everything it loaded came before the worker existed. The page sends
 * their URLs once the worker is active (platform/service-worker.ts) and each is stored by its own rule,
 * so even the first page seen opens offline. Never-stored URLs ('none') stay out, as always.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; pages?: unknown; urls?: unknown } | null;
  if (data?.type !== 'CACHE_URLS') return;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string').slice(0, 200) : [];
  const wanted = [
    ...strings(data.pages).map((url) => ({ url, mode: 'navigate' })),
    ...[...new Set(strings(data.urls))].map((url) => ({ url, mode: 'cors' })),
  ];
  event.waitUntil(
    Promise.allSettled(
      wanted.map(async ({ url, mode }) => {
        const strategy = cacheStrategy(
          { method: 'GET', url, mode, hasAuthorization: false },
          self.location.origin,
        );
        if (strategy === 'none' || strategy === 'private-page' || (await matchPrecache(url))) return;
        await strategies[strategy].handle({ event, request: new Request(url) });
      }),
    ),
  );
});

// One route per strategy; 'none' matches no route, so the browser handles those requests itself.
for (const [name, handler] of Object.entries(handlers))
  registerRoute(({ request }) => strategyOf(request) === name, handler);
