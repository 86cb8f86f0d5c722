import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import {
  shopDate,
  signInWithPhone,
  toast,
  uidOfMobile,
  waitForSignedOutNavbar,
  watchShopperErrors,
} from '../support/shopper.js';
import { eventually, url, VIEWPORT_NAMES } from './helpers.js';

/** Reviews and testimonials of a signed-in shopper (product.md §2 Product detail and Home, §4, §5, §8). */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const reviewsCount = (page: Page) => page.locator('.reviews-count').textContent();
const testimonialCards = (page: Page) =>
  page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem');
const shareToggle = (page: Page) => page.getByRole('button', { name: 'Share Your Experience' });

describe.each(VIEWPORT_NAMES)('a shopper leaving feedback (%s)', (viewport) => {
  it('reviews a product: /auth when signed out, the validation message, then the new review first', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(10_000);
    const errors = watchShopperErrors(page);
    // Nilgiri Honey, signed out: Add Review leads to the login screen.
    await page.goto(url('/product/19'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nilgiri Honey');
    await waitForSignedOutNavbar(page);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.waitForURL(url('/auth?returnTo=%2Fproduct%2F19'));

    // A plain sign-in (the navbar's Login), which drops the review kept for after sign-in
    // (tests/e2e/sign-in-return.spec.ts has that one), then the product page again.
    await signInWithPhone(page);
    await page.goto(url('/product/19'));
    await eventually(() => reviewsCount(page)).toMatch(/^(No reviews yet|\d+ reviews?)$/);
    const before = Number((await reviewsCount(page))!.match(/\d+/)?.[0] ?? 0);

    await page.getByRole('button', { name: 'Add Review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    const comment = `Mild and floral, lovely in warm milk at night (${viewport}).`;
    await form.getByLabel('Your review').fill(comment);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await eventually(() => form.getByRole('alert').textContent()).toBe(
      'Please provide both a rating and a comment.',
    );
    // A rating with a blank comment is not enough either.
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Your review').fill('   ');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await eventually(() => form.getByRole('alert').textContent()).toBe(
      'Please provide both a rating and a comment.',
    );

    // Named on one width, anonymous on the other.
    const name = viewport === 'desktop' ? 'Meera Joshi' : '';
    await form.getByLabel('Your review').fill(comment);
    await form.getByLabel('Your name (optional)').fill(name);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await eventually(() => toast(page, 'Thank you! Your review has been submitted.').count()).toBe(1);
    expect(await form.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Review' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    const first = page.locator('.review-list > li').first();
    expect(await first.locator('.review-comment').textContent()).toBe(comment);
    expect(await first.locator('.review-name').textContent()).toBe(name || 'Anonymous');
    expect(await first.locator('time').textContent()).toBe(shopDate());
    expect(await first.getByRole('img').getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(await reviewsCount(page)).toBe(`${before + 1} review${before + 1 === 1 ? '' : 's'}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares two testimonials on Home, then the form toggle is gone (also after a reload)', async () => {
    const { context, page } = await newPage(browser, viewport);
    page.setDefaultTimeout(10_000);
    const errors = watchShopperErrors(page);
    // Signed out: the carousel, and no form toggle.
    await page.goto(url('/'));
    await eventually(() => testimonialCards(page).count()).toBeGreaterThan(0);
    expect(await shareToggle(page).count()).toBe(0);

    const mobile = await signInWithPhone(page);
    const first = `Our kids ask for the jaggery cubes every evening now (${viewport}).`;
    const second = `The tulsi honey is the real thing (${viewport}).`;
    await eventually(() => shareToggle(page).isVisible()).toBe(true);
    await shareToggle(page).click();
    const form = page.getByRole('form', { name: 'Share your experience' });
    const submit = form.getByRole('button', { name: 'Submit Testimonial' });
    const message = form.getByLabel('Your testimonial');
    expect(await submit.isDisabled()).toBe(true);
    await message.fill(first);
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('radio', { name: '5 stars' }).check();
    await eventually(() => submit.isEnabled()).toBe(true);
    // Spaces are no message.
    await message.fill('   ');
    await eventually(() => submit.isDisabled()).toBe(true);
    await message.fill(first);
    await form.getByLabel('Your name (optional)').fill('Anjali K.');
    await submit.click();
    await eventually(() => toast(page, 'Thank you for your feedback!').count()).toBe(1);
    expect(await form.count()).toBe(0);
    const firstCard = testimonialCards(page).first();
    expect(await firstCard.locator('blockquote').textContent()).toBe(first);
    expect(await firstCard.locator('.testimonial-name').textContent()).toBe('— Anjali K.');
    expect(await firstCard.getByRole('img').getAttribute('aria-label')).toBe('Rated 5 out of 5');

    // One more is allowed, then no more.
    await eventually(() => shareToggle(page).isVisible()).toBe(true);
    await shareToggle(page).click();
    await message.fill(second);
    await form.getByRole('radio', { name: '4 stars' }).check();
    await submit.click();
    await eventually(() => firstCard.locator('blockquote').textContent()).toBe(second);
    expect(await firstCard.locator('.testimonial-name').textContent()).toBe('— Anonymous');
    await eventually(() => shareToggle(page).count()).toBe(0);
    const uid = await uidOfMobile(mobile);
    // Who wrote them is kept privately (two slots); the public documents do not name the author.
    const slots = await adminDb().collection('users').doc(uid).collection('testimonialSlots').get();
    expect(slots.size).toBe(2);
    const published = await adminDb().collection('testimonials').get();
    expect(JSON.stringify(published.docs.map((d) => [d.id, d.data()]))).not.toContain(uid);

    // After a reload the server's list has both, newest first, and there is still no toggle.
    const mine = page.waitForResponse((r) => r.url().endsWith('/api/testimonials/my-testimonials'));
    await page.reload();
    const answer = await mine;
    expect(((await answer.json()) as unknown[]).length).toBe(2);
    await eventually(() => firstCard.locator('blockquote').textContent()).toBe(second);
    expect(await testimonialCards(page).nth(1).locator('blockquote').textContent()).toBe(first);
    // Two animation frames after the answer: the slot has rendered what it decided.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await shareToggle(page).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Share your experience' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The reviews list is revalidated on every visit: a shopper who reloads after reviewing sees it.
it('still shows the new review first after the shopper reloads the product page', async () => {
  const { context, page } = await newPage(browser, 'desktop');
  page.setDefaultTimeout(10_000);
  try {
    await signInWithPhone(page, undefined, { at: '/product/12' });
    await eventually(() => reviewsCount(page)).toMatch(/^(No reviews yet|\d+ reviews?)$/);
    await page.getByRole('button', { name: 'Add Review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your review').fill('Kaakvi on hot bhakri, just like at my aaji’s house.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await eventually(() => toast(page, 'Thank you! Your review has been submitted.').count()).toBe(1);
    await page.reload();
    await eventually(() => reviewsCount(page)).toMatch(/^(No reviews yet|\d+ reviews?)$/);
    await eventually(
      async () => (await page.locator('.review-list .review-comment').allTextContents())[0],
      3_000,
    ).toBe('Kaakvi on hot bhakri, just like at my aaji’s house.');
  } finally {
    await context.close();
  }
});
