/**
 * Google Analytics 4 page views (gtag.js). Only ever loaded through a dynamic import, when the
 * owner has set VITE_FIREBASE_MEASUREMENT_ID, so it costs the start-up bundle nothing.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedFor: string | undefined;

function ensureGtag(measurementId: string): Gtag {
  if (loadedFor !== measurementId) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the `arguments` objects it finds in dataLayer, not plain arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
    window.gtag('js', new Date());
    // The router sends each page view itself, including the first one.
    window.gtag('config', measurementId, { send_page_view: false });
    loadedFor = measurementId;
  }
  return window.gtag!;
}

let lastSent: string | undefined;

/**
 * A page view of the page now shown, once: main.tsx sends the first one for a page whose code
 * waits for the visitor, and the router's (use-page-views.ts) for the same page is then not sent
 * again. `path` is the address as shown (with /mr for a Marathi page).
 */
export function trackPageView(measurementId: string, path: string, title: string): void {
  if (lastSent === window.location.href) return;
  lastSent = window.location.href;
  ensureGtag(measurementId)('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: title,
  });
}
