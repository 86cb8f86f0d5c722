import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_MESSAGES } from '../../web/src/words/shop-messages.js';
import { PRODUCT_PAGE_MESSAGES as MR_PRODUCT } from '../../web/src/words/shop-messages.mr.js';
import { SHOP_MESSAGES } from '../../web/src/words/shop-messages.js';
import { SHOP_MESSAGES as MR_SHOP } from '../../web/src/words/shop-messages.mr.js';
import { SHELL_MESSAGES } from '../../web/src/words/site-messages.js';
import { UI_MESSAGES } from '../../web/src/words/ui-messages.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import { watchShopperErrors } from '../support/shopper.js';
import { eventually, url } from './helpers.js';

/*
 * The page before its code (issue 28, docs/decisions/017). A public page is whole as the server
 * sends it, and a visitor who has never signed in here gets its code only when she reaches for it.
 * Nothing she does meanwhile is lost: with every script held back 3 s, a tap on Add to Cart still
 * leads to sign-in (the buttons submit a form to it), and once the start-up script is there, taps
 * on the stepper, the menu and the buy buttons are kept and made again once the page is alive.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const alive = (page: Page) => page.evaluate(() => document.documentElement.dataset['app'] === 'alive');

/**
 * The app's own code: React, the router, the screens. Not the start-up script, nor the few lines
 * that register the service worker (main.tsx does that itself once the page has loaded).
 */
const appCode = (request: Request) =>
  request.resourceType() === 'script' && !/\/assets\/(index|service-worker)-[\w-]+\.js$/.test(request.url());

describe('taps before the page’s code', () => {
  it.each([
    ['/product/1', PRODUCT_PAGE_MESSAGES.addToCart, '/auth'],
    ['/mr/product/1', MR_PRODUCT.addToCart, '/mr/auth'],
  ])(
    'with every script 3 s late, Add to Cart on %s still leads to sign-in',
    async (path, addToCart, signIn) => {
      const { context, page } = await newPage(browser, 'phone', { untilAlive: false });
      await context.route(/\.m?js(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
      await page.goto(url(path), { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: addToCart, exact: true });
      await button.waitFor();
      expect(await alive(page)).toBe(false);
      await button.tap();
      await eventually(() => new URL(page.url()).pathname, 20_000).toBe(signIn);
      await context.close();
    },
  );

  it('a visitor who only reads runs none of the app; her first taps wake it and count', async () => {
    const { context, page } = await newPage(browser, 'phone', { untilAlive: false });
    const errors = watchShopperErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (appCode(request)) fetched.push(request.url());
    });
    await page.goto(url('/product/1'));
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_500);
    // The HTML is the page: the header offers Login, and no app code has been asked for.
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(fetched).toEqual([]);
    expect(await alive(page)).toBe(false);

    // Two taps on + before the app is alive: both count once it is.
    const total = page.getByTestId('product-total');
    const single = await total.textContent();
    const plus = page.getByRole('button', { name: UI_MESSAGES.increaseQuantity });
    await plus.tap();
    await plus.tap();
    await eventually(() => alive(page)).toBe(true);
    await eventually(() => page.locator('input.stepper-input').first().inputValue()).toBe('3');
    const price = Number(single!.replace(/[^\d.]/g, ''));
    expect(Number((await total.textContent())!.replace(/[^\d.]/g, ''))).toBe(price * 3);
    expect(fetched.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Add to Cart tapped while the page waits for her is honoured once the app is alive: sign-in', async () => {
    const { context, page } = await newPage(browser, 'phone', { untilAlive: false });
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/1'));
    await page.waitForLoadState('load');
    expect(await alive(page)).toBe(false);
    await page.getByRole('button', { name: PRODUCT_PAGE_MESSAGES.addToCart, exact: true }).tap();
    // Held and made again by the app (not the form's plain submission): the sign-in page comes
    // back to this product, and the tab keeps the add to finish there (shop/sign-in-return.ts).
    await eventually(() => new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/product/1');
    const kept = await page.evaluate(() => sessionStorage.getItem('karad:sign-in-return'));
    expect(kept).toContain('"productId":1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the menu opens on a tap made before the app is alive', async () => {
    const { context, page } = await newPage(browser, 'phone', { untilAlive: false });
    await page.goto(url('/'));
    await page.waitForLoadState('load');
    expect(await alive(page)).toBe(false);
    await page.getByRole('button', { name: SHELL_MESSAGES.openMenu }).tap();
    await eventually(() => alive(page)).toBe(true);
    await eventually(() =>
      page.getByRole('button', { name: SHELL_MESSAGES.closeMenu }).getAttribute('aria-expanded'),
    ).toBe('true');
    await context.close();
  });

  it('the language switch, tapped before the app is alive, is remembered for the next visit', async () => {
    const { context, page } = await newPage(browser, 'phone', { untilAlive: false });
    await page.goto(url('/shop'));
    await page.waitForLoadState('load');
    await page.locator('[data-testid="language-switch"]:visible').tap();
    await page.waitForURL(url('/mr/shop'));
    await page.goto(url('/'));
    await page.waitForURL(url('/mr'));
    await context.close();
  });

  it.each([
    ['/shop', SHOP_MESSAGES],
    ['/mr/shop', MR_SHOP],
  ])(
    'a sort and a category chosen on %s before the app is alive are applied once it is (issue 36)',
    async (path, words) => {
      const { context, page } = await newPage(browser, 'phone', { untilAlive: false });
      const errors = watchShopperErrors(page);
      // The app's code comes 2 s after it is asked for: time to choose while the page waits.
      await context.route(/\.m?js(\?|$)/, async (route) => {
        if (appCode(route.request())) await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await page.goto(url(path));
      await page.waitForLoadState('load');
      const cards = page.getByTestId('product-card');
      const before = await cards.count();
      const sort = page.getByLabel(words.sortLabel);
      const category = page.getByLabel(words.categoryLabel);
      // A tap on the box (which wakes the app), then the choice from the phone's picker.
      await sort.tap();
      await sort.selectOption('price-asc');
      await category.selectOption('sweetener');
      expect(await alive(page)).toBe(false);
      await eventually(() => alive(page), 20_000).toBe(true);

      await eventually(() => cards.count()).toBeLessThan(before);
      expect(await sort.inputValue()).toBe('price-asc');
      expect(await category.inputValue()).toBe('sweetener');
      const prices = (await page.getByTestId('product-price').allTextContents()).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new URL(page.url()).searchParams.get('category')).toBe('sweetener');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
