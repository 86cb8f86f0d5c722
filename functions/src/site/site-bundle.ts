import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '../contract/languages.js';
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

const loading = new Map<Language, Promise<SiteBundle>>();

/**
 * A language's build (docs/decisions/016: English in the folder itself, Marathi in mr/), loaded
 * once per instance on its first page request; a failed load is tried again next time. Both
 * languages' stylesheets sit in the folder's assets/.
 */
export function loadSiteBundle(language: Language = DEFAULT_LANGUAGE): Promise<SiteBundle> {
  let bundle = loading.get(language);
  if (!bundle) {
    bundle = (async () => {
      const root = siteBundleDir();
      const dir = join(root, languagePrefix(language).slice(1));
      const [entry, template, manifest, styles] = await Promise.all([
        import(pathToFileURL(join(dir, 'entry-server.mjs')).href) as Promise<EntryServer>,
        readFile(join(dir, 'template.html'), 'utf8'),
        readFile(join(dir, 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as BuildManifest),
        readStyles(join(root, 'assets')),
      ]);
      return { entry, template, manifest, styles };
    })();
    loading.set(language, bundle);
    bundle.catch(() => loading.delete(language));
  }
  return bundle;
}
