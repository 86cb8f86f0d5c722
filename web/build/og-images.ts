/**
 * Link-preview pictures and robots.txt, made at build time.
 *
 * WhatsApp, Facebook and X show no SVG, and all our art is SVG, so every build renders (with
 * resvg, no browser) a 1200×630 PNG for each product picture (the art centred on the brand's
 * cream, the farm's name beside it), each blog picture (already 1200×630), a site-wide picture
 * from the hero, and a square logo for structured data. Rendered PNGs are kept in
 * node_modules/.cache/og-images by a hash of their input, so a build re-renders only changed art.
 *
 * robots.txt needs the sitemap's absolute address, so it is written here too, from VITE_SITE_URL.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Bump when the compositions below change, so cached PNGs are rendered again. */
const LAYOUT_VERSION = '2';

const CREAM = '#fbf5e9';
const CREAM_200 = '#ead6b4';
const GREEN_900 = '#1f4a28';
const GREEN_700 = '#2f6b3a';
const SERIF = "Georgia, 'DejaVu Serif', 'Noto Serif', serif";
const SANS = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif";

export type OgFolder = 'products' | 'blog';
export type OgImageNames = Record<OgFolder, string[]>;

const ART_NAME = /^([a-z0-9-]+)\.svg$/;

/** The art that gets a preview picture: every SVG in public/images/products and …/blog. */
export function ogImageNames(publicDir: string): OgImageNames {
  const names = (folder: OgFolder) => {
    const dir = join(publicDir, 'images', folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map((file) => ART_NAME.exec(file)?.[1])
      .filter((name): name is string => Boolean(name))
      .sort();
  };
  return { products: names('products'), blog: names('blog') };
}

/**
 * `svg` drawn into a box of the picture, inline (as an <image>, resvg would draw its text without
 * fonts). Its ids get `prefix`, so two drawings in one picture cannot take each other's gradients.
 */
function nested(
  svg: string,
  prefix: string,
  box: { x: number; y: number; width: number; height: number },
): string {
  const body = svg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(
      /(xlink:)?href="#([^"]+)"/g,
      (_m, xlink: string | undefined, id: string) => `${xlink ?? ''}href="#${prefix}-${id}"`,
    );
  return body.replace(/<svg\b([^>]*)>/, (_m, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|x|y|preserveAspectRatio)="[^"]*"/g, '');
    return `<svg${kept} x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid slice">`;
  });
}
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The farm's logo and name, bottom left: in every preview, so a shared link says whose it is. */
function signature(logo: string, x: number, y: number, colour = GREEN_900): string {
  return `${nested(logo, 'logo', { x, y: y - 56, width: 72, height: 72 })}
  <text x="${x + 88}" y="${y}" font-family="${SERIF}" font-size="42" font-weight="700" fill="${colour}">Karad Organic</text>`;
}

/** A square product picture (600×600 art) centred on the brand's cream, framed like a card. */
export function productPreviewSvg(art: string, logo: string): string {
  const size = 490;
  const x = (OG_WIDTH - size) / 2;
  const y = 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${CREAM}"/>
  <circle cx="120" cy="90" r="230" fill="${CREAM_200}" opacity=".45"/>
  <circle cx="1110" cy="560" r="260" fill="${CREAM_200}" opacity=".45"/>
  <rect x="${x - 10}" y="${y - 10}" width="${size + 20}" height="${size + 20}" rx="44" fill="#fff"/>
  <clipPath id="card"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36"/></clipPath>
  <g clip-path="url(#card)">${nested(art, 'art', { x, y, width: size, height: size })}</g>
  <rect x="0" y="${OG_HEIGHT - 10}" width="${OG_WIDTH}" height="10" fill="${GREEN_700}"/>
  ${signature(logo, 390, 598)}
</svg>`;
}

/** The site's picture: the hero landscape, the logo and name on a cream band. */
export function sitePreviewSvg(hero: string, logo: string, tagline: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  ${nested(hero, 'hero', { x: 0, y: 0, width: OG_WIDTH, height: OG_HEIGHT })}
  <rect x="60" y="60" width="800" height="220" rx="28" fill="${CREAM}" opacity=".94"/>
  ${nested(logo, 'logo', { x: 92, y: 92, width: 112, height: 112 })}
  <text x="228" y="168" font-family="${SERIF}" font-size="64" font-weight="700" fill="${GREEN_900}">Karad Organic</text>
  <text x="96" y="246" font-family="${SANS}" font-size="27" fill="${GREEN_700}">${escapeXml(tagline)}</text>
</svg>`;
}

/** A blog picture (drawn at 1200×630 already), with the farm's signature on a small band. */
export function blogPreviewSvg(art: string, logo: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  ${nested(art, 'art', { x: 0, y: 0, width: OG_WIDTH, height: OG_HEIGHT })}
  <rect x="24" y="522" width="470" height="88" rx="20" fill="${CREAM}" opacity=".92"/>
  ${signature(logo, 40, 588)}
</svg>`;
}

function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Serif' },
  });
  return resvg.render().asPng();
}

export interface OgFile {
  fileName: string;
  source: Buffer;
}

const TAGLINE = 'Certified organic farm foods from Karad, Maharashtra';

/** Every preview picture of the build, rendered or taken from `cacheDir`. */
export function renderOgImages(publicDir: string, cacheDir: string): OgFile[] {
  mkdirSync(cacheDir, { recursive: true });
  const read = (path: string) => readFileSync(join(publicDir, path), 'utf8');
  const logo = read('images/site/logo.svg');
  const cached = (fileName: string, svg: string, width = OG_WIDTH): OgFile => {
    const hash = createHash('sha256')
      .update(`${LAYOUT_VERSION}\0${width}\0${svg}`)
      .digest('hex')
      .slice(0, 32);
    const path = join(cacheDir, `${hash}.png`);
    if (existsSync(path)) return { fileName, source: readFileSync(path) };
    const source = renderPng(svg, width);
    writeFileSync(path, source);
    return { fileName, source };
  };
  const names = ogImageNames(publicDir);
  return [
    cached('og/site.png', sitePreviewSvg(read('images/site/hero.svg'), logo, TAGLINE)),
    cached('og/logo.png', logo, 512),
    ...names.products.map((name) =>
      cached(`og/products/${name}.png`, productPreviewSvg(read(`images/products/${name}.svg`), logo)),
    ),
    ...names.blog.map((name) =>
      cached(`og/blog/${name}.png`, blogPreviewSvg(read(`images/blog/${name}.svg`), logo)),
    ),
  ];
}

/**
 * One shopper's or the owner's pages. The same list as the contract's PRIVATE_PATH_PREFIXES
 * (og-images.test.ts keeps them equal): the contract is CommonJS to Vite's config loader.
 */
export const ROBOTS_DISALLOW = ['/cart', '/checkout', '/checkout-now', '/orders', '/auth', '/admin'];

/**
 * robots.txt: everything but one shopper's or the owner's pages, and where the sitemap is, by its
 * absolute address on the shop's configured origin (VITE_SITE_URL; a local build's names its own
 * Hosting emulator).
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Emits the preview pictures and robots.txt into the client build, and serves them in dev. */
export function ogImagesPlugin({
  publicDir,
  cacheDir,
  siteUrl,
}: {
  publicDir: string;
  cacheDir: string;
  siteUrl: string;
}): Plugin {
  let ssr = false;
  let files: Map<string, Buffer> | undefined;
  const all = () =>
    (files ??= new Map(renderOgImages(publicDir, cacheDir).map((f) => [f.fileName, f.source])));
  return {
    name: 'og-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      // The server bundle serves no files; the client build carries them.
      if (ssr) return;
      for (const [fileName, source] of all()) this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === '/robots.txt') {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(robotsTxt(siteUrl));
          return;
        }
        const png = path.startsWith('/og/') ? all().get(path.slice(1)) : undefined;
        if (!png) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(png);
      });
    },
  };
}
