import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingSecurityHeaders } from '../../web/build/security-headers.js';
import { ROOT } from '../../scripts/lib/project.js';
import { resetDatabase, stack } from '../support/emulators.js';
import { PAGE_SERVER_WORDS } from '../../functions/src/site/page-server-words.js';

/**
 * The `site` function as the outside world can reach it: through Hosting, and at its own URL on
 * the Functions emulator (in production, its Cloud Run address). Issue 23 §2, §6 and §8: nothing a
 * request says about its host reaches a page or a cache; every answer, errors included, carries
 * Hosting's security headers and no stack trace; it serves its own build's files.
 */

const REGION = 'asia-south1';
const direct = (path: string) =>
  `http://127.0.0.1:${stack().ports.functions}/${stack().projectId}/${REGION}/site${path}`;
const viaHosting = (path: string) => `${stack().hostingUrl}${path}`;
/**
 * The origin the test build was made with (VITE_SITE_URL: tests/support/global-setup.ts names the
 * stack's Hosting), read off a page asked for plainly.
 */
let builtOrigin = '';
const origin = () => builtOrigin;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

beforeAll(async () => {
  await resetDatabase();
  // The first render loads the bundle.
  const home = await (await fetch(direct('/'))).text();
  builtOrigin = new URL(canonicalOf(home)!).origin;
  expect(builtOrigin).toBe(stack().hostingUrl);
});

describe('forged host headers choose nothing (issue 23 §2)', () => {
  const forgeries: Record<string, string>[] = [
    { 'X-Forwarded-Host': 'evil.example' },
    { 'X-Forwarded-Host': `127.0.0.1:${0}/about#` },
    { 'X-Forwarded-Host': 'evil.example/about?', 'X-Forwarded-Proto': 'http' },
    { 'X-Forwarded-Proto': 'gopher' },
  ];

  it.each(['direct', 'hosting'] as const)(
    '/product/1 stays the product page with the shop’s own URLs (%s)',
    async (way) => {
      const url = way === 'direct' ? direct : viaHosting;
      const plain = await (await fetch(url('/product/1'))).text();
      for (const headers of forgeries) {
        const response = await fetch(url('/product/1'), { headers });
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(h1Of(html)).toBe(h1Of(plain));
        expect(h1Of(html)).toBe('Gulkand');
        expect(canonicalOf(html)).toBe(`${origin()}/product/1`);
        expect(html).not.toContain('evil.example');
        expect(html).not.toContain('gopher');
      }
    },
  );

  it('the sitemap names the shop’s own origin only', async () => {
    for (const headers of forgeries) {
      const xml = await (await fetch(direct('/sitemap.xml'), { headers })).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(10);
      for (const loc of locs) expect(loc.startsWith(`${origin()}/`)).toBe(true);
    }
  });
});

describe('the site function’s own answers (issue 23 §8)', () => {
  const expected = () => {
    const headers = hostingSecurityHeaders(`${ROOT}/firebase.json`);
    return headers;
  };

  it('carry Hosting’s security headers, from firebase.json, on pages, errors and files', async () => {
    const headers = expected();
    const manifest = JSON.parse(
      readFileSync(join(stack().webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    const answers = await Promise.all(
      [
        ['GET', '/'],
        ['GET', '/product/1'],
        ['GET', '/no-such-page'],
        ['GET', '/sitemap.xml'],
        ['GET', `/${entry}`],
        ['GET', '/assets/no-such-file.js'],
        ['POST', '/'],
      ].map(async ([method, path]) => ({ path, response: await fetch(direct(path!), { method }) })),
    );
    for (const { path, response } of answers) {
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'Content-Security-Policy') {
          // The test build adds its Auth emulator to connect-src and frame-src; nothing else.
          const csp = response.headers.get(name) ?? '';
          expect(csp, path).toContain("frame-ancestors 'none'");
          expect(csp.replace(/ http:\/\/127\.0\.0\.1:\d+/g, ''), path).toBe(value);
        } else expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it('answer errors in a sentence, never a stack trace, and never cached', async () => {
    for (const [method, path, status] of [
      ['POST', '/', 405],
      ['GET', '/assets/no-such-file.js', 404],
      ['GET', '/assets/..%2Fentry-server.mjs', 403],
    ] as const) {
      const response = await fetch(direct(path), { method });
      const body = await response.text();
      expect(response.status, path).toBe(status);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(body, path).not.toMatch(/\bat .*\(|node_modules|Error:|\.m?js:\d+/);
      expect(body.length, path).toBeLessThan(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('answer such errors in the language of the address asked for', async () => {
    const english = await fetch(direct('/'), { method: 'POST' });
    const marathi = await fetch(direct('/mr/shop'), { method: 'POST' });
    expect(await english.text()).toBe(PAGE_SERVER_WORDS.en.methodNotAllowed);
    expect(await marathi.text()).toBe(PAGE_SERVER_WORDS.mr.methodNotAllowed);
    expect(PAGE_SERVER_WORDS.mr.methodNotAllowed).toMatch(/[\u0900-\u097F]/);
  });
});

/**
 * A malformed address never gets past the Functions emulator's own router, so the app itself is
 * asked in-process (Cloud Run hands such a request to it as it is), with the test build's bundle.
 */
describe('the site app on a malformed address', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    process.env['SITE_BUNDLE_DIR'] = stack().serverDist;
    const { createSiteApp } = await import('../../functions/src/site-app.js');
    server = createServer(createSiteApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(['/%E0%A4%A', '/product/%ZZ', '/assets/%E0%A4%A.js'])(
    '%s: a 400 in a sentence, with the headers',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      const body = await response.text();
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(body).not.toMatch(/\bat .*\(|node_modules|Error|\.m?js:\d+/);
    },
  );
});

describe('the site function serves its own build’s files (issue 23 §6)', () => {
  it('every script and stylesheet a page names is served by the function itself, cached for good', async () => {
    const html = await (await fetch(direct('/product/1'))).text();
    const data = JSON.parse(
      /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as {
      modules: string[];
    };
    const named = [
      ...new Set(
        [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!).concat(data.modules),
      ),
    ];
    expect(named.length).toBeGreaterThan(2);
    for (const path of named) {
      const response = await fetch(direct(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type'), path).toMatch(/javascript|css/);
      // The very same file Hosting serves.
      expect(await response.text(), path).toBe(await (await fetch(viaHosting(path))).text());
    }
  });
});
