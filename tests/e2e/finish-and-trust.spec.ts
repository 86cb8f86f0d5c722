import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SHOP_SETTINGS } from '../../functions/src/contract/settings.js';
import { call } from '../support/api.js';
import { signInWithPhone as phoneToken } from '../support/auth.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';
import {
  addAddress,
  addressDialog,
  newMobileNumber,
  newOwnerNumber,
  orderTitle,
  signInWithPhone,
  watchShopperErrors,
} from '../support/shopper.js';
import {
  eventually,
  expectNoSeriousA11yViolations,
  newAxePage,
  url,
  VIEWPORT_NAMES,
  PHONE,
  type Viewport,
} from './helpers.js';

/**
 * What was left of issue 14: readable order numbers, the owner hiding a review, Buy Now through a
 * refresh, the add-to-cart toast's View cart (and where it shows on a phone), one set of category
 * names, and one statement of where the farm delivers.
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-finish-trust-'));

beforeAll(async () => {
  await resetDatabase();
  // The farm ships to Karad only: the strip, About and the footer must all say so.
  await adminDb()
    .collection('settings')
    .doc('shop')
    .set({
      ...DEFAULT_SHOP_SETTINGS,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, shipsOutsideKarad: false },
    });
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  await fetch(url('/api/products/1'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(method, path, { base: url('/api'), token, body });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function shopper(viewport: Viewport) {
  const { context, page } = await newPage(browser, viewport);
  page.setDefaultTimeout(15_000);
  const errors = watchShopperErrors(page);
  await signInWithPhone(page);
  return { context, page, errors };
}

describe.each(VIEWPORT_NAMES)('a shopper finishing what she starts (%s)', (viewport) => {
  it('keeps Buy Now through a refresh, and the order gets a number she can read out', async () => {
    const { context, page, errors } = await shopper(viewport);
    await page.goto(url('/product/16'));
    await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');
    await page.getByRole('radio', { name: /^250 gm/ }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL(url('/checkout-now'));
    await eventually(() => addressDialog(page).isVisible()).toBe(true);
    await addAddress(page);

    await page.reload();
    await eventually(() => heading(page).textContent()).toBe('Buy Now');
    const product = page.getByRole('region', { name: 'Your product' });
    expect(await product.locator('p').textContent()).toBe('2 × 250 gm at ₹240.00 each');
    await eventually(() => page.getByRole('radio', { name: /Sunita Patil/ }).isChecked()).toBe(true);
    await page.screenshot({ path: join(shots, `buy-now-after-refresh-${viewport}.png`) });

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    // One number a person reads: the KO number, never the id (which stays in the URL).
    const title = await orderTitle(orderId);
    await eventually(() => heading(page).textContent()).toBe(title);
    expect(await page.locator('.order-detail-header').textContent()).not.toContain(orderId.slice(0, 8));
    await page.screenshot({ path: join(shots, `order-number-detail-${viewport}.png`) });

    await page.goto(url('/orders'));
    const row = page.getByTestId('order-row').filter({ hasText: title });
    await eventually(() => row.getByRole('heading').textContent()).toBe(title);
    await page.screenshot({ path: join(shots, `order-number-list-${viewport}.png`) });

    // Placed: the kept item is forgotten, a fresh /checkout-now has nothing to buy.
    await page.goto(url('/checkout-now'));
    await eventually(() => heading(page).textContent()).toBe('Nothing to check out');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the add-to-cart toast offers View cart and leaves the product title uncovered', async () => {
    const { context, page, errors } = await shopper(viewport);
    await page.goto(url('/product/1'));
    await eventually(() => heading(page).textContent()).toBe('Gulkand');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'View cart' });
    await eventually(() => toast.count()).toBe(1);
    const viewCart = toast.getByRole('link', { name: 'View cart' });
    await eventually(() => viewCart.isVisible()).toBe(true);
    const link = (await viewCart.boundingBox())!;
    expect(link.height).toBeGreaterThanOrEqual(44);
    // Wait for the slide-in to end, then compare where the toast and the title are.
    await page.waitForTimeout(800);
    const box = (await toast.boundingBox())!;
    // The title's words (the h1 spans its whole column; the toast may sit beside short words).
    const title = await heading(page).evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      const r = range.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    const overlaps =
      box.x < title.x + title.width &&
      title.x < box.x + box.width &&
      box.y < title.y + title.height &&
      title.y < box.y + box.height;
    expect(overlaps, JSON.stringify({ box, title })).toBe(false);
    await page.screenshot({ path: join(shots, `toast-view-cart-${viewport}.png`) });
    await viewCart.click();
    await page.waitForURL(url('/cart'));
    await eventually(() => heading(page).textContent()).toMatch(/cart/i);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a shopper who asks for less motion', () => {
  it('still sees the add-to-cart toast for its 5 s: only its movement is cut short', async () => {
    const { context, page, errors } = await shopper('phone');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url('/product/1'));
    await eventually(() => heading(page).textContent()).toBe('Gulkand');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'View cart' });
    await eventually(() => toast.isVisible()).toBe(true);
    // The toast closes when its progress bar's animation ends: that one keeps the toast's life.
    const bar = toast.locator('.Toastify__progress-bar');
    expect(await bar.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('5s');
    expect(await toast.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORT_NAMES)('the shop says one thing (%s)', (viewport) => {
  it('names categories the same on the home tiles and in the shop’s filter', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url('/'));
    const tiles = page.locator('.category-tile-label');
    await eventually(() => tiles.count()).toBe(4);
    const names = await tiles.allTextContents();
    expect(names).toEqual(['Gulkand', 'Seeds & Grains', 'Jaggery & Honey', 'Powders']);
    await page.getByRole('link', { name: /^Gulkand/ }).click();
    await page.waitForURL(/\/shop\?category=Natural(%20|\+)Rose(%20|\+)Petal(%20|\+)Jam$/);
    const filter = page.getByLabel('Category');
    await eventually(() => filter.locator('option').count()).toBeGreaterThan(4);
    expect(await filter.inputValue()).toBe('Natural Rose Petal Jam');
    expect(await filter.locator('option:checked').textContent()).toBe('Gulkand');
    const options = await filter.locator('option').allTextContents();
    for (const name of names) expect(options).toContain(name);
    await context.close();
  });

  it('says where the farm delivers the same way on the trust strip, About and the footer', async () => {
    const { context, page } = await newPage(browser, viewport);
    const area = 'We deliver in Karad only, for now';
    await page.goto(url('/'));
    await eventually(() => page.getByTestId('trust-delivery-area').textContent()).toContain(area);
    await eventually(() => page.getByTestId('footer-delivery-area').textContent()).toBe(`${area}.`);
    await page.locator('.trust-strip').screenshot({ path: join(shots, `trust-strip-${viewport}.png`) });
    await page.goto(url('/about'));
    const steps = page.getByTestId('timeline-step');
    await eventually(async () => (await steps.allTextContents()).join(' ')).toContain('Online, for Karad');
    expect((await steps.allTextContents()).join(' ')).not.toContain('across India');
    await eventually(() => page.getByTestId('footer-delivery-area').textContent()).toBe(`${area}.`);
    await page.locator('footer').screenshot({ path: join(shots, `footer-${viewport}.png`) });
    await context.close();
  });
});

describe.each(PHONE)('the owner (%s)', (viewport) => {
  it('hides a review from the shop and shows it again; finds an order by its number', async () => {
    const comment = `Spammy text ${viewport} ${Date.now()}`;
    const { idToken } = await phoneToken(`+91${newMobileNumber()}`);
    const review = await api('POST', '/reviews', idToken, {
      productId: 3,
      rating: 1,
      comment,
      userName: 'Spam',
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);

    const mobile = await newOwnerNumber();
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, mobile, { at: '/admin' });
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await page.waitForURL(url('/admin/reviews'));
    const card = page.getByTestId('admin-review').filter({ hasText: comment });
    await eventually(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Review of Chia Seeds');
    const hide = card.getByRole('button', { name: 'Hide the review by Spam' });
    expect((await hide.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await hide.click();
    await eventually(() => card.locator('.admin-review-state').textContent()).toBe('Hidden');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `admin-reviews-hidden-${viewport}.png`) });
    const audit = await adminDb().collection('auditLog').where('action', '==', 'review.visibility').get();
    expect(audit.docs.some((d) => d.get('target') === `reviews/${review.body._id}`)).toBe(true);

    // Gone from the product page (the public list is cached for 30 s: ask the API itself).
    const list = await fetch(url('/api/reviews/product/3?fresh=' + Date.now())).then((r) => r.json());
    expect(list.map((r: { comment: string }) => r.comment)).not.toContain(comment);

    await card.getByRole('button', { name: 'Show the review by Spam' }).click();
    await eventually(() => card.locator('.admin-review-state').textContent()).toBe('Shown');

    // The owner's order search knows the readable number.
    const order = (await adminDb().collection('orders').where('number', '>=', 'KO-').limit(1).get()).docs[0];
    if (order) {
      await page.goto(url('/admin'));
      await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.get('number'));
      await page.getByRole('button', { name: 'Search' }).click();
      const found = page.getByTestId('admin-order');
      await eventually(() => found.count()).toBe(1);
      expect(await found.getAttribute('data-order-id')).toBe(order.id);
      expect(await found.locator('.admin-order-number').textContent()).toBe(order.get('number'));
      await page.screenshot({ path: join(shots, `admin-order-search-${viewport}.png`) });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessible (axe)', () => {
  it('the back office’s Reviews section', async () => {
    const mobile = await newOwnerNumber();
    const { context, page } = await newAxePage(browser, 'phone');
    await signInWithPhone(page, mobile, { at: '/admin/reviews' });
    await eventually(() => page.getByTestId('admin-review').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'admin reviews');
    await context.close();
  });
});
