import type { Browser, Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { signInWithPhone, uidOfMobile, watchShopperErrors } from '../support/shopper.js';
import { eventually, url, type Viewport } from './helpers.js';

/**
 * How both checkout journeys start (shopper-checkout.spec.ts, shopper-place-order.spec.ts): a new
 * shopper signed in by phone in a page of the file's browser, with her uid, and Tulsi Honey's page.
 */
export function checkoutJourney(browser: () => Browser) {
  return {
    async shopper(viewport: Viewport) {
      const { context, page } = await newPage(browser(), viewport);
      page.setDefaultTimeout(10_000);
      const errors = watchShopperErrors(page);
      const mobile = await signInWithPhone(page);
      const uid = await uidOfMobile(mobile);
      return { context, page, errors, uid };
    },
    async openTulsiHoney(page: Page) {
      await page.goto(url('/product/16'));
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    },
  };
}
