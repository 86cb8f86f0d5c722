import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, PRICING_MESSAGES } from '../../web/src/words/messages.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { signInWithPhone, uidOfMobile } from '../support/shopper.js';
import { eventually, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * The first-order offer is stated only where it can still apply (issue 23 §12): a visitor reads it
 * on the home and product pages; a returning customer, once signed in, does not.
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-offers-'));

beforeAll(async () => {
  await resetDatabase();
  await fetch(url('/product/1'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const offer = PRICING_MESSAGES.firstOrderDiscount(15);

describe.each(VIEWPORT_NAMES)('the first-order offer (%s)', (viewport) => {
  it('is offered to a visitor and to a new shopper, and not to a returning customer', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url('/'));
    expect(await page.getByTestId('trust-first-order').textContent()).toContain(offer);
    expect(await page.getByTestId('closing-title').textContent()).toBe(OFFER_MESSAGES.closingTitle(15));

    const mobile = await signInWithPhone(page);
    // A new shopper: her first order still gets it.
    await page.goto(url('/product/1'));
    await eventually(() => page.getByTestId('product-perks').textContent()).toContain(offer);

    // She has ordered before (delivered): nothing of a first order any more.
    await adminDb()
      .collection('orders')
      .add({
        userId: await uidOfMobile(mobile),
        status: 'Delivered',
        orderDate: Timestamp.now(),
        totalAmount: 240,
        items: [{ productId: 16, name: 'Honey', quantity: 1, price: 240, unit: '250 gm' }],
      });
    await page.goto(url('/'));
    await eventually(() => page.getByTestId('closing-title').textContent()).toBe(
      OFFER_MESSAGES.closingTitlePlain,
    );
    expect(await page.getByTestId('trust-first-order').count()).toBe(0);
    expect(await page.getByRole('link', { name: OFFER_MESSAGES.shopAgain }).count()).toBe(1);
    await page.screenshot({ path: join(shots, `home-returning-${viewport}.png`), fullPage: true });
    await page.goto(url('/product/1'));
    await eventually(() => page.getByTestId('product-perks').textContent()).not.toContain('first order');
    expect(await page.getByTestId('product-perks').textContent()).toContain(
      'Free delivery in Karad over ₹999.00',
    );
    await page.screenshot({ path: join(shots, `product-returning-${viewport}.png`) });
    await context.close();
  });
});
