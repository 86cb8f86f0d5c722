import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '../../web/src/words/account-messages.mr.js';
import { PRODUCT_PAGE_MESSAGES } from '../../web/src/words/shop-messages.mr.js';
import { blogPosts } from '../../seed/src/data/blog-posts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import { watchShopperErrors } from '../support/shopper.js';
import { eventually, pageOverflows, shot, url } from './helpers.js';
import { marathiShare, visibleText } from './marathi-text.js';

/*
 * The shop in Marathi (issue 27, docs/decisions/016): every public page under /mr is rendered in
 * Marathi by the server (`<html lang="mr">`, Devanagari text), names its English twin and is
 * named by it (hreflang both ways, x-default), and a Marathi shopper's first tap on the buy button
 * leads to the Marathi sign-in. The words themselves are checked against the catalogues in
 * functions/src/contract (translations.test.ts).
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const marathiPost = blogPosts.find((post) => post.mr.slug)!;
const PAGES = [
  '/mr',
  '/mr/shop',
  '/mr/product/1',
  '/mr/product/14',
  '/mr/blog',
  `/mr/blog/${encodeURIComponent(marathiPost.mr.slug)}`,
  '/mr/about',
  '/mr/contact',
  '/mr/shipping',
  '/mr/privacy',
  '/mr/terms',
];

const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((match) => [
      /hreflang="([^"]+)"/.exec(match[0])![1],
      /href="([^"]+)"/.exec(match[0])![1],
    ]),
  );

/** The <title> and description of an HTML document, as its server sent them. */
function headOf(html: string) {
  return {
    titles: [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]!),
    description: /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

describe('the Marathi pages, as the server renders them', () => {
  it.each([
    ...PAGES,
    '/mr/auth',
    '/mr/cart',
    '/mr/checkout',
    '/mr/checkout-now',
    '/mr/orders',
    '/mr/orders/x',
  ])('%s has one title and a description, both in Marathi (issue 36)', async (path) => {
    const html = await (await fetch(url(path))).text();
    const { titles, description } = headOf(html);
    expect(titles, path).toHaveLength(1);
    // The shop's name stays Karad Organic; the rest is Marathi.
    const title = titles[0]!.replace(/Karad Organic/g, '');
    expect(marathiShare(title).devanagari, titles[0]).toBeGreaterThanOrEqual(0.85);
    expect(
      marathiShare(description.replace(/Karad Organic|A2/g, '')).devanagari,
      description,
    ).toBeGreaterThanOrEqual(0.85);
    if (!PAGES.includes(path)) expect(html, path).toContain('name="robots" content="noindex"');
  });

  it.each(PAGES)('%s is in Marathi and names its English twin both ways', async (path) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="mr">/);
    const text = visibleText(html);
    const { devanagari, english } = marathiShare(text);
    expect(devanagari, text).toBeGreaterThanOrEqual(0.85);
    expect(english.length, english.join(' ')).toBeLessThanOrEqual(6);

    const alternates = alternatesOf(html);
    expect(alternates['mr']).toMatch(new RegExp(`/mr(/|$)`));
    const englishTwin = alternates['en-IN'] ?? alternates['en']!;
    expect(alternates['x-default']).toBe(englishTwin);
    const twin = await fetch(englishTwin.replace(/^https?:\/\/[^/]+/, url('')));
    expect(twin.status).toBe(200);
    const twinHtml = await twin.text();
    expect(twinHtml).toMatch(/<html lang="en-IN">/);
    expect(alternatesOf(twinHtml)['mr']).toBe(alternates['mr']);
  });
});

describe('a Marathi shopper on a phone (390 px)', () => {
  it('switches the product page to Marathi, and the buy button leads to the Marathi sign-in', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchShopperErrors(page);
    await page.goto(url('/product/1'));
    await page.locator('[data-testid="language-switch"]:visible').click();
    await page.waitForURL(url('/mr/product/1'));
    expect(await page.getAttribute('html', 'lang')).toBe('mr');
    // The page is alive and knows the visitor is signed out: the header offers the Marathi sign-in.
    await eventually(() =>
      page.getByRole('banner').locator('a[href^="/mr/auth"]:visible').count(),
    ).toBeGreaterThan(0);
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, 'mr-product-390');
    await page.getByRole('button', { name: PRODUCT_PAGE_MESSAGES.addToCart, exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/mr/auth');
    expect(await page.getAttribute('html', 'lang')).toBe('mr');
    await page.getByRole('button', { name: SIGN_IN_MESSAGES.phone }).waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, 'mr-auth-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the home, shop, blog and farm pages in Marathi without sideways scrolling at 360 px', async () => {
    const { context, page } = await newPage(browser, 'phone');
    for (const path of [
      '/mr',
      '/mr/shop',
      '/mr/blog',
      '/mr/about',
      '/mr/shipping',
      '/mr/contact',
      '/mr/privacy',
      '/mr/terms',
    ]) {
      await page.goto(url(path));
      expect(await page.getAttribute('html', 'lang'), path).toBe('mr');
      expect(await pageOverflows(page), path).toBe(false);
      await shot(page, `mr${path.slice(3).replace(/\//g, '-') || '-home'}-360`);
    }
    await context.close();
  });
});
