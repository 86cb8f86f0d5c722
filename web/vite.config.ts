import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ogImageNames, ogImagesPlugin } from './build/og-images.ts';
import { pwa } from './build/pwa.ts';
import { frameSources, parseBuildSettings, type BuildSettings } from './build/settings.ts';
import { inlineStylesheet } from './src/platform/inline-stylesheet.ts';
import * as ENGLISH_SITE from './src/words/site-messages.ts';
import * as MARATHI_SITE from './src/words/site-messages.mr.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  languagePrefix,
  type Language,
} from '../functions/src/contract/languages.ts';

/**
 * reactfire's one ESM file imports every Firebase SDK it has hooks for (Firestore, Realtime
 * Database, Storage, Functions, Remote Config). Those SDKs register themselves on import, so the
 * bundler cannot drop them, and they would add ~150 KB gzip to the start-up bundle of a shop that
 * uses only reactfire's auth hooks and reads all of its data through /api.
 *
 * For imports made *by reactfire only*, this swaps those SDKs for stubs whose functions throw. Our
 * own code still gets the real SDK if it ever imports one; only reactfire's hooks for these
 * products (useFirestoreDocData, useDatabaseObject, useStorage…) stop working.
 * See docs/decisions/001-storefront-start-up-budget.md.
 */
function reactfireWithoutUnusedSdks(): Plugin {
  const STUBBED = new Set([
    'firebase/database',
    'firebase/firestore',
    'firebase/functions',
    'firebase/remote-config',
    'firebase/storage',
  ]);
  const PREFIX = '\0reactfire-stub:';
  const namesBySpecifier = new Map<string, Set<string>>();
  return {
    name: 'reactfire-without-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !STUBBED.has(source) || !/[\\/]node_modules[\\/]reactfire[\\/]/.test(importer))
        return null;
      // Collect the names reactfire imports from this SDK, so the stub exports exactly those.
      const names = namesBySpecifier.get(source) ?? new Set<string>();
      const code = readFileSync(importer.split('?')[0]!, 'utf8');
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
        if (match[2] !== source) continue;
        for (const part of match[1]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name) names.add(name);
        }
      }
      namesBySpecifier.set(source, names);
      return PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const specifier = id.slice(PREFIX.length);
      const fail = `() => { throw new Error('${specifier} is stubbed out of reactfire (web/vite.config.ts).'); }`;
      return [...(namesBySpecifier.get(specifier) ?? [])]
        .map((name) => `export const ${name} = ${fail};`)
        .join('\n');
    },
  };
}

/**
 * Puts the shell's stylesheet (tokens, navbar, footer, spinner: ~5 KB gzip) inline in index.html
 * instead of a render-blocking <link>: the first paint (the start-up spinner) then needs no
 * second request. Screen styles still come as files with their lazy chunks.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (!asset || asset.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return inlineStylesheet(`/${file}`, css);
          },
        );
      },
    },
  };
}

/**
 * A Content-Security-Policy <meta> that narrows the header's frame-src (firebase.json, the same
 * for every project) to this build's own auth domain. A page enforces every policy it gets, so
 * the header and this tag together allow only what both allow.
 */
function frameSrcPolicy(settings: BuildSettings): Plugin {
  return {
    name: 'frame-src-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="frame-src ${frameSources(settings).join(' ')}" />`,
      ),
  };
}

/**
 * The built index.html is written as app-shell.html (docs/decisions/013): Hosting must not answer
 * `/` with the bare shell, since every page goes to the `site` function, which renders the page
 * into this same file; the service worker keeps it as the offline fallback. Renamed here, before
 * the files are written, so the service worker's precache list names it as it is served.
 */
function shellFileName(language: Language): Plugin {
  return {
    name: 'shell-file-name',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      delete bundle['index.html'];
      const fileName = `${languagePrefix(language).slice(1)}${language === 'en' ? '' : '/'}app-shell.html`;
      this.emitFile({ type: 'asset', fileName, source: html.source });
    },
  };
}

const CONTRACT = fileURLToPath(new URL('../functions/src/contract', import.meta.url));
const WORDS = fileURLToPath(new URL('./src/words', import.meta.url));

/** The shell's own words (index.html's %SHELL_…% marks), from each language's catalogue. */
const SHELL_WORDS: Record<
  Language,
  { loadingShop: string; needsJavaScript: string; title: string; description: string }
> = {
  en: { ...ENGLISH_SITE.SHELL_MESSAGES, ...ENGLISH_SITE.SHELL_HEAD_MESSAGES },
  mr: { ...MARATHI_SITE.SHELL_MESSAGES, ...MARATHI_SITE.SHELL_HEAD_MESSAGES },
};
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A language's build speaks only its own words (web/src/words/README.md, decision 016): an import of
 * a catalogue that has a translation beside it — any `web/src/words/x.ts` with its `x.mr.ts`, and
 * the API's words `@contract/api-text` (decision 018) — is the language's own, which has the same
 * exports and shapes. This is the one place the swap happens. The shell says the language in
 * `<html lang>`.
 */
function languageBuild(language: Language): Plugin {
  const translated = (id: string) => {
    const match = /^(.*)\.ts$/.exec(id);
    if (language === DEFAULT_LANGUAGE || !match) return null;
    const swappable = id.startsWith(`${WORDS}/`) || id === `${CONTRACT}/api-text.ts`;
    const translation = `${match[1]}.${language}.ts`;
    return swappable && existsSync(translation) ? translation : null;
  };
  return {
    name: 'language-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === DEFAULT_LANGUAGE || !/(messages|api-text)(\.js|\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const translation = resolved ? translated(resolved.id) : null;
      // The translation's own (type-only) import of its English twin stays as it is.
      return translation && importer !== translation ? translation : null;
    },
    transformIndexHtml: (html) => {
      const words = SHELL_WORDS[language];
      return html
        .replace(/<html lang="[^"]*">/, `<html lang="${LANGUAGE_TAGS[language]}">`)
        .replace('%SHELL_TITLE%', escapeHtml(words.title))
        .replace('%SHELL_DESCRIPTION%', escapeHtml(words.description).replace(/"/g, '&quot;'))
        .replace('%SHELL_LOADING%', escapeHtml(words.loadingShop))
        .replace('%SHELL_NEEDS_JAVASCRIPT%', escapeHtml(words.needsJavaScript));
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // A build is always a production build, even when a parent process (Vitest sets NODE_ENV=test)
  // runs it: otherwise React and the router ship their development bundles (+60 KB gzip).
  if (command === 'build' && process.env['NODE_ENV'] !== 'production') process.env['NODE_ENV'] = 'production';
  // Every setting is checked before anything is built: a shop for real shoppers without the
  // owner's details, or with the emulators' settings, fails here naming each variable
  // (build/settings.ts).
  const settings = parseBuildSettings(
    loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'),
    mode,
  );
  const publicDir = fileURLToPath(new URL('./public', import.meta.url));
  // English first, then each other language into the same folder (web/build/build.ts): the public
  // files, link previews and the service worker come with the English build only.
  const language = (process.env['SHOP_LANGUAGE'] ?? DEFAULT_LANGUAGE) as Language;
  if (!LANGUAGES.includes(language))
    throw new Error(`SHOP_LANGUAGE=${language} is not one of ${LANGUAGES.join(', ')}`);
  const first = language === DEFAULT_LANGUAGE;
  return {
    plugins: [
      languageBuild(language),
      react(),
      reactfireWithoutUnusedSdks(),
      inlineEntryCss(),
      frameSrcPolicy(settings),
      // Link-preview PNGs from our SVG art, and robots.txt with the sitemap's address.
      first &&
        ogImagesPlugin({
          publicDir,
          cacheDir: fileURLToPath(new URL('../node_modules/.cache/og-images', import.meta.url)),
          siteUrl: settings.shop.siteUrl,
        }),
      ...(first ? pwa() : []),
      shellFileName(language),
    ],
    define: {
      // Compile-time constants: in a production build the emulator branches are dead code, so
      // their chunk (platform/emulator-hooks.ts) is never emitted.
      __LOCAL_BUILD__: JSON.stringify(settings.local),
      __SHOP_SETTINGS__: JSON.stringify(settings.shop),
      __OG_IMAGES__: JSON.stringify(ogImageNames(publicDir)),
      __LANG__: JSON.stringify(language),
    },
    resolve: {
      // `@/…` is web/src (the layers: words, config, platform, seo, shop, components, features, app);
      // `@contract/…` the API's contract, the one thing the storefront shares with functions/.
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
      },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      // The Functions emulator serves the function at /<project>/<region>/api; http-proxy puts
      // that path in front of /api/…, which the Express app inside expects (as Hosting keeps it).
      proxy: process.env['API_PROXY_TARGET']
        ? { '/api': { target: process.env['API_PROXY_TARGET'], changeOrigin: true } }
        : undefined,
    },
    // The manifest lets tests/e2e/bundle-size.spec.ts find the chunks `/` loads. Source maps only
    // in local builds: Hosting serves everything in web/dist.
    build: {
      target: 'es2022',
      sourcemap: settings.local,
      manifest: first ? true : `.vite/manifest.${language}.json`,
      copyPublicDir: first,
    },
  };
});
