import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdProblems } from '../../web/src/seo/structured-data-check.js';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { addFromProductPage, cartBadge, signInWithPhone, watchShopperErrors } from '../support/shopper.js';
import { eventually, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * Public pages arrive as HTML with their content (issue 11, docs/decisions/013): they read without
 * JavaScript, the app hydrates that HTML without a mismatch, and an owner's price change is in the
 * next page the function renders (the test stack keeps no catalogue cache; production adds its 2 s
 * version check and SITE_PAGE_CDN_SECONDS, about 12 s, see functions/src/lib/config.test.ts).
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-server-render-'));

beforeAll(async () => {
  await resetDatabase();
  // The site function's first render loads its bundle: do that before any timing matters.
  await fetch(url('/product/1'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The JSON-LD objects of an HTML document, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe.each(VIEWPORT_NAMES)('with JavaScript disabled (%s)', (viewport) => {
  it('/product/1 shows its name, price and picture', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(url('/product/1'));
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gulkand');
    expect(await page.locator('.product-price').first().textContent()).toContain('₹200.00');
    const picture = page.getByTestId('gallery-main').locator('img');
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    await page.screenshot({ path: join(shots, `product-no-js-${viewport}.png`) });
    await context.close();
  });

  it('/blog lists every post, in Marathi and (?lang=en) in English', async () => {
    const posts = (await (await fetch(url('/api/blog'))).json()) as Record<'en' | 'mr', { title: string }>[];
    expect(posts.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, language] of [
      ['/blog', 'mr'],
      ['/blog?lang=en', 'en'],
    ] as const) {
      await page.goto(url(path));
      const titles = posts.map((post) => post[language].title).filter(Boolean);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles)
        expect(await page.getByText(title, { exact: true }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(shots, `blog-${language}-no-js-${viewport}.png`) });
    }
    await context.close();
  });
});

describe('hydration', () => {
  it.each([
    '/',
    '/shop',
    '/product/1',
    '/blog',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/shipping',
    '/nope',
  ])('%s hydrates its HTML without a mismatch or an error', async (path) => {
    const { context, page } = await newPage(browser, 'phone');
    const errors = watchShopperErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(url(path));
    const serverHeading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
    // Hydrated: the navbar's account area has left its loading state (Login for a visitor).
    await eventually(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.querySelector('h1')?.textContent ?? null)).toBe(serverHeading);
    expect(serverHeading).not.toBeNull();
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Add to Cart works on the hydrated page, without a reload', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const errors = watchShopperErrors(page);
    await signInWithPhone(page);
    // Loaded, not reached in the app: the server's page, hydrated.
    await page.goto(url('/product/1'));
    const marker = await page.evaluate(
      () => ((window as unknown as { marker: number }).marker = Math.random()),
    );
    await addFromProductPage(page, { name: 'Gulkand', unit: '500g', quantity: 2 });
    await eventually(() => cartBadge(page).textContent()).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what the server sends', () => {
  it('an owner’s price change is in the product page’s HTML and its structured data', async () => {
    const before = await (await fetch(url('/product/2'))).text();
    const product = (await adminDb().collection('products').doc('2').get()).data()!;
    const variants = product['variants'] as { price: number }[];
    const newPrice = variants[0]!.price + 37;
    // The owner's change, as the console makes it: straight into Firestore.
    await adminDb()
      .collection('products')
      .doc('2')
      .update({ variants: variants.map((v, i) => (i === 0 ? { ...v, price: newPrice } : v)) });

    const response = await fetch(url('/product/2'));
    const after = await response.text();
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    const shown = `₹${newPrice.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(before).not.toContain(shown);
    expect(after).toContain(shown);
    const offers = jsonLdOf(after).find((o) => o['@type'] === 'Product')!['offers'] as { price: string }[];
    expect(offers[0]!.price).toBe(newPrice.toFixed(2));
    for (const object of jsonLdOf(after)) expect(jsonLdProblems(object)).toEqual([]);
  });

  it('a new product gets its page without a rebuild', async () => {
    const gulkand = (await adminDb().collection('products').doc('1').get()).data()!;
    await adminDb()
      .collection('products')
      .doc('901')
      .set({ ...gulkand, id: 901, name: 'Rose Petal Jam' });
    const html = await (await fetch(url('/product/901'))).text();
    expect(html).toContain('<h1 class="product-name">Rose Petal Jam</h1>');
    expect(html).toContain('<link rel="canonical"');
  });

  it('a tampered post (written past the API) is sanitised in the HTML as in the browser', async () => {
    const content = [
      '<p>Safe words stay.</p>',
      '<img src="/nope.png" alt="x" onerror="window.__xss=1">',
      '<script>window.__xss=2</script>',
      '<a href="javascript:window.__xss=3">a link</a>',
    ].join('');
    const now = new Date();
    await adminDb()
      .collection('blogPosts')
      .doc('tampered')
      .set({
        author: 'Mallory',
        createdAt: now,
        updatedAt: now,
        featuredImage: '/images/blog/jaggery-season-in-karad.svg',
        tags: [],
        slugs: ['tampered-post'],
        en: { title: 'A tampered post', slug: 'tampered-post', content },
        mr: { title: '', slug: '', content: '' },
      });
    await adminDb().collection('blogSlugs').doc('tampered-post').set({ postId: 'tampered' });

    const html = await (await fetch(url('/blog/tampered-post'))).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Safe words stay.');
    expect(main).not.toMatch(/<script|onerror|javascript:/);

    const { context, page } = await newPage(browser, 'phone');
    // The Content-Security-Policy reporting a blocked inline handler is it doing its job (the
    // second line of defence); anything else is an error.
    const errors = watchShopperErrors(page);
    const blocked = /violates the following Content Security Policy/;
    await page.goto(url('/blog/tampered-post'));
    await eventually(() => page.getByTestId('blog-content').getByText('Safe words stay.').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors.filter((e) => !blocked.test(e))).toEqual([]);
    await context.close();
  });

  it('a missing product is a 404 that no cache keeps; a page is HTML with its head tags', async () => {
    const missing = await fetch(url('/product/9999'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).toContain('noindex');

    const page = await fetch(url('/product/1'));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toMatch(/<title[^>]*>Gulkand \| Karad Organic<\/title>/);
    expect(html).toMatch(/<meta[^>]*property="og:image"[^>]*content="http[^"]*\/og\/products\/gulkand\.png"/);
    expect(html).toContain('id="page-data" type="application/json"');
    // The bare shell is not what Hosting answers `/` with any more.
    const home = await (await fetch(url('/'))).text();
    expect(home).toContain('Pure organic food');
  });
});
