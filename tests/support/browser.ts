import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

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

/**
 * A fresh browser context and page. The shop's service worker is off unless a test asks for it
 * (`serviceWorkers: 'allow'`: the offline journeys, tests/e2e/offline.spec.ts). Once the page is
 * alive the worker precaches the whole storefront (every script, stylesheet and picture) in the
 * background: in every one of a few hundred fresh contexts that was most of the suite's traffic,
 * and nothing the other journeys look at. It also hides requests from page.route
 * (docs/decisions/012-offline-and-install.md).
 */
export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'en-IN',
    serviceWorkers,
  });
  const page = await context.newPage();
  screenshotOnFailure(page);
  waitForHydrationOnLoad(page);
  return { context, page };
}

/**
 * Pages arrive server-rendered (docs/decisions/013): a button shows before the app behind it has
 * hydrated, and a click in that moment does nothing, as it would for a shopper who taps during it.
 * A test acts like a shopper who waits for the page to be ready: after each load (goto, reload)
 * this waits until the app has marked <html data-hydrated> (app/layout/root-layout.tsx).
 */
export function waitForHydrationOnLoad(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await load(...args);
        // A page whose app cannot start (offline without it, say) is left to the test's own checks.
        await page
          .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
            timeout: 15_000,
          })
          .catch(() => undefined);
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
