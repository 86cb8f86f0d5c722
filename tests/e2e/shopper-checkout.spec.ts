import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PRICING_MESSAGES } from '@/words/messages';
import { DEFAULT_SHOP_SETTINGS } from '@contract/settings';
import { launchBrowser } from '../support/browser.js';
import { resetDatabase, setFarmUpi } from '../support/emulators.js';
import {
  addAddress,
  addFromProductPage,
  addressDialog,
  cartBadge,
  fillAddress,
  holdRequests,
  orderTitle,
  ordersOf,
  shopDate,
  signInWithPhone,
  SUNITA,
} from '../support/shopper.js';
import {
  eventually,
  expectNoSeriousA11yViolations,
  newAxePage,
  shot,
  url,
  VIEWPORT_NAMES,
} from './helpers.js';
import { checkoutJourney } from './checkout-journey.js';

/**
 * The signed-in shopper's cart and checkout (product.md §2 Cart, Checkout, Orders, Order detail; §4, §5):
 * two packs of Tulsi Honey → cart → first address → Place Order → order detail → order list, and
 * the empty cart; the axe checks of those screens. A double click and a retry that make one order,
 * and the WhatsApp hand-off: shopper-place-order.spec.ts.
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
const cartLine = (page: Page, unit: string) => page.getByTestId('cart-line').filter({ hasText: `(${unit})` });
const summaryLines = (page: Page) => page.locator('.order-summary-lines > li').allTextContents();
const orderTotal = (page: Page) => page.getByTestId('order-total').textContent();
/** The cart shows the lines' sum; delivery and the discount come with the address, at checkout. */
const cartSubtotal = (page: Page) => page.getByTestId('order-subtotal').textContent();
const summaryFigures = (page: Page) => page.locator('.order-summary-figures > div').allTextContents();

const { shopper, openTulsiHoney } = checkoutJourney(() => browser);

describe.each(VIEWPORT_NAMES)('a signed-in shopper checking out (%s)', (viewport) => {
  it('adds two packs, changes and removes lines, adds a first address, places the order and finds it', async () => {
    const { context, page, errors, uid } = await shopper(viewport);
    await eventually(() => cartBadge(page).textContent()).toBe('0');

    // Three packs of Tulsi Honey: the toast names each, the badge sums the quantities.
    await openTulsiHoney(page);
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '500 gm' });
    await eventually(() => cartBadge(page).textContent()).toBe('1');
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '250 gm' });
    await eventually(() => cartBadge(page).textContent()).toBe('2');
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '100 gm', quantity: 2 });
    await eventually(() => cartBadge(page).textContent()).toBe('4');

    await page.getByRole('link', { name: 'Cart, 4 items' }).click();
    await page.waitForURL(url('/cart'));
    await eventually(() => page.getByRole('heading', { name: 'Items (3)' }).count()).toBe(1);
    expect(await page.getByTestId('cart-line').locator('.cart-line-option').allTextContents()).toEqual([
      'Option: 500 gm',
      'Option: 250 gm',
      'Option: 100 gm',
    ]);
    expect(await cartLine(page, '100 gm').locator('.cart-line-price').textContent()).toBe('₹110.00 per unit');
    expect(await cartLine(page, '100 gm').locator('.cart-line-total').textContent()).toBe('₹220.00');
    expect(await cartSubtotal(page)).toBe('₹930.00');
    // The minus button is disabled at 1.
    expect(
      await cartLine(page, '500 gm').getByRole('button', { name: 'Decrease quantity' }).isDisabled(),
    ).toBe(true);

    // The stepper: 250 gm goes to 2; line total, Order Summary and badge follow.
    await cartLine(page, '250 gm').getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(() => cartLine(page, '250 gm').locator('.cart-line-total').textContent()).toBe(
      '₹480.00',
    );
    expect(await cartLine(page, '250 gm').getByRole('textbox').inputValue()).toBe('2');
    await eventually(() => cartSubtotal(page)).toBe('₹1,170.00');
    await eventually(() => cartBadge(page).textContent()).toBe('5');

    // Typing 0 asks before removing, in the shop's own dialog (never the browser's); saying no
    // keeps the line as it was. Clear Cart asks too.
    const question = page.getByRole('dialog', { name: 'Remove this item from your cart?' });
    await cartLine(page, '100 gm').getByRole('textbox').fill('0');
    await eventually(() => question.isVisible()).toBe(true);
    expect(await question.locator('.confirm-dialog-text').textContent()).toBe('Tulsi Honey (100 gm)');
    await shot(page, `cart-remove-question-${viewport}`);
    await question.getByRole('button', { name: 'Keep it' }).click();
    await eventually(() => question.isVisible()).toBe(false);
    await eventually(() => cartLine(page, '100 gm').getByRole('textbox').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const clear = page.getByRole('dialog', { name: 'Clear your cart?' });
    await eventually(() => clear.isVisible()).toBe(true);
    expect(await clear.locator('.confirm-dialog-text').textContent()).toBe(
      'Are you sure you want to clear your entire cart? This action cannot be undone.',
    );
    await shot(page, `cart-clear-question-${viewport}`);
    await clear.getByRole('button', { name: 'Keep my items' }).click();
    await eventually(() => clear.isVisible()).toBe(false);
    expect(await page.getByTestId('cart-line').count()).toBe(3);

    // Remove: the line goes, the totals follow.
    await page.getByRole('button', { name: 'Remove Tulsi Honey (100 gm)' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Items (2)' }).count()).toBe(1);
    await eventually(() => cartSubtotal(page)).toBe('₹950.00');
    await eventually(() => cartBadge(page).textContent()).toBe('3');
    expect(await summaryLines(page)).toEqual([
      'Tulsi Honey (500 gm) × 1₹470.00',
      'Tulsi Honey (250 gm) × 2₹480.00',
    ]);

    // Checkout with no address yet: the Add New Address dialog opens by itself.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(url('/checkout'));
    const dialog = addressDialog(page);
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'No Saved Addresses' }).count()).toBe(1);
    expect(await dialog.getByLabel('Phone Number').getAttribute('placeholder')).toBe('+91...');
    expect(await dialog.getByLabel('Set as Default Address').isChecked()).toBe(false);

    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe(
      'Please fill in all required address fields.',
    );

    // 'Saving...' while the address is being saved.
    const releaseAddress = await holdRequests(page, '**/api/addresses', 'POST');
    await fillAddress(page);
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await eventually(() => dialog.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    releaseAddress();
    await eventually(() => dialog.count()).toBe(0);

    // The first address: listed, selected (highlighted) and the default.
    const option = page.getByTestId('address-option');
    expect(await option.count()).toBe(1);
    expect(await option.getByRole('radio').isChecked()).toBe(true);
    expect(await option.getAttribute('class')).toContain('is-selected');
    expect(await option.locator('.address-default-badge').textContent()).toBe('Default');
    expect(await option.textContent()).toContain('12 Shivaji Chowk, Somwar Peth');
    expect(await option.textContent()).toContain('Karad, Maharashtra 415110');
    expect(await option.textContent()).toContain('Phone: +91 98765 43210');
    expect(await page.getByRole('heading', { name: 'No Saved Addresses' }).count()).toBe(0);
    expect(await summaryLines(page)).toEqual([
      'Tulsi Honey (500 gm) × 1₹470.00',
      'Tulsi Honey (250 gm) × 2₹480.00',
    ]);
    // The server's quote for this Karad address and a first order: 15% off, ₹40 delivery below ₹999.
    await eventually(() => summaryFigures(page)).toEqual([
      'Subtotal₹950.00',
      'First-order discount−₹142.50',
      'Delivery₹40.00',
      'Total₹847.50',
    ]);
    expect(await orderTotal(page)).toBe('₹847.50');

    // Place Order names the amount to pay, beside where the order goes; on a phone that bar sits
    // at the foot of the screen, however far down the summary is, with the total.
    const bar = page.getByTestId('checkout-place-bar');
    expect(await bar.locator('.checkout-deliver-to').textContent()).toBe(
      'Delivering to: Sunita Patil, 415110',
    );
    expect(await bar.getByRole('button').textContent()).toBe('Place Order · ₹847.50');
    expect(await bar.getByTestId('checkout-bar-total').isVisible()).toBe(viewport === 'phone');
    expect(await bar.getByTestId('checkout-bar-total').textContent()).toBe('Total ₹847.50');
    await shot(page, `checkout-${viewport}`);
    if (viewport === 'phone') {
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = (await bar.getByRole('button', { name: 'Place Order' }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    }

    // Place Order: 'Placing Order...' and both order buttons disabled while it runs.
    const releaseOrder = await holdRequests(page, '**/api/orders', 'POST');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await eventually(() => page.getByRole('button', { name: 'Placing Order...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Order via WhatsApp' }).isDisabled()).toBe(true);
    releaseOrder();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;

    // The order detail: the right lines, the stored breakdown, Total in INR, Shipping To.
    await eventually(() => heading(page).textContent()).toBe(await orderTitle(orderId));
    // Thanked in the page, above the pay panel, not by a toast over it.
    const thanks = page.locator('.order-placed-note');
    expect(await thanks.textContent()).toBe('Thank you! Your order has been placed.');
    expect(await thanks.getAttribute('role')).toBe('status');
    expect(await page.locator('.Toastify').getByText('Thank you! Your order has been placed.').count()).toBe(
      0,
    );
    expect(await page.getByText(`Placed on ${shopDate()}`).count()).toBe(1);
    expect(await page.locator('.order-detail-header .order-status').textContent()).toBe('Pending');
    const items = page.getByTestId('order-item');
    expect(await items.count()).toBe(2);
    const itemTexts = await items.evaluateAll((lis) =>
      lis.map((li) => Array.from(li.querySelectorAll('h3, p, strong')).map((e) => e.textContent)),
    );
    expect(itemTexts).toEqual([
      ['Tulsi Honey', '1 x ₹470.00', 'Option: 500 gm', '₹470.00'],
      ['Tulsi Honey', '2 x ₹240.00', 'Option: 250 gm', '₹480.00'],
    ]);
    const totals = await page.locator('.order-totals > div').allTextContents();
    expect(totals).toEqual([
      'Subtotal₹950.00',
      'First-order discount−₹142.50',
      'Delivery₹40.00',
      'Total₹847.50',
    ]);
    expect(await page.getByTestId('order-detail-total').textContent()).toBe('₹847.50');
    const shipTo = await page.locator('.order-address > *').allTextContents();
    expect(shipTo).toEqual([
      SUNITA.name,
      SUNITA.street,
      'Karad, Maharashtra 415110',
      'India',
      'Phone: +91 98765 43210',
    ]);
    // Each item's picture comes from its product.
    await eventually(() =>
      items
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await eventually(() => cartBadge(page).textContent()).toBe('0');

    // Firestore holds exactly this one order for the shopper.
    const orders = await ordersOf(uid);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: orderId,
      status: 'Pending',
      subtotal: 950,
      discount: 142.5,
      shipping: 40,
      totalAmount: 847.5,
      source: 'cart',
      channel: 'website',
    });
    expect(orders[0]!['items'].map((i: any) => [i.unit, i.quantity, i.price])).toEqual([
      ['500 gm', 1, 470],
      ['250 gm', 2, 240],
    ]);

    // The order list: short id, date, status, total; View Details opens it.
    await page.getByRole('link', { name: 'Order history' }).click();
    await page.waitForURL(url('/orders'));
    const row = page.getByTestId('order-row');
    await eventually(() => row.count()).toBe(1);
    expect(await row.getByRole('heading').textContent()).toBe(await orderTitle(orderId));
    expect(await row.locator('.order-row-main p').textContent()).toBe(shopDate());
    expect(await row.locator('.order-status').textContent()).toBe('Pending');
    expect(await row.locator('.order-status').getAttribute('class')).toContain('tone-yellow');
    expect(await row.locator('.order-row-total').textContent()).toBe('Total ₹847.50');
    // Still to be paid by UPI: the list offers Pay now, beside View Details.
    expect(await row.getByTestId('pay-now').getAttribute('href')).toBe(`/orders/${orderId}`);
    await row.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(url(`/orders/${orderId}`));
    await eventually(() => heading(page).textContent()).toBe(await orderTitle(orderId));
    // Said once: coming back to the order, no thanks again.
    expect(await page.locator('.order-placed-note').count()).toBe(0);

    // The cart is empty now.
    await page.goto(url('/cart'));
    await eventually(() => heading(page).textContent()).toBe('Your cart is empty');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('sends an empty checkout back to the cart after 2 s; the empty cart offers Shop Now', async () => {
    const { context, page, errors } = await shopper(viewport);
    await page.goto(url('/checkout'));
    const message = page.getByRole('alert').filter({ hasText: 'Your cart is empty' });
    await eventually(() => message.textContent()).toBe(
      'Your cart is empty. Please add items before checking out.',
    );
    const shown = Date.now();
    await page.waitForURL(url('/cart'));
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1500);
    await eventually(() => heading(page).textContent()).toBe('Your cart is empty');
    await page.getByRole('main').getByRole('link', { name: 'Shop Now' }).click();
    await page.waitForURL(url('/shop'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violation on cart, checkout (dialog open and closed), orders, order detail and buy now', async () => {
    const { context, page } = await newAxePage(browser, viewport);
    await signInWithPhone(page, undefined, { at: '/orders' });
    await eventually(() => heading(page).textContent()).toBe('No Orders Yet');
    await expectNoSeriousA11yViolations(page, 'orders: none yet');
    await openTulsiHoney(page);
    await addFromProductPage(page, { name: 'Tulsi Honey', unit: '250 gm' });
    await page.goto(url('/cart'));
    await eventually(() => page.getByTestId('cart-line').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'cart with items');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await eventually(() => addressDialog(page).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'checkout: dialog open');
    await addressDialog(page).getByRole('button', { name: 'Add Address' }).click();
    await eventually(() => addressDialog(page).getByRole('alert').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'checkout: dialog with error');
    await addressDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => addressDialog(page).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'checkout: no address, dialog closed');
    await page.getByRole('button', { name: '+ Add New Address' }).click();
    await addAddress(page);
    await expectNoSeriousA11yViolations(page, 'checkout: dialog closed');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    await eventually(() => page.getByTestId('order-item').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'order detail');
    await page.goto(url('/orders'));
    await eventually(() => page.getByTestId('order-row').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'orders');
    // Buy now, with the address saved above.
    await openTulsiHoney(page);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL(url('/checkout-now'));
    await eventually(() => page.getByRole('radio', { name: /Sunita Patil/ }).isChecked()).toBe(true);
    await eventually(() => page.getByTestId('checkout-eta').textContent()).toBe(
      PRICING_MESSAGES.arrives(
        DEFAULT_SHOP_SETTINGS.etaDays.karad.min,
        DEFAULT_SHOP_SETTINGS.etaDays.karad.max,
      ),
    );
    // A second address, added here, is the one this order goes to (not the old default), and the
    // checkout says when it arrives there.
    await page.getByRole('button', { name: '+ Add New Address' }).click();
    await addAddress(page, {
      ...SUNITA,
      name: 'Meera Kulkarni',
      street: '5 FC Road',
      city: 'Pune',
      postalCode: '411004',
    });
    await eventually(() => page.getByRole('radio', { name: /Meera Kulkarni/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Sunita Patil/ }).isChecked()).toBe(false);
    await eventually(() => page.getByTestId('checkout-eta').textContent()).toBe(
      PRICING_MESSAGES.arrives(
        DEFAULT_SHOP_SETTINGS.etaDays.india.min,
        DEFAULT_SHOP_SETTINGS.etaDays.india.max,
      ),
    );
    await expectNoSeriousA11yViolations(page, 'checkout-now');
    await page.goto(url('/orders/no-such-order'));
    await eventually(() => heading(page).textContent()).toBe('Order Not Found');
    await expectNoSeriousA11yViolations(page, 'order not found');
    await page.goto(url('/cart'));
    await eventually(() => heading(page).textContent()).toBe('Your cart is empty');
    await expectNoSeriousA11yViolations(page, 'empty cart');
    await context.close();
  });
});
