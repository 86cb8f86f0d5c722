import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLdProblems } from '../../web/src/seo/structured-data-check.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase, stack } from '../support/emulators.js';
import { eventually, url } from './helpers.js';

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The head as crawlers and the client code see it: the marked tags, by what they say. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogType: attr('meta[property="og:type"]', 'content'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) =>
        l.getAttribute('hreflang'),
      ),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

describe('head tags on client-side navigation', () => {
  it('/shop → /product/1 → /auth: title, canonical, og:* and JSON-LD follow the page', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    const origin = stack().hostingUrl;
    await page.goto(url('/shop'));
    await eventually(async () => (await readHead(page)).canonical).toBe(`${origin}/shop`);
    const shop = await readHead(page);
    expect(shop.ogTitle).toBe('Shop organic jaggery, honey, ghee & more');
    expect(shop.jsonLd).toEqual([]);

    // A click, not a page load: the client replaces the tags.
    await page.locator('a[href="/product/1"]').first().click();
    await eventually(async () => (await readHead(page)).ogTitle).toBe('Gulkand');
    await eventually(async () => (await readHead(page)).jsonLd.map((o) => o['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
    const product = await readHead(page);
    expect(product).toMatchObject({
      title: 'Gulkand | Karad Organic',
      titles: 1,
      descriptions: 1,
      canonical: `${origin}/product/1`,
      robots: null,
      ogType: 'product',
      ogImage: `${origin}/og/products/gulkand.png`,
    });
    for (const object of product.jsonLd) expect(jsonLdProblems(object)).toEqual([]);
    expect(product.jsonLd[0]).toMatchObject({
      name: 'Gulkand',
      offers: [{ price: '200.00', priceCurrency: 'INR' }, {}],
    });

    // The preview picture it names is there, as a PNG.
    const picture = await fetch(product.ogImage!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');

    await page.getByRole('link', { name: 'Login' }).click();
    await eventually(async () => (await readHead(page)).robots).toBe('noindex');
    const auth = await readHead(page);
    expect(auth).toMatchObject({ canonical: null, jsonLd: [], titles: 1, descriptions: 1 });
    await context.close();
  });

  it('a Marathi post names its English version (hreflang) and is a BlogPosting in Marathi', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(url(`/blog/${encodeURIComponent('गुळाचा-हंगाम')}`));
    await eventually(async () => (await readHead(page)).jsonLd.length).toBe(2);
    const post = await readHead(page);
    expect(post.alternates).toEqual(['en-IN', 'mr', 'x-default']);
    expect(post.jsonLd[0]).toMatchObject({
      '@type': 'BlogPosting',
      inLanguage: 'mr-IN',
      headline: 'कराडमधला गुळाचा हंगाम',
    });
    for (const object of post.jsonLd) expect(jsonLdProblems(object, { recommended: true })).toEqual([]);
    await context.close();
  });

  it('serves robots.txt with the private pages kept out', async () => {
    const robots = await (await fetch(url('/robots.txt'))).text();
    expect(robots).toContain('Disallow: /checkout\n');
    // On the shop's configured origin: the test build names its own Hosting (VITE_SITE_URL).
    expect(robots).toContain(`Sitemap: ${url('/sitemap.xml')}\n`);
  });
});
