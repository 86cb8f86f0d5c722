import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { applyHeadTags, headTags, HEAD_MARKER, renderHeadHtml, type PageMeta } from './document-meta';

const ORIGIN = 'https://karadorganic.in';
const nasty = `Tai's "Best" <script>alert(1)</script> & Co`;

/** Parses the server's head HTML the way a browser (or WhatsApp's crawler) does. */
function parseHead(html: string) {
  const { document } = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window;
  return document;
}

describe('renderHeadHtml', () => {
  const meta: PageMeta = {
    title: 'Gulkand',
    description: 'Sun-cured rose petals.',
    path: '/product/1',
    image: '/og/products/gulkand.png',
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Gulkand',
        url: '/product/1',
        image: ['/og/products/gulkand.png'],
      },
    ],
  };

  it('writes every tag a link preview and a search engine read, each marked for the client', () => {
    const document = parseHead(renderHeadHtml(meta, ORIGIN));
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(document.title).toBe('Gulkand | Karad Organic');
    expect(content('meta[name="description"]')).toBe('Sun-cured rose petals.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/1`);
    expect(content('meta[property="og:site_name"]')).toBe('Karad Organic');
    expect(content('meta[property="og:locale"]')).toBe('en_IN');
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:title"]')).toBe('Gulkand');
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/product/1`);
    expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/og/products/gulkand.png`);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')).toBe('Gulkand');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(`${ORIGIN}/og/products/gulkand.png`);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    // Root-relative URLs in the structured data become absolute on the page's origin.
    expect(ld).toMatchObject({ url: `${ORIGIN}/product/1`, image: [`${ORIGIN}/og/products/gulkand.png`] });
    const all = document.head.children;
    expect(all.length).toBeGreaterThan(15);
    for (const element of all) expect(element.hasAttribute(HEAD_MARKER)).toBe(true);
  });

  it('escapes every attribute and text: a name with quotes, <, & stays text', () => {
    const html = renderHeadHtml(
      { ...meta, title: nasty, description: nasty, jsonLd: [{ '@type': 'Product', name: nasty }] },
      ORIGIN,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><');
    const document = parseHead(html);
    expect(document.title).toBe(`${nasty} | Karad Organic`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(nasty);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(nasty);
    // One JSON-LD script, whose JSON still holds the name exactly (\u003c for <).
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(scripts[0]!.textContent!).name).toBe(nasty);
    // Nothing but our marked tags came out of it.
    for (const element of document.head.children) expect(element.hasAttribute(HEAD_MARKER)).toBe(true);
    expect(document.body.children).toHaveLength(0);
  });

  it('keeps private and missing pages out of search: noindex, no canonical, no structured data', () => {
    const document = parseHead(renderHeadHtml({ ...meta, noindex: true }, ORIGIN));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('links the page in its other languages (hreflang) and falls back to the site picture', () => {
    const document = parseHead(
      renderHeadHtml(
        {
          title: 'गुळाचा हंगाम',
          description: 'x',
          path: '/blog/a',
          locale: 'mr_IN',
          alternates: [
            { hrefLang: 'en', path: '/blog/b' },
            { hrefLang: 'mr', path: '/blog/a' },
          ],
        },
        ORIGIN,
      ),
    );
    const links = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    // Each language's page under its own prefix (the Marathi pages under /mr).
    expect(links).toEqual([
      ['en', `${ORIGIN}/blog/b`],
      ['mr', `${ORIGIN}/mr/blog/a`],
    ]);
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('mr_IN');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/og/site.png`,
    );
  });
});

describe('a page in two languages', () => {
  const links = (html: string) => {
    const document = parseHead(html);
    return {
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
      locale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    };
  };

  it('names itself and its twin both ways, with x-default on the English page', () => {
    const alternates = [
      ['en-IN', `${ORIGIN}/shop`],
      ['mr', `${ORIGIN}/mr/shop`],
      ['x-default', `${ORIGIN}/shop`],
    ];
    const meta = { title: 'Shop', description: 'x', path: '/shop' };
    expect(links(renderHeadHtml(meta, ORIGIN))).toEqual({
      canonical: `${ORIGIN}/shop`,
      alternates,
      locale: 'en_IN',
    });
    expect(links(renderHeadHtml(meta, ORIGIN, 'mr'))).toEqual({
      canonical: `${ORIGIN}/mr/shop`,
      alternates,
      locale: 'mr_IN',
    });
    // The home page: /mr, not /mr/.
    expect(links(renderHeadHtml({ ...meta, path: '/' }, ORIGIN, 'mr')).canonical).toBe(`${ORIGIN}/mr`);
  });

  it('a story in the other language only lives at that language’s site, wherever it is opened', () => {
    const story = { title: 'गूळ', description: 'x', path: '/blog/gul', locale: 'mr_IN' as const };
    expect(links(renderHeadHtml({ ...story, canonicalLanguage: 'mr' }, ORIGIN, 'en')).canonical).toBe(
      `${ORIGIN}/mr/blog/gul`,
    );
    expect(
      links(renderHeadHtml({ ...story, path: '/blog/jaggery', canonicalLanguage: 'en' }, ORIGIN, 'mr'))
        .canonical,
    ).toBe(`${ORIGIN}/blog/jaggery`);
  });

  it('a page kept out of search names no twin', () => {
    expect(
      links(renderHeadHtml({ title: 'Cart', description: 'x', path: '/cart', noindex: true }, ORIGIN, 'mr'))
        .alternates,
    ).toEqual([]);
  });
});

describe('applyHeadTags (the client, on navigation)', () => {
  it('replaces the previous page’s tags and the shell’s own title and description, and nothing else', () => {
    const { document } = new JSDOM(
      `<!doctype html><html><head><meta charset="utf-8"><title>Shell</title><meta name="description" content="shell"><link rel="icon" href="/i.svg"></head><body></body></html>`,
    ).window;
    applyHeadTags(document, headTags({ title: 'Shop', description: 'All of it', path: '/shop' }, ORIGIN));
    applyHeadTags(document, headTags({ title: nasty, description: 'One', path: '/product/1' }, ORIGIN));
    expect(document.title).toBe(`${nasty} | Karad Organic`);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/1`);
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    expect(document.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('leaves the tags the server wrote when they are the page’s, and replaces a changed one', () => {
    const meta: PageMeta = {
      title: 'Shop',
      description: 'All of it',
      path: '/shop',
      jsonLd: [{ '@type': 'ItemList', name: 'A & B <c>' }],
    };
    const { document } = new JSDOM(
      `<!doctype html><html><head>${renderHeadHtml(meta, ORIGIN)}</head><body></body></html>`,
    ).window;
    const before = [...document.head.children];
    applyHeadTags(document, headTags(meta, ORIGIN));
    expect([...document.head.children]).toEqual(before);
    expect(before.every((element) => element.isConnected)).toBe(true);

    applyHeadTags(document, headTags({ ...meta, description: 'Some of it' }, ORIGIN));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Some of it');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(before[0]!.isConnected).toBe(false);
  });
});
