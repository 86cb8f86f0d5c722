import { createServer, type Server } from 'node:http';
import express from 'express';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPosts } from '../../seed/src/data/blog-posts.js';
import { products } from '../../seed/src/data/products.js';
import { sitemapRouter } from '../../functions/src/sitemap/sitemap.routes.js';
import { updateProduct } from '../../functions/src/products/products.service.js';
import { errorHandler } from '../../functions/src/lib/errors.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/**
 * GET /sitemap.xml, mounted the way the site's function mounts it (at the root, beside the pages),
 * in a small Express app of its own against the Firestore emulator, with the shop's configured
 * origin (the storefront build's VITE_SITE_URL in the function).
 */
const SITE = 'https://karadorganic.in';
let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(sitemapRouter({ origin: async () => SITE }));
  app.use(errorHandler);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(resetDatabase);

const { DOMParser } = new JSDOM('').window;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Entry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

async function fetchSitemap(headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/sitemap.xml`, { headers });
  const text = await response.text();
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(NS);
  expect(doc.documentElement.localName).toBe('urlset');
  const entries: Entry[] = [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(NS, 'loc')[0]!.textContent!,
    lastmod: url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? undefined,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
  return { response, entries, byLoc: new Map(entries.map((e) => [e.loc, e])) };
}

describe('GET /sitemap.xml', () => {
  it('lists every public page once: the farm’s pages, each category, every product, every post in each language', async () => {
    const { response, entries, byLoc } = await fetchSitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');

    // Every page in English and, under /mr, in Marathi (a post by its Marathi slug).
    const pages = [
      ...['/', '/shop', '/blog', '/about', '/contact', '/privacy', '/terms', '/shipping'],
      ...products.map((p) => `/product/${p.id}`),
      ...new Set(products.map((p) => `/shop?category=${encodeURIComponent(p.category.trim())}`)),
    ];
    const expected = [
      ...pages,
      ...pages.map((path) => (path === '/' ? '/mr' : `/mr${path}`)),
      ...blogPosts.flatMap((post) => [
        ...(post.en.slug ? [`/blog/${encodeURIComponent(post.en.slug)}`] : []),
        ...(post.mr.slug ? [`/mr/blog/${encodeURIComponent(post.mr.slug)}`] : []),
      ]),
    ].map((path) => `${SITE}${path}`);
    expect(entries.map((e) => e.loc).sort()).toEqual([...new Set(expected)].sort());
    // Nothing private, and every address absolute on the shop's origin.
    for (const { loc } of entries) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(loc).not.toMatch(/\/(cart|checkout|orders|auth|admin)/);
    }

    // Each page and its twin name each other both ways, and x-default is the English page.
    const twins = { 'en-IN': `${SITE}/shop`, mr: `${SITE}/mr/shop`, 'x-default': `${SITE}/shop` };
    expect(byLoc.get(`${SITE}/shop`)!.alternates).toEqual(twins);
    expect(byLoc.get(`${SITE}/mr/shop`)!.alternates).toEqual(twins);
    expect(byLoc.get(`${SITE}/mr`)!.alternates).toEqual({
      'en-IN': `${SITE}/`,
      mr: `${SITE}/mr`,
      'x-default': `${SITE}/`,
    });

    // A post dates from its last save; both languages name each other.
    const translated = blogPosts.find((p) => p.en.slug && p.mr.slug)!;
    const enPath = `${SITE}/blog/${encodeURIComponent(translated.en.slug)}`;
    const mrPath = `${SITE}/mr/blog/${encodeURIComponent(translated.mr.slug)}`;
    const en = byLoc.get(enPath)!;
    expect(en.lastmod).toBe(translated.createdAt);
    expect(en.alternates).toEqual({ 'en-IN': enPath, mr: mrPath, 'x-default': enPath });
    expect(byLoc.get(mrPath)!.alternates).toEqual(en.alternates);
    expect(byLoc.get(`${SITE}/blog`)!.lastmod).toBe([...blogPosts.map((p) => p.createdAt)].sort().at(-1));
    const untranslated = blogPosts.find((p) => !p.mr.slug)!;
    expect(byLoc.get(`${SITE}/blog/${encodeURIComponent(untranslated.en.slug)}`)!.alternates).toEqual({});
  });

  it('leaves out a product the owner hid, and dates a product from the owner’s last change', async () => {
    await adminDb().collection('products').doc('2').update({ hidden: true });
    const before = await fetchSitemap();
    expect(before.byLoc.has(`${SITE}/product/2`)).toBe(false);
    expect(before.byLoc.has(`${SITE}/product/1`)).toBe(true);
    // The seed carries no change dates: no made-up lastmod.
    expect(before.byLoc.get(`${SITE}/product/1`)!.lastmod).toBeUndefined();

    const changedAt = Date.now();
    await updateProduct('owner-uid', 1, { isPopular: true });
    const after = await fetchSitemap();
    const lastmod = after.byLoc.get(`${SITE}/product/1`)!.lastmod!;
    expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(changedAt - 1000);
    expect(after.byLoc.get(`${SITE}/shop`)!.lastmod).toBe(lastmod);
    expect(
      after.byLoc.get(`${SITE}/shop?category=${encodeURIComponent('Natural Rose Petal Jam')}`)!.lastmod,
    ).toBe(lastmod);
    expect(after.byLoc.get(`${SITE}/product/3`)!.lastmod).toBeUndefined();
  });

  it('names pages on the configured origin only, whatever host the request names', async () => {
    const forged: Record<string, string>[] = [
      {},
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      { host: 'evil.example' },
      { 'x-forwarded-host': '"><evil' },
    ];
    for (const headers of forged) {
      const { entries } = await fetchSitemap(headers);
      expect(entries.length).toBeGreaterThan(0);
      for (const { loc } of entries) expect(loc.startsWith(`${SITE}/`)).toBe(true);
    }
  });
});
