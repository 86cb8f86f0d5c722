import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import { addFromProductPage, cartBadge, signInWithPhone } from '../support/shopper.js';
import { eventually, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * Errors speak plainly (issue 14 §5): when the cart cannot load (a 500 with the platform's raw
 * "Internal Server Error"), the page says so in words with a way to try again, the raw text shows
 * nowhere, and the navbar badge keeps the last count it knew.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  await fetch(url('/api/products/1'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORT_NAMES)('a cart that cannot load (%s)', (viewport) => {
  it('shows plain words and Try Again, keeps the badge, and recovers', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    await signInWithPhone(page, undefined, { at: '/product/1' });
    await addFromProductPage(page, { name: 'Gulkand', unit: '500g' });
    await eventually(() => cartBadge(page).textContent()).toBe('1');

    await page.route('**/api/cart', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
        : route.continue(),
    );
    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.waitForURL(url('/cart'));
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: 'Failed to load cart' }).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText('Internal Server Error').count()).toBe(0);
    expect(await cartBadge(page).textContent()).toBe('1');

    await page.unroute('**/api/cart');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByTestId('cart-line').count()).toBe(1);
    await context.close();
  });
});
