import { DEFAULT_LANGUAGE, languagePrefix } from '@contract/languages';
import { LANGUAGE } from './config/language';
import { isChunkLoadError, reloadForNewVersion } from './platform/app-update';
import { rememberedLanguage } from './shop/language-choice';
import { readPageData } from './platform/page-data';
import './styles/global.css';
import './styles/shell.css';
import './styles/forms.css';

/**
 * The start-up script, kept tiny. A server-rendered page (docs/decisions/013) is already readable
 * and has its pictures on the way: the app's code (app/start.tsx and the page's own modules) is
 * fetched once the page has loaded and painted, so on a slow phone connection it never competes
 * with the HTML and the first pictures. A tap or a key before then fetches it at once. The bare
 * shell (`npm run dev`, the offline fallback) has nothing to show yet and starts straight away.
 */
const page = readPageData(document);
let started = false;

// The shop's home opens in Marathi for a shopper who chose it with the language switch, or, on a
// first visit, whose browser asks for Marathi first (docs/decisions/016). Other pages stay in the
// language of their address: a shared link shows what was shared.
if (LANGUAGE === DEFAULT_LANGUAGE && location.pathname === '/') {
  const chosen =
    rememberedLanguage() ?? (navigator.languages?.[0]?.toLowerCase().startsWith('mr') ? 'mr' : null);
  if (chosen && chosen !== DEFAULT_LANGUAGE) location.replace(`${languagePrefix(chosen)}${location.search}`);
}

function start(): void {
  if (started) return;
  started = true;
  preloadModules([...(page?.modules ?? [])], () => {
    // React first, then the app: each module graph is evaluated in a task of its own, so neither
    // holds the page for long.
    import('react-dom/client')
      .then(() => import('./app/start'))
      .then(({ startApp }) => startApp(page))
      .catch((error: unknown) => {
        // The code of the version that served this page is gone (a deploy since): load the new one.
        if (!(isChunkLoadError(error) && reloadForNewVersion())) throw error;
      });
  });
}

/**
 * Asks for the page's modules all at once, so they arrive together, but adds their <link>s a few
 * at a time: each costs the browser a little work, and twenty in one go would hold a slow phone
 * for a moment. Vite's loader then finds them there and adds none of its own.
 */
function preloadModules(files: string[], then: () => void): void {
  for (const file of files.splice(0, 3)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as the entry's own <script crossorigin> and Vite's loader fetch
    link.href = file;
    document.head.append(link);
  }
  setTimeout(() => (files.length > 0 ? preloadModules(files, then) : then()));
}

/**
 * Once the page has loaded and its first content has been painted (the browser's own
 * first-contentful-paint mark), and a frame has passed since.
 */
function afterLoadAndPaint(callback: () => void): void {
  let loaded = document.readyState === 'complete';
  let painted =
    typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint');
  const ready = () => {
    if (loaded && painted) requestAnimationFrame(() => setTimeout(callback));
  };
  if (!loaded) {
    window.addEventListener(
      'load',
      () => {
        loaded = true;
        ready();
      },
      { once: true },
    );
  }
  if (!painted) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      ready();
    }).observe({ type: 'paint', buffered: true });
  }
  ready();
}

if (page) {
  afterLoadAndPaint(start);
  // A picture that is slow to arrive, or a tab opened in the background (it paints nothing), does
  // not hold the app back for long.
  setTimeout(start, 3000);
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const) {
    window.addEventListener(type, start, { once: true, passive: true, capture: true });
  }
} else {
  start();
}
