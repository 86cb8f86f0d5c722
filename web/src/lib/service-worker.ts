import { markAppStale } from './app-update';

/**
 * Registers the service worker (web/src/sw.ts) once the page has loaded and the browser is idle,
 * so it never competes with the first paint. Loaded on its own by main.tsx, in builds only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker to claim a fresh page brings no new code; any later takeover does.
  let controlled = !!container.controller;
  container.addEventListener('controllerchange', () => {
    if (controlled) markAppStale();
    controlled = true;
  });
  const register = () =>
    container.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
      (registration) => {
        // A first visit loaded before the worker existed: hand it what this page loaded, so this
        // page opens offline too (web/src/sw.ts stores each by its own rule, or not at all).
        if (!controlled)
          void container.ready.then((ready) =>
            ready.active?.postMessage({
              type: 'CACHE_URLS',
              urls: [
                window.location.href,
                ...performance.getEntriesByType('resource').map((entry) => entry.name),
              ],
            }),
          );
        // A tab left open for days notices a deploy when the shopper comes back to it.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
        });
      },
      () => undefined,
    );
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void register(), { timeout: 5000 });
  else setTimeout(() => void register(), 1000);
}
