import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../seed/src/data/blog-posts.js';
import { call } from '../support/api.js';
import { createUser } from '../support/auth.js';
import { adminDb, resetDatabase, stack } from '../support/emulators.js';

/**
 * Text from people is data, never a pattern (issue 23 §1). Shoppers' reviews and testimonials,
 * the owner's product and blog texts and the names on them go through the API and the `site`
 * function's render into cached public pages. Whatever they hold — every `$` replacement pattern,
 * `</script>`, U+2028/2029, HTML, the template's own markers — a page keeps one root, page data
 * that parses, and shows the text literally.
 */

const NASTY = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<name>',
  '</script>',
  '<script>alert(1)</script>',
  '</head>',
  '</body>',
  '<div id="root">',
  '<!--/root-->',
  '<!--',
  '-->',
  '\u2028',
  '\u2029',
  '<b>bold</b>',
  '&amp;',
  '&lt;',
  '"',
  "'",
  '`',
  '\\',
  '{"a":1}',
  'मध आणि गूळ',
  '₹1,999',
];

/** A shopper's or the owner's text: non-empty once trimmed, as the API keeps it. */
const text = (maxParts: number) =>
  fc
    .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'grapheme-ascii', maxLength: 6 })), {
      minLength: 1,
      maxLength: maxParts,
    })
    .map((parts) => parts.join('').trim())
    .filter((value) => value.length > 0);

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const post = blogPosts.find((p) => p.en.slug)!;
const site = (path: string) => `${stack().hostingUrl}${path}`;

interface Page {
  html: string;
  doc: Document;
  rootText: string;
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

async function readPage(path: string): Promise<Page> {
  const response = await fetch(site(path));
  const html = await response.text();
  expect(response.status, path).toBe(200);
  // One document, one root, one block of page data, whatever the texts inside.
  expect(count(html, '<html'), path).toBe(1);
  expect(count(html, '</html>'), path).toBe(1);
  expect(count(html, '<div id="root">'), path).toBe(1);
  expect(count(html, '<!--/root-->'), path).toBe(1);
  expect(count(html, 'id="page-data"'), path).toBe(1);
  const { document: doc } = new JSDOM(html).window;
  const data = doc.getElementById('page-data')?.textContent ?? '';
  expect(() => JSON.parse(data), `${path}: page data parses`).not.toThrow();
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]'))
    expect(() => JSON.parse(script.textContent ?? ''), `${path}: JSON-LD parses`).not.toThrow();
  // Nothing shoppers wrote became markup or script of the page.
  expect(doc.querySelectorAll('script:not([type]), script[type="module"]').length, path).toBeLessThanOrEqual(
    1,
  );
  expect(doc.querySelectorAll('#root b, #root script').length, path).toBe(0);
  const rootText = doc.getElementById('root')?.textContent ?? '';
  return { html, doc, rootText };
}

beforeAll(async () => {
  await resetDatabase();
});

const RUNS = Number(process.env['FC_RUNS'] ?? 6);

describe('server-rendered pages show any text literally (issue 23 §1)', () => {
  // Each run stores its texts and renders six pages through Hosting: seconds each while the
  // browser suites keep both cores busy.
  it(
    'reviews, testimonials, product and blog texts and names keep every page whole',
    { timeout: 15_000 * RUNS },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            comment: text(8),
            reviewer: text(4).map((name) => name.slice(0, 60).trim() || 'A'),
            message: text(8),
            author: text(4).map((name) => name.slice(0, 60).trim() || 'A'),
            productName: text(4),
            description: text(8),
            postTitle: text(4),
            postAuthor: text(4),
            postBody: text(8),
          }),
          async (t) => {
            const { idToken } = await createUser();
            const base = site('/api');
            const review = await call('POST', '/reviews', {
              base,
              token: idToken,
              body: { productId: 1, rating: 5, comment: t.comment, userName: t.reviewer },
            });
            expect(review.status, JSON.stringify(review.body)).toBe(201);
            const testimonial = await call('POST', '/testimonials', {
              base,
              token: idToken,
              body: { message: t.message, userName: t.author, stars: 5 },
            });
            expect(testimonial.status, JSON.stringify(testimonial.body)).toBe(201);
            await adminDb()
              .collection('products')
              .doc('1')
              .update({ name: t.productName, description: t.description });
            await adminDb()
              .collection('blogPosts')
              .doc(post._id)
              .update({
                'en.title': t.postTitle,
                'en.content': `<p>${escapeHtml(t.postBody)}</p>`,
                author: t.postAuthor,
              });

            const product = await readPage('/product/1');
            expect(product.rootText).toContain(t.productName);
            expect(product.rootText).toContain(t.description);
            expect(product.rootText).toContain(t.comment);
            expect(product.rootText).toContain(t.reviewer);
            expect(product.doc.title).toContain(t.productName);

            const home = await readPage('/');
            expect(home.rootText).toContain(t.message);
            expect(home.rootText).toContain(t.author);

            const shop = await readPage('/shop');
            expect(shop.rootText).toContain(t.productName);

            const story = await readPage(`/blog/${encodeURIComponent(post.en.slug)}`);
            expect(story.rootText).toContain(t.postTitle);
            expect(story.rootText).toContain(t.postAuthor);
            expect(story.rootText).toContain(t.postBody);
            expect(story.doc.title).toContain(t.postTitle);

            await readPage('/blog?lang=en');
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});
