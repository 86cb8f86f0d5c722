import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderMessage,
  type ApiTextCatalogue,
  type MessageCode,
} from '../../functions/src/contract/api-message.js';
import { API_TEXT as EN_API } from '../../functions/src/contract/api-text.js';
import { API_TEXT as MR_API } from '../../functions/src/contract/api-text.mr.js';
import * as EN_SHOP from '../../web/src/words/shop-messages.js';
import * as MR_SHOP from '../../web/src/words/shop-messages.mr.js';
import { anAddress, call } from '../support/api.js';
import { signInWithPhone as phoneToken } from '../support/auth.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { newMobileNumber, signInWithPhone, watchShopperErrors } from '../support/shopper.js';
import { eventually, url, VIEWPORT_NAMES, type Viewport } from './helpers.js';

/*
 * The storefront words what the API says from its codes, in the page's language (decision 018):
 * the quote's notes and why a way to pay is closed, a notice in a toast, an error under a form, the
 * shop's own note in an order's history, and the issues a form finds with the API's own schema.
 * To be sure the words come from the code, the API's `message` is replaced on the way to the
 * page: the page shows the code's words all the same, and the API's only for a code it does not
 * know.
 *
 * KARAD_SHOTS=<a folder> saves each screen at 360 and 1280 px, in English and Marathi.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = {
  en: { prefix: '', T: EN_API as ApiTextCatalogue, SHOP: EN_SHOP },
  mr: { prefix: '/mr', T: MR_API as ApiTextCatalogue, SHOP: MR_SHOP as unknown as typeof EN_SHOP },
} as const;

const NOT_THE_CODES_WORDS = 'Words the API sent, which the page must not need';

/** Every `message` of a JSON answer replaced: the page can only word it from the codes. */
async function withoutTheApisWords(route: Route) {
  const response = await route.fetch();
  const text = await response.text();
  const body = text.replace(/"message":"(?:[^"\\]|\\.)*"/g, `"message":"${NOT_THE_CODES_WORDS}"`);
  await route.fulfill({ response, body });
}

/** The page (or what the window shows: a toast, a form's error) saved to look at. */
async function look(page: Page, name: string, fullPage = true) {
  const folder = process.env['KARAD_SHOTS'];
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(method, path, { base: url('/api'), token, body });

describe.each(['en', 'mr'] as const)('the API’s words on the %s pages', (language) => {
  const { prefix, T, SHOP } = LANGUAGES[language];
  const words = (code: MessageCode, params: object = {}) => renderMessage(T, { code, params })!;

  it.each(VIEWPORT_NAMES)(
    'words notes, notices, errors and form issues from their codes (%s)',
    async (viewport: Viewport) => {
      const mobile = newMobileNumber();
      const { idToken } = await phoneToken(`+91${mobile}`);
      // A Pune address (outside Karad: the India fee, no cash on delivery) and a pack in the cart.
      const pune = anAddress({ city: 'Pune', postalCode: '411001', isDefault: true });
      expect((await api('POST', '/addresses', idToken, pune)).status).toBe(201);
      const line = await api('POST', '/cart', idToken, {
        productId: 1,
        quantity: 2,
        selectedVariant: { unit: '500g' },
      });
      expect(line.status).toBe(200);

      const { context, page } = await newPage(browser, viewport);
      page.setDefaultTimeout(15_000);
      const errors = watchShopperErrors(page);
      await page.route('**/api/checkout/quote', withoutTheApisWords);
      await signInWithPhone(page, mobile, { at: '/checkout', language });

      // The quote's notes, and why neither cash on delivery (Karad only) nor UPI (no UPI id yet).
      await eventually(() => page.getByTestId('order-notes').locator('li').allTextContents()).toEqual([
        words('pricing.firstOrderDiscount', { percent: 15 }),
        words('pricing.deliveryOutsideKarad', { fee: 120 }),
      ]);
      expect(await page.getByTestId('cod-note').textContent()).toBe(words('payment.codKaradOnly'));
      expect(await page.getByTestId('upi-note').textContent()).toBe(words('payment.upiOff'));
      await look(page, `api-words-checkout-${language}-${viewport}`);

      // A notice in a toast: the cart already has every pack in stock (50), so one more is capped.
      await api('POST', '/cart', idToken, { productId: 1, quantity: 50, variantDetails: { unit: '500g' } });
      await page.route('**/api/cart', (route) =>
        route.request().method() === 'POST' ? withoutTheApisWords(route) : route.fallback(),
      );
      await page.goto(url(`${prefix}/product/1`));
      const product = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await page.getByRole('button', { name: SHOP.PRODUCT_PAGE_MESSAGES.addToCart, exact: true }).click();
      const capped = words('cart.quantityCapped', {
        quantity: 50,
        product,
        unit: language === 'mr' ? '500 ग्रॅम' : '500g',
      });
      await eventually(() => page.locator('.Toastify').getByText(capped, { exact: true }).count()).toBe(1);
      await look(page, `api-words-notice-${language}-${viewport}`, false);

      // A form checked with the API's schema says what the API would; an error comes by its code.
      await page.getByRole('button', { name: SHOP.PRODUCT_REVIEWS_MESSAGES.addReview }).click();
      const form = page.locator('form.review-form');
      await form.locator('button[type="submit"]').click();
      await eventually(() => form.getByRole('alert').textContent()).toBe(words('review.incomplete'));
      await form.locator('input[type="radio"]').nth(3).check({ force: true });
      await form.locator('#review-comment').fill('Sweet and fragrant.');
      let code = 'review.alreadyReviewed';
      await page.route('**/api/reviews', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'CONFLICT',
            messageCode: code,
            params: {},
            message: NOT_THE_CODES_WORDS,
          }),
        }),
      );
      await form.locator('button[type="submit"]').click();
      await eventually(() => form.getByRole('alert').textContent()).toBe(words('review.alreadyReviewed'));
      await form.scrollIntoViewIfNeeded();
      await look(page, `api-words-error-${language}-${viewport}`, false);
      // A code newer than this page: the API's own words stand.
      code = 'review.fromTheFuture';
      await form.locator('button[type="submit"]').click();
      await eventually(() => form.getByRole('alert').textContent()).toBe(NOT_THE_CODES_WORDS);

      // The shop's own note in an order's history, by code (the hourly job's). This shop has no UPI
      // id yet and no cash on delivery to Pune, so her order is written as the API would have.
      const orderId = await storedOrderOf(mobile);
      await cancelAsTheHourlyJob(orderId);
      await page.goto(url(`${prefix}/orders/${orderId}`));
      await eventually(() =>
        page.getByTestId('order-timeline').locator('.order-timeline-note').last().textContent(),
      ).toBe(`“${words('order.staleNote', { hours: 72 })}”`);
      await look(page, `api-words-order-${language}-${viewport}`);

      expect(errors.filter((error) => !/409|400|403|401/.test(error))).toEqual([]);
      await context.close();
    },
  );
});

/** An order of hers, Pending and unpaid, as the order transaction writes one. */
async function storedOrderOf(mobile: string): Promise<string> {
  const { getAuth } = await import('firebase-admin/auth');
  const uid = (await getAuth().getUserByPhoneNumber(`+91${mobile}`)).uid;
  const ref = await adminDb()
    .collection('orders')
    .add({
      userId: uid,
      number: `KO-${9000 + Math.floor(Math.random() * 900)}`,
      orderDate: Timestamp.now(),
      status: 'Pending',
      totalAmount: 60,
      items: [
        { productId: 13, name: 'Bananas', quantity: 1, price: 60, unit: 'dozen', image: '', lineTotal: 60 },
      ],
      shippingAddress: anAddress(),
      source: 'direct',
      channel: 'website',
      idempotencyKey: null,
      statusHistory: [{ status: 'Pending', at: Timestamp.now(), by: 'shopper' }],
      payment: { method: 'upi', status: 'due' },
    });
  return ref.id;
}

/** What the hourly job writes when it cancels an unpaid order: its reason by code. */
async function cancelAsTheHourlyJob(orderId: string) {
  const ref = adminDb().collection('orders').doc(orderId);
  const history = (await ref.get()).get('statusHistory') as unknown[];
  await ref.update({
    status: 'Cancelled',
    statusHistory: [
      ...history,
      {
        status: 'Cancelled',
        at: Timestamp.now(),
        by: 'system',
        notice: { code: 'order.staleNote', params: { hours: 72 } },
      },
    ],
  });
}
