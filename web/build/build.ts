/**
 * `npm run build --workspace web [-- --mode emulator --outDir dist-test --serverOutDir … ]`:
 * builds the storefront twice from one source (docs/decisions/013), once for each language
 * (docs/decisions/016):
 *
 * 1. the browser's build into `outDir` (default dist/), what Hosting serves. Its index.html is
 *    written as app-shell.html (vite.config.ts shellFileName): Hosting must not answer `/` with
 *    the bare shell, every page goes to the `site` function;
 * 2. the server's build of src/entry-server.tsx into `serverOutDir` (default ../functions/site/,
 *    which the function deploys with), with the shell (template.html), the browser build's
 *    manifest and its stylesheets beside it, so the HTML the function writes names exactly this
 *    build's files.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv, type LogLevel } from 'vite';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagePrefix,
  type Language,
} from '../../functions/src/contract/languages';
import { hostingSecurityHeaders, withAuthEmulator } from './security-headers';
import { parseBuildSettings } from './settings';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// vite.config.ts imports the contract's TypeScript (functions/src/contract, a CommonJS package that
// holds ES modules). Vite bundles the config first (its default loader) and reads it fine; it then
// warns, once per build, that a future loader would not. Four builds made that twelve warnings in
// every `npm start` that a newcomer had to read past; the note is kept here instead.
process.env['VITE_CONFIG_NATIVE_IGNORE_WARNING'] ??= 'true';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    outDir: { type: 'string', default: 'dist' },
    serverOutDir: { type: 'string', default: '../functions/site' },
    emptyOutDir: { type: 'boolean', default: true },
    logLevel: { type: 'string', default: 'info' },
  },
});
const mode = values.mode;
const outDir = resolve(WEB, values.outDir);
const serverOutDir = resolve(WEB, values.serverOutDir);
const logLevel = values.logLevel as LogLevel;

/**
 * Each language is built on its own (docs/decisions/016), English first: the browser's builds share
 * `outDir` (the Marathi shell is mr/app-shell.html, its chunks beside English's in assets/), and the
 * server's go to `serverOutDir` and `serverOutDir/mr`.
 */
const serverDir = (language: Language) => join(serverOutDir, languagePrefix(language).slice(1));

for (const language of LANGUAGES) {
  process.env['SHOP_LANGUAGE'] = language;
  const first = language === DEFAULT_LANGUAGE;
  await build({
    root: WEB,
    mode,
    logLevel,
    build: { outDir, emptyOutDir: first ? values.emptyOutDir : false },
  });
}

rmSync(serverOutDir, { recursive: true, force: true });
for (const language of LANGUAGES) {
  process.env['SHOP_LANGUAGE'] = language;
  const first = language === DEFAULT_LANGUAGE;
  const dir = serverDir(language);
  await build({
    root: WEB,
    mode,
    logLevel,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: dir,
      emptyOutDir: first,
      manifest: false,
      sourcemap: false,
      copyPublicDir: false,
      target: 'node22',
      rollupOptions: {
        output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
    // One self-contained bundle: the function needs no React or router of its own.
    ssr: { noExternal: true, target: 'node' },
  });
  mkdirSync(dir, { recursive: true });
  const prefix = languagePrefix(language).slice(1);
  copyFileSync(join(outDir, prefix, 'app-shell.html'), join(dir, 'template.html'));
  copyFileSync(
    join(outDir, '.vite', first ? 'manifest.json' : `manifest.${language}.json`),
    join(dir, 'manifest.json'),
  );
}
delete process.env['SHOP_LANGUAGE'];

// The browser build's files (no source maps): the stylesheets, which the server puts inside each
// page for its route (entry-server.tsx), and every script, which the function serves itself when
// Hosting holds another build's (functions/src/site-app.ts): a deploy of Hosting without the
// function, or the other way round, cannot leave a page naming files nobody serves.
mkdirSync(join(serverOutDir, 'assets'), { recursive: true });
for (const file of readdirSync(join(outDir, 'assets')).filter((name) => /\.(css|js)$/.test(name)))
  copyFileSync(join(outDir, 'assets', file), join(serverOutDir, 'assets', file));
// The same security headers as Hosting's (firebase.json), for the function's own answers; a local
// build adds its Auth emulator, as the emulator stack's copy of firebase.json does.
const { authEmulatorUrl } = parseBuildSettings(loadEnv(mode, WEB, 'VITE_'), mode);
const headers = hostingSecurityHeaders(resolve(WEB, '..', 'firebase.json'));
if (authEmulatorUrl)
  headers['Content-Security-Policy'] = withAuthEmulator(
    headers['Content-Security-Policy']!,
    new URL(authEmulatorUrl).origin,
  );
writeFileSync(join(serverOutDir, 'security-headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
