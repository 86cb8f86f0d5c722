import { createServer, type Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicEndpoints as api, type PublicEndpoint } from '@contract/endpoints';
import type { Language } from '@contract/languages';
import type { publicReads as readsOf } from '../../functions/src/site/public-reads.js';
import { get, startApi, stopApi } from '../support/api.js';
import { adminDb, resetDatabase, stack } from '../support/emulators.js';

/**
 * The `site` function reads a page's public data in process (docs/decisions/019): each public
 * endpoint of the contract is answered by the function its API route calls, and a failure is
 * answered as the API answers it. No loopback server, no HTTP call: the render reads the services.
 */

let publicReads: typeof readsOf;
let slug = '';

beforeAll(async () => {
  await resetDatabase();
  await startApi();
  ({ publicReads } = await import('../../functions/src/site/public-reads.js'));
  const posts = await adminDb().collection('blogPosts').limit(1).get();
  slug = String(posts.docs[0]?.get('en.slug') ?? '');
  expect(slug).not.toBe('');
});
afterAll(stopApi);

/** What the storefront asks for an endpoint (platform/api-client.ts: the catalogue by `?lang=`). */
function asTheBrowserAsks(endpoint: PublicEndpoint, language: Language): string {
  const catalogue = endpoint.name === 'products' || endpoint.name === 'product';
  return catalogue && language !== 'en' ? `${endpoint.path}?lang=${language}` : endpoint.path;
}

describe('every public endpoint, read in process, answers as the API does', () => {
  const cases = (): PublicEndpoint[] => [
    api.products(),
    api.product(1),
    api.product(9999),
    api.product('abc'),
    api.ratings(),
    api.productReviews(1),
    api.productReviews('x'),
    api.testimonials(),
    api.blogPosts(),
    api.blogPost(slug),
    api.blogPost('no-such-post'),
    api.blogPost('a'.repeat(300)),
    api.shopPolicy(),
    api.delivery('415110'),
    api.delivery('411001'),
    api.delivery('12'),
  ];

  it.each(['en', 'mr'] as const)(
    'in %s: the same data, or the same status, code and message',
    async (language) => {
      const read = publicReads(8_000);
      for (const endpoint of cases()) {
        const [inProcess, overHttp] = await Promise.all([
          read(endpoint, language),
          get(asTheBrowserAsks(endpoint, language), { headers: { 'Accept-Language': language } }),
        ]);
        const label = `${language} ${endpoint.path}`;
        if (overHttp.status === 200) {
          expect(inProcess, label).toEqual({ ok: true, data: overHttp.body });
        } else {
          expect(inProcess, label).toEqual({
            ok: false,
            status: overHttp.status,
            message: overHttp.body.message,
            code: overHttp.body.code,
            messageCode: overHttp.body.messageCode,
            params: overHttp.body.params,
          });
        }
      }
      // The failures are there, and said in the page's language.
      const missing = await read(api.product(9999), language);
      expect(missing).toMatchObject({ ok: false, status: 404, code: 'NOT_FOUND' });
      if (!missing.ok && language === 'mr') expect(missing.message).toMatch(/[\u0900-\u097F]/);
    },
  );

  it('a read that outlives the deadline is a 503, as the API’s outage answer', async () => {
    const answer = await publicReads(0)(api.products(), 'en');
    expect(answer).toMatchObject({ ok: false, status: 503, code: 'UNAVAILABLE' });
  });

  it('hands the page a copy: changing the answer changes nothing the next page gets', async () => {
    const read = publicReads(8_000);
    const first = await read(api.product(1), 'en');
    if (!first.ok) throw new Error('no product 1');
    first.data.name = 'Changed by a page';
    const second = await read(api.product(1), 'en');
    expect(second.ok && second.data.name).toBe('Gulkand');
  });
});

describe('the site function renders pages without HTTP', () => {
  let server: Server;
  let base = '';
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    process.env['SITE_BUNDLE_DIR'] = stack().serverDist;
    const { createSiteApp } = await import('../../functions/src/site-app.js');
    server = createServer(createSiteApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => {
    vi.restoreAllMocks();
    globalThis.fetch = realFetch;
  });

  it('opens no server and makes no HTTP call while it renders public pages from their data', async () => {
    const listens = vi.spyOn(NetServer.prototype, 'listen');
    const fetches: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      fetches.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    }) as typeof fetch;
    const { default: http } = await import('node:http');
    const requests = vi.spyOn(http, 'request');

    const pages = [
      ['/product/1', 'Gulkand'],
      ['/mr/product/1', 'गुलकंद'],
      ['/shop', 'Chia Seeds'],
      ['/blog', ''],
      ['/', ''],
    ] as const;
    for (const [path, shows] of pages) {
      // The test's own request, made with the real fetch, before the page's reads are counted.
      const response = await realFetch(`${base}${path}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(shows);
    }
    expect(listens).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
    expect(fetches).toEqual([]);
  });

  it('a missing product is a 404 page, from the same answer the API gives', async () => {
    const response = await realFetch(`${base}/product/9999`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Hosting's page for it is the same 404.
    expect((await realFetch(`${stack().hostingUrl}/product/9999`)).status).toBe(404);
  });
});
