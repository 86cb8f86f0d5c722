/**
 * Installable and useful offline (issue 11 §4; docs/decisions/012-offline-and-install.md): the web
 * app manifest, its PNG icons rasterised from our own logo at build time, and the service worker
 * (web/src/sw.ts) with a precache of only what `/` needs to start.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL_URL } from '../src/platform/cache-policy.ts';

const WEB = new URL('../', import.meta.url);
const LOGO = new URL('public/images/site/logo.svg', WEB);
const TOKENS = new URL('src/styles/global.css', WEB);

/** The colours of the shop's design tokens (`--name: #hex;` in global.css), by name. */
export function designTokens(css = readFileSync(TOKENS, 'utf8')): Record<string, string> {
  return Object.fromEntries(
    [...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((m) => [m[1]!, m[2]!]),
  );
}

interface IconSpec {
  file: string;
  size: number;
  /** How much of the square the logo's 64×64 box takes. */
  logoShare: number;
  /** Corner radius as a share of the size (0: a full square, for masks and iOS to cut). */
  corner: number;
}

export const MANIFEST_ICONS = [
  { spec: { file: 'icons/icon-192.png', size: 192, logoShare: 0.8, corner: 0.22 }, purpose: 'any' },
  { spec: { file: 'icons/icon-512.png', size: 512, logoShare: 0.8, corner: 0.22 }, purpose: 'any' },
  // A launcher may cut anything outside the centre circle of 80% diameter: the logo (whose drawing
  // reaches ~28 of its 64 units from the centre) at 68% stays well inside it.
  {
    spec: { file: 'icons/icon-maskable-512.png', size: 512, logoShare: 0.68, corner: 0 },
    purpose: 'maskable',
  },
] as const satisfies readonly { spec: IconSpec; purpose: string }[];

/** iOS ignores the manifest's icons and fills transparency with black: a full square it rounds itself. */
export const APPLE_TOUCH_ICON: IconSpec = {
  file: 'icons/apple-touch-icon.png',
  size: 180,
  logoShare: 0.74,
  corner: 0,
};

/** The logo centred on a square of `background`, as SVG text. */
export function iconSvg(logo: string, spec: IconSpec, background: string): string {
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(logo)?.[1];
  if (!viewBox) throw new Error('logo.svg needs a viewBox');
  const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const { size } = spec;
  const box = size * spec.logoShare;
  const at = (size - box) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * spec.corner}" fill="${background}"/>` +
    `<svg x="${at}" y="${at}" width="${box}" height="${box}" viewBox="${viewBox}">${inner}</svg></svg>`
  );
}

export const renderPng = (svg: string): Buffer => Buffer.from(new Resvg(svg).render().asPng());

/** Emits the icons into the bundle (icons/*.png), drawn from logo.svg on every build. */
function appIcons(background: string): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    generateBundle() {
      const logo = readFileSync(LOGO, 'utf8');
      for (const spec of [...MANIFEST_ICONS.map((icon) => icon.spec), APPLE_TOUCH_ICON])
        this.emitFile({
          type: 'asset',
          fileName: spec.file,
          source: renderPng(iconSvg(logo, spec, background)),
        });
    },
  };
}

/** Loaded on demand but needed offline whatever the screen: the toasts that report a failure. */
const ALSO_AT_START = [/\/app\/layout\/toast-container\.tsx$/];

/**
 * Remembers the files `/` cannot start without: the entry chunk, its static imports and their CSS
 * (and ALSO_AT_START's). Only those and the shell are precached; each screen's chunk is cached the
 * first time it is used, so a first visit does not download the whole shop (~370 KB gzip) in the
 * background.
 */
function startUpFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'start-up-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (files.has(name) || chunk?.type !== 'chunk') return;
        files.add(name);
        chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
        chunk.imports.forEach(visit);
      };
      for (const [name, chunk] of Object.entries(bundle))
        if (
          chunk.type === 'chunk' &&
          (chunk.isEntry || ALSO_AT_START.some((module) => module.test(chunk.facadeModuleId ?? '')))
        )
          visit(name);
    },
  };
  return { plugin, files };
}

/** The Vite plugins of the manifest, the icons and the service worker. */
export function pwa(): Plugin[] {
  const tokens = designTokens();
  const theme = tokens['green-700'];
  const background = tokens['cream-50'];
  if (!theme || !background) throw new Error('global.css lost --green-700 or --cream-50 (the app’s colours)');
  const startUp = startUpFiles();
  return [
    appIcons(background),
    startUp.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // main.tsx registers it once the page has loaded (platform/service-worker.ts).
      injectRegister: false,
      manifest: {
        name: 'Karad Organic',
        short_name: 'Karad Organic',
        description:
          'Certified organic jaggery, honey, A2 ghee, gulkand and more from a family farm in Karad, Maharashtra.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: theme,
        background_color: background,
        lang: 'en-IN',
        dir: 'ltr',
        categories: ['shopping', 'food'],
        icons: MANIFEST_ICONS.map(({ spec, purpose }) => ({
          src: `/${spec.file}`,
          sizes: `${spec.size}x${spec.size}`,
          type: 'image/png',
          purpose,
        })),
      },
      // The icons are emitted by appIcons, not copied from public/: nothing to add to the precache.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}'],
        manifestTransforms: [
          async (entries) => ({
            // Every stylesheet too (about 30 KB compressed in all): a server-rendered page carries its route's
            // CSS inline and never fetches the file, so offline, the shell rendering that route
            // would otherwise find no copy of it and fail to open the screen.
            manifest: entries.filter(
              ({ url }) => startUp.files.has(url) || `/${url}` === APP_SHELL_URL || url.endsWith('.css'),
            ),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
