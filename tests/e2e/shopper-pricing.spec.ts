import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_SHOP_SETTINGS } from '@contract/settings';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, FARM_UPI, resetDatabase, setFarmUpi } from '../support/emulators.js';
import {
  addAddress,
  addFromProductPage,
  addressDialog,
  holdRequests,
  ordersOf,
  signInWithPhone,
  SUNITA,
  uidOfMobile,
  watchShopperErrors,
} from '../support/shopper.js';
import {
  eventually,
  expectNoSeriousA11yViolations,
  newAxePage,
  url,
  VIEWPORT_NAMES,
  type Viewport,
} from './helpers.js';

/**
 * What the shopper pays, before ordering (functions/src/pricing): the pincode check on the product
 * page and in the cart, the checkout's quote with the first-order discount and delivery, an
 * address the farm does not deliver to, and the breakdown stored on the order.
 *
 * E2E_SCREENSHOTS=<folder> also saves each screen at both widths there, to be looked at.
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
const pincodeField = (page: Page) => page.getByLabel('Check delivery to your PIN code');
const pincodeResult = (page: Page) => page.getByTestId('pincode-result');
const summaryFigures = (page: Page) => page.locator('.order-summary-figures > div').allTextContents();
const PUNE = { ...SUNITA, name: 'Asha Kulkarni', street: '4 FC Road', city: 'Pune', postalCode: '411001' };
const setShipsOutsideKarad = (ships: boolean) =>
  adminDb()
    .collection('settings')
    .doc('shop')
    .set({
      ...DEFAULT_SHOP_SETTINGS,
      upi: FARM_UPI,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, shipsOutsideKarad: ships },
    });

async function snap(page: Page, viewport: Viewport, name: string) {
  const folder = process.env['E2E_SCREENSHOTS'];
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}-${viewport}.png`), fullPage: true });
}

async function checkPincode(page: Page, pincode: string) {
  await pincodeField(page).fill(pincode);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

describe.each(VIEWPORT_NAMES)('what a shopper will pay (%s)', (viewport) => {
  it('checks delivery by PIN code on the product page, remembered in the cart', async () => {
    await setShipsOutsideKarad(true);
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(10_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, undefined, { at: '/product/16' });
    await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');

    expect(await pincodeField(page).getAttribute('inputmode')).toBe('numeric');
    await checkPincode(page, '415110');
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'Delivers to 415110, Karad: free over ₹999.00',
    );
    await checkPincode(page, '411001');
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'We deliver to 411001 (Pune City, Maharashtra) for ₹120.00',
    );
    // Letters never get in; a short or 0-led code is refused before any request.
    await pincodeField(page).fill('');
    await pincodeField(page).pressSequentially('41a1b');
    expect(await pincodeField(page).inputValue()).toBe('411');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'Please enter a 6-digit PIN code (it cannot start with 0).',
    );
    expect(await pincodeField(page).getAttribute('aria-invalid')).toBe('true');
    await checkPincode(page, '411001');
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'We deliver to 411001 (Pune City, Maharashtra) for ₹120.00',
    );
    await snap(page, viewport, 'product');

    // The cart knows the PIN code checked in this tab.
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '250 gm' });
    await page.goto(url('/cart'));
    await eventually(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await pincodeField(page).inputValue()).toBe('411001');
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'We deliver to 411001 (Pune City, Maharashtra) for ₹120.00',
    );
    expect(await page.getByTestId('order-subtotal').textContent()).toBe('₹240.00');
    // The answer is public and cached for a minute: a PIN code not asked yet shows the new rule.
    await setShipsOutsideKarad(false);
    await checkPincode(page, '411045');
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'Sorry, we do not deliver to 411045 (Pune City, Maharashtra) yet.',
    );
    await snap(page, viewport, 'cart');
    await setShipsOutsideKarad(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('shows the quote at checkout, refuses an address it cannot deliver to, and keeps the breakdown on the order', async () => {
    await setShipsOutsideKarad(true);
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(10_000);
    const errors = watchShopperErrors(page);
    const uid = await uidOfMobile(await signInWithPhone(page, undefined, { at: '/product/16' }));
    await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '250 gm' });
    await page.goto(url('/checkout'));
    await eventually(() => addressDialog(page).isVisible()).toBe(true);

    // While the quote is on its way the summary says so.
    const release = await holdRequests(page, '**/api/checkout/quote', 'POST');
    await addAddress(page);
    await eventually(() => page.getByText('Working out your total…').count()).toBe(1);
    release();
    // A first order to Karad: 15% off ₹240, and ₹40 delivery below ₹999.
    await eventually(() => summaryFigures(page)).toEqual([
      'Subtotal₹240.00',
      'First-order discount−₹36.00',
      'Delivery₹40.00',
      'Total₹244.00',
    ]);
    expect(await page.getByTestId('order-notes').locator('li').allTextContents()).toEqual([
      '15% off your first order',
      'Free delivery in Karad on orders over ₹999.00',
      'Add ₹795.00 more for free delivery',
    ]);
    await snap(page, viewport, 'checkout-karad');

    // Pune: the India fee, then nothing at all once the farm stops shipping outside Karad.
    await page.getByRole('button', { name: '+ Add New Address' }).click();
    await addAddress(page, PUNE);
    await page.getByRole('radio', { name: /Asha Kulkarni/ }).check();
    await eventually(() => summaryFigures(page)).toEqual([
      'Subtotal₹240.00',
      'First-order discount−₹36.00',
      'Delivery₹120.00',
      'Total₹324.00',
    ]);
    await setShipsOutsideKarad(false);
    await page.getByRole('radio', { name: /Sunita Patil/ }).check();
    await eventually(() => page.getByTestId('order-total').textContent()).toBe('₹244.00');
    await page.getByRole('radio', { name: /Asha Kulkarni/ }).check();
    const reason = 'Sorry, we do not deliver to 411001 yet. Please choose or add another address.';
    await eventually(() => page.getByTestId('checkout-blocked').textContent()).toBe(reason);
    expect(await page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Order via WhatsApp' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('order-shipping').textContent()).toBe('Not available');
    expect(await page.getByTestId('order-total').textContent()).toBe('—');
    await snap(page, viewport, 'checkout-not-delivered');

    // Back to Karad: the order is placed and carries the quote's figures.
    await page.getByRole('radio', { name: /Sunita Patil/ }).check();
    await eventually(() => page.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    await eventually(() => page.locator('.order-totals > div').allTextContents()).toEqual([
      'Subtotal₹240.00',
      'First-order discount−₹36.00',
      'Delivery₹40.00',
      'Total₹244.00',
    ]);
    await snap(page, viewport, 'order-detail');
    const orders = await ordersOf(uid);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ subtotal: 240, discount: 36, shipping: 40, totalAmount: 244 });
    await setShipsOutsideKarad(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('has no serious or critical axe violation on the pincode check and a blocked checkout', async () => {
    await setShipsOutsideKarad(false);
    const { context, page } = await newAxePage(browser, viewport);
    await signInWithPhone(page, undefined, { at: '/product/16' });
    await eventually(() => heading(page).textContent()).toBe('Tulsi Honey');
    await checkPincode(page, '411001');
    await eventually(() => pincodeResult(page).textContent()).toBe(
      'Sorry, we do not deliver to 411001 (Pune City, Maharashtra) yet.',
    );
    await expectNoSeriousA11yViolations(page, 'product: pincode check');
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL(url('/checkout-now'));
    await eventually(() => addressDialog(page).isVisible()).toBe(true);
    await addAddress(page, PUNE);
    await eventually(() => page.getByTestId('checkout-blocked').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'checkout-now: not delivered');
    await snap(page, viewport, 'checkout-now-not-delivered');
    await setShipsOutsideKarad(true);
    await context.close();
  }, 60_000);
});
