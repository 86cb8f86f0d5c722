import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OFFLINE_MESSAGES } from '../../web/src/words/messages.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import { signInWithPhone } from '../support/shopper.js';
import { eventually, expectNoSeriousA11yViolations, newAxePage, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * Installable, and useful offline (issue 11 §4): a product page seen online opens offline with
 * its name and price; the shopper's own pages say plainly that they need a connection; the web
 * app manifest and its icons are served. The service worker is the production one (web/src/sw.ts).
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-offline-'));

beforeAll(async () => {
  await resetDatabase();
  await fetch(url('/api/products/1'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Until the service worker controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await eventually(() => page.evaluate(() => !!navigator.serviceWorker.controller), 30_000).toBe(true);
}

/** Until the service worker controls the page and has stored `path` (a page or an API answer). */
async function waitUntilStored(page: Page, path: string): Promise<void> {
  await waitForWorker(page);
  await eventually(
    () => page.evaluate(async (p) => !!(await caches.match(new URL(p, location.origin).href)), path),
    30_000,
  ).toBe(true);
}

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(VIEWPORT_NAMES)('offline (%s)', { timeout: 90_000 }, (viewport) => {
  it('a product page seen online opens offline with its name and price', async () => {
    const { context, page } = await newPage(browser, viewport, { serviceWorkers: 'allow' });
    await page.goto(url('/product/1'));
    const heading = page.getByRole('heading', { level: 1 });
    await eventually(() => heading.textContent()).toBe('Gulkand');
    // The first visit came before the worker: it is stored once the worker takes over. The page
    // carries its own data (server-rendered), so the page is all a reload needs.
    await waitUntilStored(page, '/product/1');

    await context.setOffline(true);
    await page.reload();
    await eventually(() => heading.textContent()).toBe('Gulkand');
    expect(await page.getByTestId('product-price').textContent()).toMatch(/₹200\.00/);

    // Never stored: the shop's list was not seen, so it is not made up either.
    expect(await page.evaluate(async () => !!(await caches.match(`${location.origin}/api/cart`)))).toBe(
      false,
    );
    await context.close();
  });

  it('the cart says plainly that it needs a connection, with Retry, and recovers', async () => {
    const { context, page } = await newPage(browser, viewport, { serviceWorkers: 'allow' });
    page.setDefaultTimeout(20_000);
    await signInWithPhone(page);
    // The sign-in screen registered the worker: once it is active, the next page is its own (a
    // page whose load overlaps the worker's activation stays outside it until the next one).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.goto(url('/cart'));
    await eventually(() => page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(1);
    // A shopper who opened the cart once the shop was installed (its code is then kept).
    await waitForWorker(page);
    await page.reload();
    await eventually(() => page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(1);

    await context.setOffline(true);
    await page.reload();
    const cartNotice = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGES.cart });
    await eventually(() => cartNotice.count(), 20_000).toBe(1);
    expect(await page.getByRole('heading', { name: 'Your Cart' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await page.locator('.loading-text').count()).toBe(0);
    await page.screenshot({ path: join(shots, `cart-offline-${viewport}.png`), fullPage: true });
    // Retry while still offline: the same plain notice, no failure toast.
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => cartNotice.count()).toBe(1);
    expect(await page.getByText('Failed to load cart').count()).toBe(0);

    // Back online, the cart loads by itself.
    await context.setOffline(false);
    await eventually(() => page.getByRole('heading', { name: 'Your cart is empty' }).count()).toBe(1);

    // The cart's records were never stored by the worker.
    expect(await page.evaluate(async () => !!(await caches.match(`${location.origin}/api/cart`)))).toBe(
      false,
    );
    await context.close();
  });

  it('sign-in offline says it needs a connection instead of offering buttons that cannot work', async () => {
    const { context, page } = await newPage(browser, viewport, { serviceWorkers: 'allow' });
    await page.goto(url('/auth'));
    await eventually(() => page.getByRole('button', { name: /Continue with Google/ }).count()).toBe(1);
    await waitForWorker(page);
    await page.reload();
    await eventually(() => page.getByRole('button', { name: /Continue with Google/ }).count()).toBe(1);

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGES.signIn });
    await eventually(() => notice.count(), 20_000).toBe(1);
    expect(await page.getByRole('button', { name: /Continue with Google/ }).count()).toBe(0);
    await page.screenshot({ path: join(shots, `sign-in-offline-${viewport}.png`), fullPage: true });

    await context.setOffline(false);
    await eventually(() => page.getByRole('button', { name: /Continue with Google/ }).count()).toBe(1);
    await context.close();
  });
});

describe('the offline notice is accessible', { timeout: 90_000 }, () => {
  it('on the sign-in screen (axe)', async () => {
    const { context, page } = await newAxePage(browser, 'phone', { serviceWorkers: 'allow' });
    await page.goto(url('/auth'));
    await eventually(() => page.getByRole('button', { name: /Continue with Google/ }).count()).toBe(1);
    await waitForWorker(page);
    await page.reload();
    await eventually(() => page.getByRole('button', { name: /Continue with Google/ }).count()).toBe(1);
    await context.setOffline(true);
    await page.reload();
    await eventually(
      () => page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGES.signIn }).count(),
      20_000,
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'sign-in offline');
    await context.close();
  });
});

describe('installable', () => {
  it('serves a valid web app manifest whose PNG icons have the sizes it states', async () => {
    const html = await (await fetch(url('/'))).text();
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(manifestHref).toBe('/manifest.webmanifest');
    const response = await fetch(url(manifestHref!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Karad Organic',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#2f6b3a',
      background_color: '#fbf5e9',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(apple).toBeDefined();
    for (const icon of [...manifest.icons, { src: apple!, sizes: '180x180', type: 'image/png' }]) {
      const answer = await fetch(url(icon.src));
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await answer.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('serves the service worker uncached, so a deploy is noticed on the next visit', async () => {
    const response = await fetch(url('/sw.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
