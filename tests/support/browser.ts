import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { onTestFailed } from 'vitest';
import { stack } from './emulators.js';

const CANDIDATES = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Debian's Chromium, driven by playwright-core (no browser download). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((path): path is string => !!path && existsSync(path));
  if (!executablePath)
    throw new Error('Chromium not found: `apt-get install chromium` or set CHROMIUM_PATH.');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface PageOptions {
  /**
   * After each goto and reload, wait until the page's app is alive (the default), waking a page
   * that waits for the visitor with a mouse move. Off for the journeys that act before that.
   */
  untilAlive?: boolean;
  /** The shop's service worker: off unless a test asks for it (the offline journeys). */
  serviceWorkers?: 'allow' | 'block';
  /** Content-Security-Policy bypassed, for the axe checks' injected script (newAxePage). */
  bypassCSP?: boolean;
}

/**
 * A page in a browser context of its own as far as the test can tell: no cookies, storage,
 * cached answers, routes or other pages from an earlier test. Close it with the `context` it comes
 * with, as after a `browser.newContext()`.
 *
 * Within a file (one browser), a closed context is not thrown away but emptied and handed to the
 * next test that asks for the same kind: its cookies, permissions, routes and offline switch are
 * reset, and the shop's origin's storage (local storage, IndexedDB where Firebase keeps the
 * session, caches, service workers) and the HTTP cache are cleared. A page at the shop's
 * robots.txt stays open in it, so the shop's next page starts in a warm renderer process instead
 * of a new one that compiles every script again: in a side-by-side benchmark, over a third of a
 * four-page journey's CPU time (docs/performance.md § The test suite). A context a failed test
 * left open is never reused.
 *
 * The shop's service worker is off unless a test asks for it (`serviceWorkers: 'allow'`: the
 * offline journeys, tests/e2e/offline.spec.ts, which get a brand-new context). Once the page is
 * alive the worker precaches the whole storefront (every script, stylesheet and picture) in the
 * background: in every one of a few hundred contexts that was most of the suite's traffic, and
 * nothing the other journeys look at. It also hides requests from page.route
 * (docs/decisions/012-offline-and-install.md).
 */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  { serviceWorkers = 'block', bypassCSP = false, untilAlive = true }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const options = {
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'en-IN',
    bypassCSP,
    serviceWorkers,
  };
  const context =
    serviceWorkers === 'allow' ? await browser.newContext(options) : await reusedContext(browser, options);
  const page = await context.newPage();
  screenshotOnFailure(page);
  if (untilAlive) waitForHydrationOnLoad(page);
  return { context, page };
}

interface ReusableContext {
  context: BrowserContext;
  /** The page kept open at the shop (its renderer process stays warm), and its DevTools session. */
  keeper: Page;
  devtools: CDPSession;
  inUse: boolean;
}

const reusable = new WeakMap<Browser, Map<string, ReusableContext[]>>();

/**
 * A free context of this kind from the browser's pool, or a new one; what the test gets is the
 * context itself with `close()` handing it back emptied (above).
 */
async function reusedContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const pools = reusable.get(browser) ?? new Map<string, ReusableContext[]>();
  reusable.set(browser, pools);
  const kind = JSON.stringify(options);
  const pool = pools.get(kind) ?? [];
  pools.set(kind, pool);
  let entry = pool.find((candidate) => !candidate.inUse);
  if (!entry) {
    const context = await browser.newContext(options);
    const keeper = await context.newPage();
    await keeper.goto(`${stack().hostingUrl}/robots.txt`);
    entry = { context, keeper, devtools: await context.newCDPSession(keeper), inUse: false };
    pool.push(entry);
  }
  entry.inUse = true;
  const { context } = entry;
  const handBack = emptied(entry);
  return new Proxy(context, {
    get(target, property) {
      if (property === 'close') return handBack;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `close()` for a reused context: everything a test can leave in it, removed; then it is free. */
function emptied(entry: ReusableContext): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      const { context, keeper, devtools } = entry;
      await Promise.all(
        context
          .pages()
          .filter((page) => page !== keeper)
          .map((page) => page.close()),
      );
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      await context.clearCookies();
      await context.clearPermissions();
      await devtools.send('Storage.clearDataForOrigin', {
        origin: stack().hostingUrl,
        storageTypes: 'all',
      });
      await devtools.send('Network.clearBrowserCache');
      entry.inUse = false;
    })());
}

/**
 * Pages arrive server-rendered (docs/decisions/013), and a public page's code waits for the visitor
 * to reach for it (docs/decisions/017: main.tsx marks such a page <html data-app="waiting">).
 * A test acts like a shopper who has reached for the page and waits for it to be ready: after each
 * load (goto, reload) this moves the mouse on a waiting page, then waits until the app has marked
 * <html data-hydrated> (app/layout/root-layout.tsx). What a shopper does before that is
 * tests/e2e/early-taps.spec.ts's.
 */
export function waitForHydrationOnLoad(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        const ready = () =>
          page.waitForFunction(
            () =>
              document.documentElement.hasAttribute('data-hydrated') ||
              document.documentElement.dataset['app'] === 'waiting',
            undefined,
            { timeout: 15_000 },
          );
        // A page whose app cannot start (offline without it, say) is left to the test's own checks.
        await ready().catch(() => undefined);
        const waiting = await page
          .evaluate(() => document.documentElement.dataset['app'] === 'waiting')
          .catch(() => false);
        if (waiting) {
          await page.mouse.move(1, 1);
          await page
            .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
              timeout: 15_000,
            })
            .catch(() => undefined);
        }
        return response;
      },
    });
  }
}

let failureShots: string | undefined;

/**
 * If the test that opened `page` fails, a full-page screenshot of it as it was then, in a temporary
 * folder this run creates; the failure's output names the file.
 */
export function screenshotOnFailure(page: Page): void {
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    failureShots ??= mkdtempSync(join(tmpdir(), 'karad-e2e-failures-'));
    const file = join(failureShots, `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${task.id}.png`);
    const taken = await page.screenshot({ path: file, fullPage: true }).then(
      () => true,
      () => false,
    );
    if (taken) console.error(`Screenshot of the page when "${task.name}" failed: ${file}`);
  });
}
