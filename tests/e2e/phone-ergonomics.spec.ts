import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import {
  addAddress,
  addFromProductPage,
  addressDialog,
  cartBadge,
  SUNITA,
  signInWithPhone,
  toast,
  watchShopperErrors,
} from '../support/shopper.js';
import { eventually, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * Issue 14, point 6: on a phone the way to buy stays in reach — the product's buy bar, the sticky
 * header with the cart, the cart's subtotal and Checkout on the first screen, 44 px tap targets.
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-phone-ergonomics-'));

beforeAll(async () => {
  await resetDatabase();
  // Nilgiri Honey (19): its only pack runs out, for the buy bar's sold-out state.
  const products = adminDb().collection('products');
  const nilgiri = (await products.doc('19').get()).data()!;
  await products.doc('19').update({
    stock: 0,
    variants: (nilgiri['variants'] as object[]).map((v) => ({ ...v, stock: 0 })),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectTapTarget(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(Math.round(box!.width), `${what} width`).toBeGreaterThanOrEqual(44);
  expect(Math.round(box!.height), `${what} height`).toBeGreaterThanOrEqual(44);
}

const inViewport = async (page: Page, target: Locator) => {
  const box = await target.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

describe.each(VIEWPORT_NAMES)('buying within reach (%s)', (viewport) => {
  it('the buy bar appears once the buttons scroll away and adds to the cart; the header stays', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, undefined, { at: '/product/16' });
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    const bar = page.getByTestId('product-buy-bar');
    expect(await bar.isVisible()).toBe(false);

    await page.getByRole('radio', { name: /^250 gm/ }).check();
    await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await eventually(() => bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('250 gm');
    expect(await bar.textContent()).toContain('₹240.00');
    // The header with the cart is still on screen.
    const banner = page.getByRole('banner');
    expect(Math.round((await banner.boundingBox())!.y)).toBe(0);
    expect(await inViewport(page, banner.getByRole('link', { name: /^Cart, \d+ items?$/ }))).toBe(true);
    await page.screenshot({ path: join(shots, `product-bar-${viewport}.png`) });

    const add = bar.getByRole('button', { name: 'Add 1 × Tulsi Honey (250 gm) to cart' });
    await expectTapTarget(add, 'buy bar Add');
    await add.click();
    await eventually(() => toast(page, '1 x Tulsi Honey (250 gm) added to cart!').count()).toBeGreaterThan(0);
    await eventually(() => cartBadge(page).textContent()).toBe('1');

    // Back at the top the bar gives way to the main buttons.
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => bar.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
    // The first sign-in of a run waits for the Auth emulator to warm up.
  }, 60_000);

  it('the buy bar of a sold-out pack says so and cannot add, like the main buttons', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/19'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nilgiri Honey');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId('product-buy-bar');
    await eventually(() => bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('250 gm · Out of stock');
    expect(await bar.getByRole('button').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the cart keeps its subtotal and checkout on the first screen of a phone, with 44 px controls', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, undefined, { at: '/product/16' });
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '500 gm', quantity: 2 });
    await page.goto(url('/product/1'));
    await addFromProductPage(page, { name: 'Gulkand', unit: '500g' });
    await page.goto(url('/cart'));
    await eventually(() => page.getByTestId('cart-line').count()).toBe(2);

    const bar = page.getByTestId('cart-sticky-bar');
    if (viewport === 'phone') {
      expect(await inViewport(page, bar)).toBe(true);
      expect(await bar.textContent()).toMatch(/Subtotal\s*₹[\d,]+\.\d\d/);
      await expectTapTarget(bar.getByRole('button', { name: 'Checkout', exact: true }), 'cart bar Checkout');
    } else {
      expect(await bar.isVisible()).toBe(false);
    }
    await expectTapTarget(page.getByRole('button', { name: 'Clear Cart' }), 'Clear Cart');
    await expectTapTarget(page.getByRole('button', { name: /^Remove Gulkand/ }), 'Remove');
    await page.screenshot({ path: join(shots, `cart-${viewport}.png`) });

    if (viewport === 'phone') {
      await bar.getByRole('button', { name: 'Checkout', exact: true }).click();
      await page.waitForURL(url('/checkout'));
      // The address book: two addresses, so one has Set as Default; both have Delete.
      await eventually(() => addressDialog(page).isVisible()).toBe(true);
      await addAddress(page);
      await page.getByRole('button', { name: /Add New Address/ }).click();
      await addAddress(page, { ...SUNITA, name: 'Anil Patil' });
      const setDefault = page.getByRole('button', { name: /^Set as Default/ });
      await eventually(() => setDefault.count()).toBe(1);
      await expectTapTarget(setDefault, 'Set as Default');
      for (const del of await page.getByRole('button', { name: /^Delete address of/ }).all()) {
        await expectTapTarget(del, 'Delete address');
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sign-in screen says why (screenshot)', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url('/product/16'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await eventually(() => page.getByTestId('sign-in-reason').isVisible()).toBe(true);
    await page.screenshot({ path: join(shots, `auth-reason-${viewport}.png`), fullPage: true });
    expect(await page.getByTestId('sign-in-reason').textContent()).toContain(
      'Sign in to add Tulsi Honey to your cart',
    );
    await context.close();
  });
});

afterAll(() => {
  console.log(`phone-ergonomics screenshots: ${shots}`);
});
