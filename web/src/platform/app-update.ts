/**
 * When a new version of the shop has taken over this tab (its service worker activated while the
 * tab was open), the tab still runs the old code. It keeps working until the shopper moves on; the
 * next navigation is then a full page load, so the new HTML and chunks are used together
 * (docs/decisions/012-offline-and-install.md). Kept tiny: it is in the start-up bundle.
 */
let staleAt: string | null = null;

let registering = false;

/**
 * Offline and install support (web/src/sw.ts), in builds only (never `vite dev`): its code loads
 * on its own once the page has loaded, outside the start-up path.
 */
export function registerServiceWorkerOnceLoaded(): void {
  // Once a page: main.tsx asks on a page whose code may never be needed, the app once alive.
  if (!import.meta.env.PROD || registering) return;
  registering = true;
  const register = () => void import('./service-worker').then((m) => m.registerServiceWorker(markAppStale));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** When a newer service worker takes control of the tab (platform/service-worker.ts). */
export function markAppStale(): void {
  staleAt ??= window.location.href;
}

interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** For `router.subscribe`: once stale, a navigation to another URL loads the page afresh. */
export function reloadOnNavigationWhenStale(state: {
  location: Path;
  navigation: { location?: Path };
}): void {
  if (!staleAt) return;
  const next = state.navigation.location ?? state.location;
  const href = new URL(next.pathname + next.search + next.hash, window.location.origin).href;
  if (href === staleAt) return;
  // Back and forward have already changed the address: load it; a link has not yet: go there.
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
}

/**
 * A screen's code that could not be downloaded (Chromium, Firefox and Safari word it differently;
 * Vite's own preloader too). After a deploy that means the tab runs the old version.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

const RELOADED_AT = 'karad:chunk-reload-at';

/**
 * Loads the page afresh to pick up the new version, at most once a minute, so a chunk that is
 * really missing shows the error screen instead of reloading forever. Answers whether it reloads.
 */
export function reloadForNewVersion(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
