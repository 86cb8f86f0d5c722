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

export function trackPageView(measurementId: string, path: string, title: string): void {
  ensureGtag(measurementId)('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: title,
  });
}
