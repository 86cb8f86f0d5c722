import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { resetDatabase, setFarmUpi } from '../support/emulators.js';
import {
  addAddress,
  addFromProductPage,
  addressDialog,
  cartBadge,
  countRequests,
  orderTitle,
  ordersOf,
  SUNITA,
  toast,
} from '../support/shopper.js';
import { checkoutJourney } from './checkout-journey.js';
import { eventually, PHONE, url } from './helpers.js';

/**
 * The signed-in shopper placing the order from checkout (product.md §2 Checkout, Orders; §4, §5):
 * a double click and a retry after a lost answer that make exactly one order, and the WhatsApp
 * hand-off. The cart, the first address and the order detail on the way: shopper-checkout.spec.ts.
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

const { shopper, openTulsiHoney } = checkoutJourney(() => browser);

/** From a filled cart: Proceed to Checkout, then the first address through the dialog that opens by itself. */
async function checkoutWithFirstAddress(page: Page) {
  await page.goto(url('/cart'));
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(url('/checkout'));
  await eventually(() => addressDialog(page).isVisible()).toBe(true);
  await addAddress(page);
  await eventually(() => page.getByRole('radio', { name: /Sunita Patil/ }).isChecked()).toBe(true);
}

// One order from a double click, and the WhatsApp hand-off, are the same at any width.
describe.each(PHONE)('a signed-in shopper checking out (%s)', (viewport) => {
  it('makes exactly one order from a double-clicked Place Order, and one from a retry after a lost answer', async () => {
    const { context, page, errors, uid } = await shopper(viewport);
    await openTulsiHoney(page);
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '500 gm' });
    await checkoutWithFirstAddress(page);
    const posts = countRequests(page, 'POST', '/api/orders');
    // What the order page asks for: the placed order's answer is used as it is (no second read of
    // it), and its lines' pictures come with it (no read per product).
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && /^\/api\/(orders\/|products)/.test(path)) reads.push(path);
    });

    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    await eventually(() => page.getByTestId('order-item').count()).toBe(1);
    expect(posts()).toBe(1);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you! Your order has been placed.' });
    await eventually(() => thanks.count()).toBe(1);
    const picture = page.getByTestId('order-item').locator('img');
    expect(await picture.getAttribute('src')).toMatch(/^\/(images|photos)\//);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    expect(reads).toEqual([]);
    // Read again, the page asks for the order once, and still for no product.
    await page.reload();
    await eventually(() => page.getByTestId('order-item').count()).toBe(1);
    const orderPath = `/api${new URL(page.url()).pathname}`;
    expect(reads).toEqual([orderPath]);
    expect(await thanks.count()).toBe(0);
    const orders = await ordersOf(uid);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ totalAmount: 439.5, status: 'Pending' }); // 470 − 15% + ₹40

    // The order is made but its answer never arrives: the retry sends the same Idempotency-Key
    // and gets the same order back.
    await openTulsiHoney(page);
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '250 gm' });
    await page.goto(url('/checkout'));
    await eventually(() => page.getByRole('radio', { name: /Sunita Patil/ }).isChecked()).toBe(true);
    const keys: string[] = [];
    let lose = true;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!lose) return route.fallback();
      lose = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await eventually(() =>
      toast(page, 'Failed to place order. Please check your details and try again.').count(),
    ).toBe(1);
    expect(page.url()).toBe(url('/checkout'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    const after = await ordersOf(uid);
    expect(after).toHaveLength(2);
    expect(after.map((o) => o.id)).toContain(new URL(page.url()).pathname.split('/').pop());
    // The lost answer shows up as a failed request in the console; nothing else went wrong.
    expect(errors.filter((e) => !/ERR_CONNECTION_RESET/.test(e))).toEqual([]);
    await context.close();
  });

  it('orders via WhatsApp: a wa.me tab with the order, then the order list', async () => {
    const { context, page, errors, uid } = await shopper(viewport);
    // Offline machine: wa.me answers from here.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>chat</p>' }),
    );
    await openTulsiHoney(page);
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '250 gm', quantity: 2 });
    await checkoutWithFirstAddress(page);

    const clicked = Date.now();
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Order via WhatsApp' }).click(),
    ]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    const link = new URL(chat.url());
    expect(link.pathname).toMatch(/^\/\d{10,15}$/);
    const text = link.searchParams.get('text') ?? '';
    expect(text).toContain('• 2 x Tulsi Honey (250 gm) @ ₹240.00 = ₹480.00');
    // The figures of the order the server returned: first-order discount and Karad delivery.
    expect(text).toContain(
      'Subtotal: ₹480.00\nFirst-order discount: −₹72.00\nDelivery: ₹40.00\nTotal: ₹448.00',
    );
    expect(text).toContain(`Deliver to:\n${SUNITA.name}\n`);
    expect(text).toContain('12 Shivaji Chowk, Somwar Peth, Karad, Maharashtra 415110, India');
    expect(text).toContain('Phone: +91 98765 43210');
    expect(text).toMatch(/confirm my order.*delivery time/);
    // The chat tab cannot reach back into the shop.
    expect(await chat.evaluate(() => window.opener)).toBeNull();

    await page.waitForURL(url('/orders'));
    // product.md §4: the order list 1.5 s after the order is made.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1500);
    await eventually(() => page.getByTestId('order-row').count()).toBe(1);
    const orders = await ordersOf(uid);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ channel: 'whatsapp', totalAmount: 448, status: 'Pending' });
    const title = await orderTitle(orders[0]!.id);
    expect(text).toContain(title);
    expect(text).not.toContain(orders[0]!.id.slice(0, 8));
    expect(await page.getByTestId('order-row').getByRole('heading').textContent()).toBe(title);
    await eventually(() => cartBadge(page).textContent()).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });
});
