/**
 * Registers the service worker (web/src/sw.ts) once the page has loaded and the browser is idle,
 * so it never competes with the first paint. Loaded on its own by platform/app-update.ts, in builds only;
 * `onNewVersion` runs when a newer worker takes control of the tab.
 */
export function registerServiceWorker(onNewVersion: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker to claim a fresh page brings no new code; any later takeover does.
  let controlled = !!container.controller;
  container.addEventListener('controllerchange', () => {
    if (controlled) onNewVersion();
    controlled = true;
  });
  if (!controlled) handOverFirstVisit(container);
  const register = () =>
    container.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
      (registration) => {
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

/**
 * A first visit loads before the worker exists, so the worker never sees this page's requests.
 * Until it controls the page, every URL the page loads (including calls that finish later) is
 * handed to it once it is active; web/src/sw.ts stores each by its own rule, or not at all. Then
 * even the first page seen opens offline.
 */
function handOverFirstVisit(container: ServiceWorkerContainer): void {
  if (!('PerformanceObserver' in window)) return;
  let controlledAt = Infinity;
  container.addEventListener('controllerchange', () => (controlledAt = performance.now()), { once: true });
  let worker: ServiceWorker | null = null;
  let pages = [window.location.href];
  const urls: string[] = [];
  const flush = () => {
    if (!worker || (!pages.length && !urls.length)) return;
    worker.postMessage({ type: 'CACHE_URLS', pages, urls: urls.splice(0) });
    pages = [];
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime < controlledAt) urls.push(entry.name);
    flush();
  });
  observer.observe({ type: 'resource', buffered: true });
  void container.ready.then((registration) => {
    worker = registration.active;
    flush();
  });
  setTimeout(() => observer.disconnect(), 60_000);
}
