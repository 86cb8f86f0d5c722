import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { eventually, expectNoSeriousA11yViolations, newAxePage, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * Reviews a shopper can trust (issue 14 §4): the shop card and the product page show the average
 * rating and how many reviews, the product page its 5-to-1 breakdown, and each review its stars
 * and, where the server found a shipped or delivered order, "Verified buyer".
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-ratings-'));

beforeAll(async () => {
  await resetDatabase();
  const reviews = adminDb().collection('reviews');
  const at = (daysAgo: number) => Timestamp.fromMillis(Date.now() - daysAgo * 86_400_000);
  await Promise.all([
    reviews.add({
      productId: 16,
      rating: 5,
      comment: 'Lovely tulsi aroma.',
      userName: 'Meena',
      reviewDate: at(1),
      verified: true,
    }),
    reviews.add({
      productId: 16,
      rating: 4,
      comment: 'Good, a little runny.',
      userName: '',
      reviewDate: at(2),
      verified: false,
    }),
    reviews.add({
      productId: 16,
      rating: 4,
      comment: 'We take it every morning.',
      userName: 'Ravi',
      reviewDate: at(3),
    }),
  ]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORT_NAMES)('ratings (%s)', (viewport) => {
  it('shows the average and count on the card and the page, the breakdown and the verified mark', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url('/shop'));
    const card = page.getByTestId('product-card').filter({ hasText: 'Tulsi Honey' });
    await eventually(() => card.getByRole('img', { name: 'Rated 4.3 out of 5 from 3 reviews' }).count()).toBe(
      1,
    );
    // A product nobody reviewed shows no rating at all (not "0 stars").
    const gulkand = page.getByTestId('product-card').filter({ hasText: 'Gulkand' });
    expect(await gulkand.locator('.rating-badge').count()).toBe(0);
    await card.screenshot({ path: join(shots, `card-${viewport}.png`) });

    await page.goto(url('/product/16'));
    const badge = page.getByRole('link', { name: 'Rated 4.3 out of 5 from 3 reviews' });
    await eventually(() => badge.count()).toBe(1);
    const breakdown = page.getByRole('list', { name: 'Ratings by stars' });
    await eventually(() =>
      breakdown.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label'))),
    ).toEqual(['5 stars: 1', '4 stars: 2', '3 stars: 0', '2 stars: 0', '1 star: 0']);
    const reviews = page.locator('.review');
    expect(await reviews.count()).toBe(3);
    expect(await reviews.nth(0).getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
    expect(await reviews.nth(0).locator('.review-verified').textContent()).toContain('Verified buyer');
    expect(await reviews.nth(1).locator('.review-verified').count()).toBe(0);
    expect(await reviews.nth(2).locator('.review-verified').count()).toBe(0);
    await page.locator('#reviews-title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `reviews-${viewport}.png`) });
    await context.close();
  });
});

describe('ratings are accessible', () => {
  it('on the product page (axe)', async () => {
    const { context, page } = await newAxePage(browser, 'phone');
    await page.goto(url('/product/16'));
    await eventually(() => page.locator('.review-verified').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'product page with ratings');
    await context.close();
  });
});
