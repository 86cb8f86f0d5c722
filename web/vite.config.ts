import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

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
            return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // A build is always a production build, even when a parent process (Vitest sets NODE_ENV=test)
  // runs it: otherwise React and the router ship their development bundles (+60 KB gzip).
  if (command === 'build' && process.env['NODE_ENV'] !== 'production') process.env['NODE_ENV'] = 'production';
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  // A production build without the owner's Firebase web config would ship a shop that cannot
  // sign anybody in: fail the build instead (see README, "Deploy").
  const missing = REQUIRED.filter((key) => !env[key]);
  // Spec §5: Firebase Auth rejects an API key with a colon (a pasted "key: value" line, say).
  if (command === 'build' && env['VITE_FIREBASE_API_KEY']?.includes(':')) {
    throw new Error('VITE_FIREBASE_API_KEY must not contain a colon: paste only the key itself.');
  }
  if (command === 'build' && missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(', ')}. Put your Firebase web app config in web/.env.production.local (see README).`,
    );
  }
  return {
    plugins: [react(), reactfireWithoutUnusedSdks(), inlineEntryCss()],
    resolve: {
      alias: { '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)) },
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
    // The manifest lets tests/e2e/bundle-size.spec.ts find the chunks `/` loads.
    build: { target: 'es2022', sourcemap: true, manifest: true },
  };
});
