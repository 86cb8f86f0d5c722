import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildManifest, EntryServer } from '../contract/page-data.js';

export interface SiteBundle {
  entry: EntryServer;
  /** The storefront's shell (its index.html): served as is when a render fails. */
  template: string;
  manifest: BuildManifest;
  /** The storefront's stylesheets by file ('assets/product-x.css'): each page carries its own. */
  styles: Record<string, string>;
}

/**
 * Where `npm run build --workspace web` put the server's build of the storefront: functions/site/,
 * deployed with the function (docs/decisions/013). The test stack points SITE_BUNDLE_DIR at its
 * own build.
 */
export function siteBundleDir(): string {
  return process.env['SITE_BUNDLE_DIR'] || resolve(__dirname, '..', '..', 'site');
}

/** The storefront's built files (/assets/*), served when Hosting has not got them (site-app.ts). */
export function siteAssetsDir(): string {
  return join(siteBundleDir(), 'assets');
}

async function readStyles(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.css'));
  const entries = await Promise.all(
    files.map(async (name) => [`assets/${name}`, await readFile(join(dir, name), 'utf8')] as const),
  );
  return Object.fromEntries(entries);
}

let loading: Promise<SiteBundle> | undefined;

/** Loaded once per instance, on the first page request; a failed load is tried again next time. */
export function loadSiteBundle(): Promise<SiteBundle> {
  loading ??= (async () => {
    const dir = siteBundleDir();
    const [entry, template, manifest, styles] = await Promise.all([
      import(pathToFileURL(join(dir, 'entry-server.mjs')).href) as Promise<EntryServer>,
      readFile(join(dir, 'template.html'), 'utf8'),
      readFile(join(dir, 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as BuildManifest),
      readStyles(join(dir, 'assets')),
    ]);
    return { entry, template, manifest, styles };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
