import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as ENGLISH_SITE from '../../web/src/words/site-messages.js';
import * as MARATHI_SITE from '../../web/src/words/site-messages.mr.js';
import { stack } from '../support/emulators.js';

/**
 * The JavaScript a shopper downloads for the home page (in English, `/`, and in Marathi, `/mr`)
 * to come alive: the entry chunk, the app it
 * starts once the page has painted (app/start.tsx), the Home route's lazy chunk, each with its
 * static imports, and the shell's plain scripts. It must stay within 150 KB gzip (issue 11;
 * react, react-dom and the router alone are ~96 KB). Reads the test build that the global setup
 * made for this file's stack (its browser build, with Vite's manifest).
 */
const LIMIT_BYTES = 150 * 1024;
const DIST = () => `${stack().webDist}/`;
const START = 'src/app/start.tsx';
const HOME_ROUTE = 'src/app/routes/home.tsx';
const ADMIN_LAYOUT = 'src/app/layout/admin-layout.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function withStaticImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/**
 * Each language's build (docs/decisions/016): its manifest and shell, and a word of its own
 * catalogue that the other language's start-up must not carry (the layout's skip link).
 */
const BUILDS = [
  {
    page: '/',
    manifest: 'manifest.json',
    shell: 'app-shell.html',
    own: ENGLISH_SITE.SHELL_MESSAGES.skipToContent,
    other: MARATHI_SITE.SHELL_MESSAGES.skipToContent,
  },
  {
    page: '/mr',
    manifest: 'manifest.mr.json',
    shell: 'mr/app-shell.html',
    own: MARATHI_SITE.SHELL_MESSAGES.skipToContent,
    other: ENGLISH_SITE.SHELL_MESSAGES.skipToContent,
  },
];

describe.each(BUILDS)('start-up bundle of $page', ({ page, manifest: manifestFile, shell, own, other }) => {
  it(`keeps the JavaScript loaded for ${page} within 150 KB gzip, in its own language only`, () => {
    const manifestPath = join(DIST(), '.vite', manifestFile);
    expect(existsSync(manifestPath), 'the test build’s .vite/manifest.json (build.manifest: true)').toBe(
      true,
    );
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const startKey = Object.keys(manifest).find((key) => manifest[key]!.src === START);
    const homeKey = Object.keys(manifest).find((key) => manifest[key]!.src === HOME_ROUTE);
    expect(entryKey).toBeDefined();
    expect(startKey, `${START} is its own chunk, loaded by the entry`).toBeDefined();
    expect(manifest[entryKey!]!.dynamicImports).toContain(startKey);
    expect(homeKey, `${HOME_ROUTE} is its own lazy chunk`).toBeDefined();
    expect(manifest[startKey!]!.dynamicImports).toContain(homeKey);

    const keys = withStaticImports(manifest, entryKey!, new Set());
    withStaticImports(manifest, startKey!, keys);
    withStaticImports(manifest, homeKey!, keys);
    const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) =>
      file.endsWith('.js'),
    );
    // Plain <script src> tags of the shell (every page's template) load for `/` too.
    const html = readFileSync(`${DIST()}${shell}`, 'utf8');
    for (const [, src] of html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g))
      files.push(src!);

    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(`${DIST()}${file}`), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      [
        `JavaScript loaded for ${page}: ${kb(total)} gzip (limit ${kb(LIMIT_BYTES)})`,
        ...sizes
          .sort((a, b) => b.gzip - a.gzip)
          .map(({ file, gzip }) => `  ${kb(gzip).padStart(9)}  ${file}`),
      ].join('\n'),
    );

    // Libraries that must stay out of the start-up path (they load with the screens that need them).
    const startup = files.map((file) => readFileSync(`${DIST()}${file}`, 'utf8')).join('\n');
    expect(startup, 'DOMPurify belongs to the blog post chunk').not.toMatch(
      /DOMPurify|sanitize\b.*RETURN_DOM/,
    );
    expect(startup, 'zod stays out of the start-up path').not.toMatch(/ZodError/);
    expect(startup, 'react-toastify loads on the first toast').not.toMatch(/Toastify__toast-container/);
    // The owner's back office is one lazy chunk: nothing of it for a shopper opening the shop.
    const adminKey = Object.keys(manifest).find((key) => manifest[key]!.src === ADMIN_LAYOUT);
    expect(adminKey, `${ADMIN_LAYOUT} is its own lazy chunk`).toBeDefined();
    expect(manifest[startKey!]!.dynamicImports).toContain(adminKey);
    expect(keys.has(adminKey!), 'the back office stays out of the start-up path').toBe(false);
    expect(startup, 'the back office stays out of the start-up path').not.toMatch(/admin-order-list/);
    // The blog editor's library (TipTap on ProseMirror, ~130 KB gzip) loads when a post is opened,
    // not with the back office: React.lazy in admin-blog-editor-screen.tsx.
    const adminFiles = [...withStaticImports(manifest, adminKey!, new Set())]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    const admin = adminFiles.map((file) => readFileSync(`${DIST()}${file}`, 'utf8')).join('\n');
    expect(startup, 'the blog editor stays out of the start-up path').not.toMatch(/ProseMirror/);
    expect(admin, 'the blog editor is a lazy chunk of its own').not.toMatch(/ProseMirror/);
    // India Post's PIN code directory (web/src/shop/pincodes) loads with the first PIN code typed.
    expect(startup, 'the PIN code directory stays out of the start-up path').not.toMatch(
      /Bangalore North|Pune City/,
    );

    // A page carries its own language's words, never the other's (issue 27).
    expect(startup).toContain(own);
    expect(startup).not.toContain(other);

    expect(total).toBeLessThanOrEqual(LIMIT_BYTES);
  });
});
