import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import {
  cartBadge,
  emulatorCodeFor,
  newMobileNumber,
  toast,
  waitForSignedInNavbar,
  waitForSignedOutNavbar,
  watchShopperErrors,
} from '../support/shopper.js';
import { eventually, PHONE, url, VIEWPORT_NAMES } from './helpers.js';
import { SIGN_IN_MESSAGES as MR_SIGN_IN } from '../../web/src/words/account-messages.mr.js';
import { PURCHASE_MESSAGES as MR_CART } from '../../web/src/words/messages.mr.js';
import { SHELL_MESSAGES as MR_SHELL } from '../../web/src/words/site-messages.mr.js';
import {
  PRODUCT_PAGE_MESSAGES as MR_PRODUCT,
  PRODUCT_REVIEWS_MESSAGES as MR_REVIEWS,
} from '../../web/src/words/shop-messages.mr.js';

/**
 * Issue 14, point 2: sign-in started by an action says why, comes back to the page and finishes
 * the action; a plain sign-in still goes to /, and a forged returnTo is never followed.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const reason = (page: Page) => page.getByTestId('sign-in-reason');

/** Phone sign-in on the sign-in screen the page is already on. */
async function signInHere(page: Page) {
  const mobile = newMobileNumber();
  await page.getByRole('button', { name: 'Continue with Phone Number' }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Verify OTP' }).waitFor();
  await page.getByLabel('6-digit code').fill(await emulatorCodeFor(mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

describe.each(VIEWPORT_NAMES)('sign-in that returns to finish (%s)', (viewport) => {
  it('Add to Cart signed out: says why, returns to the product with the pack and quantity in the cart', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/16'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    await waitForSignedOutNavbar(page);
    await page.getByRole('radio', { name: /^250 gm/ }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await page.waitForURL(url('/auth?returnTo=%2Fproduct%2F16'));
    await eventually(() => reason(page).textContent()).toContain('Sign in to add Tulsi Honey to your cart');
    await signInHere(page);

    await page.waitForURL(url('/product/16'));
    await eventually(() => toast(page, '2 x Tulsi Honey (250 gm) added to cart!').count()).toBeGreaterThan(0);
    await eventually(() => cartBadge(page).textContent()).toBe('2');
    // The page shows the choice that was finished.
    expect(await page.getByRole('radio', { name: /^250 gm/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('2');
    // Finished once: a reload does not add it again.
    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    await waitForSignedInNavbar(page);
    await page.waitForTimeout(1000);
    expect(await cartBadge(page).textContent()).toBe('2');
    await page.goto(url('/cart'));
    await eventually(() => page.getByRole('main').textContent()).toContain('250 gm');
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The same flow with other actions: the sign-in screen and the return do not depend on the width.
describe.each(PHONE)('sign-in that returns to finish, other actions (%s)', (viewport) => {
  it('Order Now signed out: says why, then continues to the direct checkout with its item', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/16'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    await waitForSignedOutNavbar(page);
    await page.getByRole('radio', { name: /^250 gm/ }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL(url('/auth?returnTo=%2Fproduct%2F16'));
    await eventually(() => reason(page).textContent()).toContain('Sign in to order Tulsi Honey');
    await signInHere(page);
    await page.waitForURL(url('/checkout-now'));
    const main = page.getByRole('main');
    await eventually(() => main.textContent()).toContain('Tulsi Honey');
    expect(await main.textContent()).toContain('250 gm');
    expect(await main.textContent()).toContain('₹720.00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Add Review signed out: returns to the product with the review form open', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/19'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nilgiri Honey');
    await waitForSignedOutNavbar(page);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.waitForURL(url('/auth?returnTo=%2Fproduct%2F19'));
    await eventually(() => reason(page).textContent()).toContain('Sign in to review Nilgiri Honey');
    await signInHere(page);
    await page.waitForURL(url('/product/19'));
    await eventually(() => page.getByRole('form', { name: 'Write a review' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close Review Form' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a protected page signed out: says why and returns to it', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/orders'));
    await page.waitForURL(url('/auth?returnTo=%2Forders'));
    await eventually(() => reason(page).textContent()).toContain('Sign in to see your orders');
    await signInHere(page);
    await page.waitForURL(url('/orders'));
    await waitForSignedInNavbar(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the navbar Login goes to / with no reason, even with an unfinished choice in the tab', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/16'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    await waitForSignedOutNavbar(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/auth\?returnTo=/);
    // The shopper changes their mind and signs in from the navbar instead.
    await page.goto(url('/'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Login', exact: true })
      .or(page.getByRole('banner').getByRole('button', { name: 'Open menu' }))
      .first()
      .click();
    if (viewport === 'phone') {
      await page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name: 'Login / Sign Up' })
        .click();
    }
    await page.waitForURL(url('/auth'));
    expect(await reason(page).count()).toBe(0);
    await signInHere(page);
    await page.waitForURL(url('/'));
    await waitForSignedInNavbar(page);
    // The dropped choice never fires later.
    await page.goto(url('/product/16'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    await page.waitForTimeout(1000);
    expect(await cartBadge(page).textContent()).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores a forged returnTo and a forged entry in the tab', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/'));
    // A hand-made entry: a price it may not set and an off-site path.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'karad:sign-in-return',
        JSON.stringify({
          returnTo: '//evil.example',
          action: {
            kind: 'add-to-cart',
            productId: 16,
            productName: '<b>x</b>',
            unit: '250 gm',
            quantity: 5,
          },
          savedAt: Date.now(),
          armed: true,
        }),
      ),
    );
    await page.goto(url('/auth?returnTo=%2F%2Fevil.example'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Welcome to Karad Organic',
    );
    expect(await reason(page).count()).toBe(0);
    await signInHere(page);
    await page.waitForURL(url('/'));
    await waitForSignedInNavbar(page);
    expect(await cartBadge(page).textContent()).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Phone sign-in on the Marathi sign-in screen the page is already on, with its Marathi words. */
async function signInHereInMarathi(page: Page) {
  const mobile = newMobileNumber();
  await page.getByRole('button', { name: MR_SIGN_IN.phone }).click();
  await page.getByLabel(MR_SIGN_IN.mobileNumber).fill(mobile);
  await page.getByRole('button', { name: MR_SIGN_IN.sendOtp }).click();
  await page.getByRole('heading', { name: MR_SIGN_IN.verifyOtp }).waitFor();
  await page.getByLabel(MR_SIGN_IN.otpLabel).fill(await emulatorCodeFor(mobile));
  await page.getByRole('button', { name: MR_SIGN_IN.verifyOtp }).click();
}

async function waitForMarathiSignedOut(page: Page) {
  await eventually(() =>
    page.getByRole('banner').getByRole('link', { name: MR_SHELL.login, exact: true }).isVisible(),
  ).toBe(true);
}

/**
 * Issue 36, point 1: the same journeys from the Marathi site (/mr), through the OTP, back to the
 * Marathi page (never /mr/mr/…), with the kept action finished there.
 */
describe('sign-in that returns to finish, in Marathi (phone)', () => {
  it('Add to Cart on /mr/product/15: back on the Marathi page after the OTP, with Honey in her cart', async () => {
    const { context, page } = await newPage(browser, 'phone');
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/mr/product/15'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('मध');
    await waitForMarathiSignedOut(page);
    await page.getByRole('button', { name: MR_PRODUCT.addToCart }).click();

    await page.waitForURL(url('/mr/auth?returnTo=%2Fproduct%2F15'));
    await eventually(() => reason(page).textContent()).toContain('मध');
    await signInHereInMarathi(page);

    await page.waitForURL(url('/mr/product/15'));
    await eventually(() => toast(page, MR_CART.addedToCart(1, 'मध', '250 ग्रॅम')).count()).toBeGreaterThan(0);
    await eventually(() => cartBadge(page).textContent()).toBe('1');
    await page.goto(url('/mr/cart'));
    await eventually(() => page.getByRole('main').innerText()).toContain('मध');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Order Now, Add Review and a protected page on /mr come back to their Marathi pages', async () => {
    const { context, page } = await newPage(browser, 'phone');
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await page.goto(url('/mr/product/15'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('मध');
    await waitForMarathiSignedOut(page);
    await page.getByRole('button', { name: MR_PRODUCT.orderNow }).click();
    await page.waitForURL(url('/mr/auth?returnTo=%2Fproduct%2F15'));
    await signInHereInMarathi(page);
    await page.waitForURL(url('/mr/checkout-now'));
    await eventually(() => page.getByRole('main').innerText()).toContain('मध');
    await context.close();

    const second = await newPage(browser, 'phone');
    second.page.setDefaultTimeout(15_000);
    const secondErrors = watchShopperErrors(second.page);
    await second.page.goto(url('/mr/product/15'));
    await waitForMarathiSignedOut(second.page);
    await second.page.getByRole('button', { name: MR_REVIEWS.addReview }).click();
    await second.page.waitForURL(url('/mr/auth?returnTo=%2Fproduct%2F15'));
    await signInHereInMarathi(second.page);
    await second.page.waitForURL(url('/mr/product/15'));
    await eventually(() => second.page.getByRole('form', { name: MR_REVIEWS.formLabel }).isVisible()).toBe(
      true,
    );

    // Signed in now: a protected page in Marathi, signed out first, returns to itself.
    await second.page.context().clearCookies();
    await second.page.goto(url('/mr'));
    await eventually(() => second.page.locator('html').getAttribute('lang')).toBe('mr');
    expect(secondErrors).toEqual([]);
    expect(errors).toEqual([]);
    await second.context.close();

    const third = await newPage(browser, 'phone');
    third.page.setDefaultTimeout(15_000);
    await third.page.goto(url('/mr/orders'));
    await third.page.waitForURL(url('/mr/auth?returnTo=%2Forders'));
    await signInHereInMarathi(third.page);
    await third.page.waitForURL(url('/mr/orders'));
    await third.context.close();
  });
});
