import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase, setFarmUpi } from '../support/emulators.js';
import {
  addAddress,
  addFromProductPage,
  addressDialog,
  cartBadge,
  orderTitle,
  ordersOf,
  signInWithPhone,
  toast,
  uidOfMobile,
  watchShopperErrors,
} from '../support/shopper.js';
import {
  eventually,
  newAxePage,
  seriousA11yViolations,
  url,
  VIEWPORT_NAMES,
  PHONE,
  type Viewport,
} from './helpers.js';

/**
 * Buy now (product.md §2 Direct checkout, §4, §8): Order Now on a product page → /checkout-now → order;
 * /checkout-now without a product; toasts clear of the navbar; the WhatsApp button's contrast.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function shopper(viewport: Viewport) {
  const { context, page } = await newPage(browser, viewport);
  page.setDefaultTimeout(10_000);
  const errors = watchShopperErrors(page);
  const mobile = await signInWithPhone(page);
  return { context, page, errors, mobile };
}

/** On Tulsi Honey: the 250 gm pack, quantity 3, then Order Now. */
async function orderNowThreeSmallJars(page: Page) {
  await page.goto(url('/product/16'));
  await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');
  await page.getByRole('radio', { name: /^250 gm/ }).check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await eventually(() => page.getByTestId('product-total').textContent()).toBe('₹720.00');
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.waitForURL(url('/checkout-now'));
  await eventually(() => heading(page).textContent()).toBe('Buy Now');
}

describe.each(VIEWPORT_NAMES)('a signed-in shopper buying now (%s)', (viewport) => {
  it('goes from Order Now to /checkout-now, back to the product, and places the one-product order', async () => {
    const { context, page, errors, mobile } = await shopper(viewport);
    await orderNowThreeSmallJars(page);
    const product = page.getByRole('region', { name: 'Your product' });
    expect(await product.getByRole('heading').textContent()).toBe('Tulsi Honey');
    expect(await product.locator('p').textContent()).toBe('3 × 250 gm at ₹240.00 each');
    expect(await page.locator('.order-summary-lines > li').allTextContents()).toEqual([
      'Tulsi Honey (250 gm) × 3₹720.00',
    ]);
    expect(await page.getByTestId('order-subtotal').textContent()).toBe('₹720.00');
    // No address yet: the dialog opens by itself here too.
    await eventually(() => addressDialog(page).isVisible()).toBe(true);
    await addressDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => addressDialog(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'No Saved Addresses' }).count()).toBe(1);

    // Without an address, Place Order only warns.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await eventually(() =>
      toast(page, 'Please select a delivery address before placing the order.').count(),
    ).toBe(1);

    // Back to Product goes back one step.
    await page.getByRole('button', { name: 'Back to Product' }).click();
    await page.waitForURL(url('/product/16'));
    await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');

    await orderNowThreeSmallJars(page);
    await eventually(() => addressDialog(page).isVisible()).toBe(true);
    await addAddress(page);
    await eventually(() => page.getByRole('radio', { name: /Sunita Patil/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await eventually(() => heading(page).textContent()).toBe(await orderTitle(orderId));
    const item = page.getByTestId('order-item');
    expect(await item.count()).toBe(1);
    expect(await item.locator('h3, p, strong').allTextContents()).toEqual([
      'Tulsi Honey',
      '3 x ₹240.00',
      'Option: 250 gm',
      '₹720.00',
    ]);
    // A first order in Karad: 15% off 720, and ₹40 delivery below ₹999.
    expect(await page.getByTestId('order-detail-total').textContent()).toBe('₹652.00');
    // Buying now leaves the cart alone.
    expect(await cartBadge(page).textContent()).toBe('0');

    const orders = await ordersOf(await uidOfMobile(mobile));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: orderId, source: 'direct', totalAmount: 652, status: 'Pending' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Nothing to check out: a message and a timed redirect, the same at any width.
describe.each(PHONE)('buying now with nothing chosen (%s)', (viewport) => {
  it('says there is nothing to check out at /checkout-now opened directly, and goes to the shop after 3 s', async () => {
    const { context, page, errors } = await shopper(viewport);
    await page.goto(url('/checkout-now'));
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      'No product details found for checkout. Redirecting to shop.',
    );
    const shown = Date.now();
    expect(await heading(page).textContent()).toBe('Nothing to check out');
    expect(await page.getByRole('main').getByRole('link', { name: 'Go to Shop' }).isVisible()).toBe(true);
    await page.waitForURL(url('/shop'));
    expect(Date.now() - shown).toBeGreaterThanOrEqual(2500);

    // The button does not wait.
    await page.goto(url('/checkout-now'));
    await page.getByRole('main').getByRole('link', { name: 'Go to Shop' }).click();
    await page.waitForURL(url('/shop'));
    await eventually(() => page.getByTestId('product-card').count()).toBe(18);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Toasts sit below the header: right after 'added to cart!' the cart icon can be reached.
});

// The toast against the header: the header differs by width.
describe.each(VIEWPORT_NAMES)('the added-to-cart toast while buying now (%s)', (viewport) => {
  it('keeps the navbar cart link reachable while the "added to cart" toast shows', async () => {
    const { context, page } = await shopper(viewport);
    await page.goto(url('/product/16'));
    await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '500 gm' });
    const cart = page.getByRole('link', { name: 'Cart, 1 item' });
    // On a phone Add to Cart is below the fold: the shopper scrolls back up to the header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('.Toastify__toast').count()).toBe(1);
    const cartIsOnTop = () =>
      cart.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!hit && link.contains(hit);
      });
    try {
      await eventually(cartIsOnTop, 3_000).toBe(true);
    } finally {
      await context.close();
    }
  });
});

// White on the WhatsApp button's green must reach WCAG AA's 4.5:1 (axe color-contrast).
it('gives the Order via WhatsApp button enough colour contrast (axe)', async () => {
  const { context, page } = await newAxePage(browser, 'desktop');
  try {
    await signInWithPhone(page);
    await orderNowThreeSmallJars(page);
    await eventually(() => addressDialog(page).isVisible()).toBe(true);
    await addressDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => addressDialog(page).count()).toBe(0);
    const found = await seriousA11yViolations(page, 'checkout-now');
    expect(found.filter((v) => v.includes('color-contrast') && v.includes('.btn-whatsapp'))).toEqual([]);
  } finally {
    await context.close();
  }
});
