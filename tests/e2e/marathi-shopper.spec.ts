import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_PAGE_MESSAGES } from '../../web/src/words/account-messages.mr.js';
import { NOT_FOUND_MESSAGES } from '../../web/src/words/pages-messages.mr.js';
import { anAddress, call } from '../support/api.js';
import { signInWithPhone as phoneToken } from '../support/auth.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase, setFarmUpi } from '../support/emulators.js';
import { newMobileNumber, signInWithPhone, watchShopperErrors } from '../support/shopper.js';
import { eventually, pageOverflows, shot, url } from './helpers.js';
import { marathiShare } from './marathi-text.js';

/*
 * A signed-in shopper's screens in Marathi (issue 27), at 360 px: the cart, the checkout, the
 * order she places there, her orders, Buy Now with nothing chosen, and a page that does not exist.
 * Each is in Marathi as she sees it once the page is alive: the page's own words, and what the API
 * answers it (product and pack names, notes) in Marathi too. Her address is hers, written in
 * Marathi as a Karad shopper would.
 *
 * KARAD_SHOTS=<a folder you made> saves each screen.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  await setFarmUpi();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(method, path, { base: url('/api'), token, body });

const MARATHI_ADDRESS = anAddress({
  name: 'सुनीता पाटील',
  street: '12, शिवाजी चौक, सोमवार पेठ',
  city: 'कराड',
  // The state and country keep their English names (the API's list); the page names them in Marathi.
  state: 'Maharashtra',
});

/** The page as she reads it is Marathi: Devanagari letters, hardly a word of English. */
async function expectMarathi(page: Page, screen: string) {
  expect(await page.getAttribute('html', 'lang'), screen).toBe('mr');
  const text = await page.locator('body').innerText();
  const { devanagari, english } = marathiShare(text);
  expect(devanagari, `${screen}: ${text}`).toBeGreaterThanOrEqual(0.85);
  expect(english.length, `${screen}: ${english.join(' ')}`).toBeLessThanOrEqual(6);
  expect(await pageOverflows(page), screen).toBe(false);
  await shot(page, `mr-${screen}-360`);
}

describe('a signed-in Marathi shopper on a phone (360 px)', () => {
  it('reads her cart, the checkout, the order she places, her orders and the other screens in Marathi', async () => {
    const mobile = newMobileNumber();
    const { idToken } = await phoneToken(`+91${mobile}`);
    const address = await api('POST', '/addresses', idToken, MARATHI_ADDRESS);
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const line = await api('POST', '/cart', idToken, {
      productId: 1,
      quantity: 2,
      selectedVariant: { unit: '500g' },
    });
    expect(line.status, JSON.stringify(line.body)).toBeLessThan(300);

    const { context, page } = await newPage(browser, 'phone');
    await page.setViewportSize({ width: 360, height: 780 });
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, mobile, { at: '/cart', language: 'mr' });
    // The cart's line as the API names it for a Marathi page.
    await eventually(() => page.locator('main').innerText()).toContain('गुलकंद');
    expect(await page.locator('main').innerText()).toContain('500 ग्रॅम');
    await expectMarathi(page, 'cart');

    await page.goto(url('/mr/checkout'));
    await eventually(() => page.getByTestId('order-total').textContent()).toMatch(/₹/);
    await expectMarathi(page, 'checkout');

    // Place Order names the amount ("ऑर्डर करा · ₹…"); WhatsApp's label ends with the same words.
    await page.getByRole('button', { name: new RegExp(`^${CHECKOUT_PAGE_MESSAGES.placeOrder} · ₹`) }).click();
    await page.waitForURL(/\/mr\/orders\/[\w-]+$/);
    await eventually(() => page.locator('main').innerText()).toContain('गुलकंद');
    await expectMarathi(page, 'order');

    await page.goto(url('/mr/orders'));
    await page.getByTestId('order-row').first().waitFor();
    await expectMarathi(page, 'orders');

    await page.goto(url('/mr/checkout-now'));
    await page.getByRole('heading', { name: CHECKOUT_PAGE_MESSAGES.nothingTitle }).waitFor();
    await expectMarathi(page, 'checkout-now');

    await page.goto(url('/mr/no-such-page'));
    await page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title }).waitFor();
    await expectMarathi(page, 'not-found');

    expect(errors).toEqual([]);
    await context.close();
  });
});
