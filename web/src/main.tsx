import { DEFAULT_LANGUAGE, languagePrefix, LANGUAGES, type Language } from '@contract/languages';
import { measurementId } from './config/env';
import { LANGUAGE } from './config/language';
import {
  isChunkLoadError,
  registerServiceWorkerOnceLoaded,
  reloadForNewVersion,
} from './platform/app-update';
import { holdEarlyInput, releaseEarlyInput } from './platform/early-input';
import { recordSaysSignedIn } from './platform/firebase-loader';
import { rememberedLanguage, rememberLanguage } from './shop/language-choice';
import { readPageData } from './platform/page-data';
import './styles/global.css';
import './styles/shell.css';
import './styles/forms.css';

/**
 * The start-up script, kept tiny. A server-rendered page (docs/decisions/013) is already readable
 * and has its pictures on the way, so the app's code (app/start.tsx and the page's own modules) is
 * fetched only when it is wanted (docs/decisions/017):
 * - on a public page, for a browser that has never signed in here, when the visitor reaches for
 *   the page: a tap, a key, a mouse move. Reading costs her phone nothing more than the HTML;
 * - otherwise (a returning shopper, whose header shows her cart; a private page) once the page has
 *   loaded and painted, and after 3 s at the latest.
 * Taps and typing before the app is alive are kept and replayed (platform/early-input.ts). The bare
 * shell (`npm run dev`, the offline fallback) has nothing to show yet and starts straight away.
 */
const page = readPageData(document);
let started = false;
let alive = false;
/** What a person does that wants the page's code: a tap, a key, focus, a mouse that moves. */
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointermove'] as const;

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
      .then(({ startApp }) =>
        startApp(page, () => {
          alive = true;
          // For whoever looks (a test, a curious developer): the page's code is running.
          document.documentElement.dataset['app'] = 'alive';
          releaseEarlyInput();
        }),
      )
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

/** A session was seen on this browser: the header shows a ring, not Login, until it is known. */
const returning = recordSaysSignedIn();
if (returning) document.documentElement.dataset['session'] = '';

if (!page) {
  start();
} else {
  holdEarlyInput(start);
  // The language switch is a plain link: the choice is remembered before the app is alive too.
  document.addEventListener(
    'click',
    (event) => {
      const language = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-language]')?.dataset[
        'language'
      ];
      if (!alive && LANGUAGES.includes(language as Language)) rememberLanguage(language as Language);
    },
    true,
  );
  const intent = (event: Event) => {
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.pointerType !== 'mouse')
      return;
    for (const type of INTENT) window.removeEventListener(type, intent, true);
    start();
  };
  for (const type of INTENT) window.addEventListener(type, intent, { passive: true, capture: true });
  if (page.wake === 'intent' && !returning) {
    document.documentElement.dataset['app'] = 'waiting';
    // Nothing to run until she acts; meanwhile the shop installs itself for offline use, as the
    // app would once alive (the service worker works in its own thread), and the owner's
    // analytics, when set up, counts the visit.
    afterLoadAndPaint(() => {
      registerServiceWorkerOnceLoaded();
      const id = measurementId;
      if (id)
        void import('./platform/analytics').then(({ trackPageView }) =>
          trackPageView(id, location.pathname + location.search, document.title),
        );
    });
  } else {
    afterLoadAndPaint(start);
    // A picture that is slow to arrive, or a tab opened in the background (it paints nothing), does
    // not hold the app back for long.
    setTimeout(start, 3000);
  }
}
