import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.js';
import { resetDatabase, stack } from '../support/emulators.js';
import { navigateInApp } from './helpers.js';

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
  'the storefront through Hosting (%s)',
  (viewport) => {
    it('shows the 18 products fetched from /api on the way from / to /shop', async () => {
      const { context, page } = await newPage(browser, viewport);
      const apiCalls: string[] = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/'))
          apiCalls.push(`${r.status()} ${new URL(r.url()).pathname}`);
      });
      // /shop arrives rendered with the catalogue (docs/decisions/013); from another page the
      // browser fetches it.
      await page.goto(`${stack().hostingUrl}/`);
      await navigateInApp(page, '/shop');
      await expect.poll(() => page.getByTestId('product-card').count(), { timeout: 15_000 }).toBe(18);
      expect(apiCalls).toContain('200 /api/products');
      await expect.poll(() => page.getByText('Showing 18 organic items').count()).toBe(1);
      await context.close();
    });

    it('serves the SPA for a deep link', async () => {
      const { context, page } = await newPage(browser, viewport);
      const response = await page.goto(`${stack().hostingUrl}/shop`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toMatch(/Karad Organic/);
      await context.close();
    });
  },
);
