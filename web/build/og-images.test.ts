import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_PATH_PREFIXES } from '../../functions/src/contract/site-paths';
import { products } from '../../seed/src/data/products';
import { blogPosts } from '../../seed/src/data/blog-posts';
import { OG_HEIGHT, OG_WIDTH, ROBOTS_DISALLOW, ogImageNames, renderOgImages, robotsTxt } from './og-images';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const cacheDir = mkdtempSync(join(tmpdir(), 'og-images-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('link-preview pictures', () => {
  const files = renderOgImages(publicDir, cacheDir);
  const byName = new Map(files.map((f) => [f.fileName, f.source]));

  it('renders a 1200×630 PNG for every product and blog picture, and the site picture', () => {
    const names = ogImageNames(publicDir);
    for (const product of products) {
      const name = /\/images\/products\/([a-z0-9-]+)\.svg$/.exec(product.image)![1]!;
      expect(names.products).toContain(name);
    }
    for (const post of blogPosts) {
      const name = /\/images\/blog\/([a-z0-9-]+)\.svg$/.exec(post.featuredImage)![1]!;
      expect(names.blog).toContain(name);
    }
    const expected = [
      'og/site.png',
      ...names.products.map((n) => `og/products/${n}.png`),
      ...names.blog.map((n) => `og/blog/${n}.png`),
    ];
    for (const fileName of expected) {
      const png = byName.get(fileName);
      expect(png, fileName).toBeDefined();
      expect(png!.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(pngSize(png!)).toEqual({ width: OG_WIDTH, height: OG_HEIGHT });
    }
    expect(pngSize(byName.get('og/logo.png')!)).toEqual({ width: 512, height: 512 });
  });

  it('keeps what it rendered by content, and serves it from there the next time', () => {
    expect(readdirSync(cacheDir)).toHaveLength(files.length);
    const again = renderOgImages(publicDir, cacheDir);
    expect(again.map((f) => f.fileName)).toEqual(files.map((f) => f.fileName));
    expect(again[2]!.source.equals(files[2]!.source)).toBe(true);
  });
});

describe('robots.txt', () => {
  it('keeps one shopper’s and the owner’s pages out, and names the sitemap absolutely', () => {
    expect(ROBOTS_DISALLOW).toEqual([...PRIVATE_PATH_PREFIXES]);
    const robots = robotsTxt('https://karadorganic.in');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/cart', '/checkout', '/checkout-now', '/orders', '/auth', '/admin'])
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    expect(robots).toContain('\nSitemap: https://karadorganic.in/sitemap.xml\n');
    // A local build names its own Hosting emulator.
    expect(robotsTxt('http://127.0.0.1:5002')).toContain('\nSitemap: http://127.0.0.1:5002/sitemap.xml\n');
  });
});
