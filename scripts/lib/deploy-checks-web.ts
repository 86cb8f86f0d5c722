/**
 * The storefront as it ships, checked offline: the Content-Security-Policy (firebase.json's header
 * and the shell's <meta>), a production web/dist and the site function's server build beside it;
 * and the deploy check's own production build, with settings that are never deployed. The index
 * of all the checks is scripts/lib/deploy-checks.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SAMPLES } from '../../web/build/settings.js';
import type { FirebaseJson } from './deploy-checks-config.js';
import { run } from './project.js';
import { LANGUAGES, languagePrefix } from '../../functions/src/contract/languages.js';

// ── Content-Security-Policy ─────────────────────────────────────────────────────────────────

const LOOPBACK = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\[::1\]/i;

export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The header policies of firebase.json's Hosting: no local address may reach shoppers. */
export function headerCspFaults(config: FirebaseJson): string[] {
  const policies = (config.hosting?.headers ?? [])
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key.toLowerCase() === 'content-security-policy');
  if (policies.length === 0) return ['firebase.json sends no Content-Security-Policy header.'];
  return policies.flatMap((header) =>
    LOOPBACK.test(header.value)
      ? [
          `firebase.json's Content-Security-Policy names a local address (${LOOPBACK.exec(header.value)![0]}).`,
        ]
      : [],
  );
}

/** The <meta> policy of a production app-shell.html: frame-src exactly the auth domain and reCAPTCHA. */
export function metaCspFaults(html: string, authDomain: string): string[] {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  if (!meta)
    return ['app-shell.html has no Content-Security-Policy <meta> narrowing frame-src to the auth domain.'];
  const faults: string[] = [];
  if (LOOPBACK.test(meta[1]!)) faults.push(`app-shell.html's Content-Security-Policy names a local address.`);
  const frames = parseCsp(meta[1]!).get('frame-src') ?? [];
  const allowed = [
    `https://${authDomain}`,
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ];
  const extra = frames.filter((source) => !allowed.includes(source));
  if (extra.length > 0)
    faults.push(`app-shell.html's frame-src allows more than the auth domain: ${extra.join(' ')}.`);
  if (!frames.includes(`https://${authDomain}`))
    faults.push(`app-shell.html's frame-src misses https://${authDomain}.`);
  return faults;
}

// ── The production web/dist ─────────────────────────────────────────────────────────────────

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** Strings only a local build carries: the sample owner details of web/build/settings.ts. */
const SAMPLE_STRINGS = [
  SAMPLES.VITE_SHOP_PHONE,
  SAMPLES.VITE_SHOP_WHATSAPP,
  SAMPLES.VITE_SHOP_EMAIL,
  SAMPLES.VITE_SHOP_ORDERS_EMAIL,
  // The UPI id the seed once wrote (the id itself now lives only in settings/shop).
  'sample@upi',
  ...[SAMPLES.VITE_SHOP_ADDRESS, SAMPLES.VITE_SHOP_ADDRESS_MR]
    .flatMap((address) => address.split('|'))
    .map((line) => line.trim())
    .filter((line) => /sample|नमुना/i.test(line)),
];

/** The storefront's shell in a web build (web/build/build.ts renames Vite's index.html). */
export const SHELL = 'app-shell.html';

/**
 * The server's build of the storefront that the `site` function deploys with (functions/site):
 * complete, from the same build as the web/dist beside it (its template is that build's shell,
 * so the pages it writes name files Hosting has), and as free of local values as web/dist.
 */
export function siteBundleFaults(serverDir: string, distDir: string): string[] {
  // Each language's build (docs/decisions/016): English in the folders themselves, Marathi in mr/.
  const folders = LANGUAGES.map((language) => languagePrefix(language).slice(1));
  const missing = folders.flatMap((folder) =>
    ['entry-server.mjs', 'template.html', 'manifest.json']
      .map((file) => join(folder, file))
      .filter((file) => !existsSync(join(serverDir, file))),
  );
  if (missing.length > 0)
    return [
      `${serverDir} misses ${missing.join(', ')}: build the storefront (npm run build --workspace web).`,
    ];
  const faults: string[] = [];
  for (const folder of folders) {
    const shell = join(distDir, folder, SHELL);
    if (
      !existsSync(shell) ||
      readFileSync(shell, 'utf8') !== readFileSync(join(serverDir, folder, 'template.html'), 'utf8')
    )
      faults.push(
        `${join(serverDir, folder)} is not from the same build as ${join(distDir, folder)}: deploy Hosting and Functions together.`,
      );
  }
  const headersFile = join(serverDir, 'security-headers.json');
  const csp = existsSync(headersFile)
    ? ((JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>)['Content-Security-Policy'] ??
      '')
    : '';
  if (!csp.includes("frame-ancestors 'none'"))
    faults.push(
      `${serverDir}/security-headers.json has no Content-Security-Policy of firebase.json's: build the storefront (npm run build --workspace web).`,
    );
  if (LOOPBACK.test(csp))
    faults.push(`${serverDir}/security-headers.json names a local address: it is a local build's.`);
  for (const path of filesIn(serverDir)) {
    if (!/\.(mjs|html)$/.test(path)) continue;
    const content = readFileSync(path, 'utf8');
    for (const sample of SAMPLE_STRINGS)
      if (content.includes(sample))
        faults.push(`${relative(serverDir, path)} carries the sample value "${sample}".`);
  }
  return faults;
}

/**
 * What must not be in a production web/dist (Hosting serves all of it): source maps, the
 * emulator-hooks chunk, sample owner details, a CSP that names a local address or frames more
 * than this project's auth domain; and what must be: a robots.txt naming the sitemap absolutely.
 */
export function distFaults(dir: string, authDomain: string): string[] {
  if (!existsSync(join(dir, SHELL))) return [`${dir} has no ${SHELL}: is it a web build?`];
  const faults: string[] = [];
  for (const path of filesIn(dir)) {
    const file = relative(dir, path);
    if (file.endsWith('.map')) {
      faults.push(`Source map ${file} would be served to anyone.`);
      continue;
    }
    if (!/\.(js|css|html)$/.test(file)) continue;
    const content = readFileSync(path, 'utf8');
    if (/[#@] sourceMappingURL=/.test(content)) faults.push(`${file} points at a source map.`);
    if (/emulator-hooks/.test(file) || content.includes('__emulatorSignInWithGoogle'))
      faults.push(`${file} carries the emulator test hooks (platform/emulator-hooks.ts).`);
    for (const sample of SAMPLE_STRINGS)
      if (content.includes(sample)) faults.push(`${file} carries the sample value "${sample}".`);
  }
  for (const language of LANGUAGES) {
    const shell = join(dir, languagePrefix(language).slice(1), SHELL);
    if (!existsSync(shell))
      faults.push(`${dir} has no ${relative(dir, shell)}: the ${language} pages' shell.`);
    else faults.push(...metaCspFaults(readFileSync(shell, 'utf8'), authDomain));
  }
  // Crawlers need the sitemap's absolute address; a local build can only name its path.
  const robots = existsSync(join(dir, 'robots.txt')) ? readFileSync(join(dir, 'robots.txt'), 'utf8') : '';
  if (!/^Sitemap: https:\/\/[^/\s]+\/sitemap\.xml$/m.test(robots))
    faults.push('robots.txt does not name the sitemap by the shop’s https address (VITE_SITE_URL).');
  return faults;
}

// ── The deploy check's own production build ─────────────────────────────────────────────────

/**
 * Settings for the deploy check's own production build, into a temporary folder that is never
 * deployed (`firebase deploy` rebuilds web/dist from the owner's web/.env.production.local).
 * Valid in form, unreachable in fact: reserved .invalid mail, zero-filled numbers.
 */
export const DEPLOY_CHECK_SAMPLE_ENV: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'deploy-check-sample-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'karad-organic-deploy-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'karad-organic-deploy-check',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-DEPLOYCHECK',
  VITE_SHOP_PHONE: '+91 00000 00001',
  VITE_SHOP_WHATSAPP: '910000000001',
  VITE_SHOP_EMAIL: 'shop@deploy-check.invalid',
  VITE_SHOP_ORDERS_EMAIL: 'orders@deploy-check.invalid',
  VITE_SHOP_ADDRESS: 'Deploy check | Karad | Maharashtra 415110',
  VITE_SHOP_FSSAI_LICENCE: '00000000000001',
  VITE_SHOP_ORGANIC_CERTIFICATE: 'DEPLOY-CHECK-CERTIFICATE',
  VITE_SITE_URL: 'https://deploy-check.invalid',
};

/**
 * A build of the storefront in `mode` into `outDir` (never web/dist), with `env` on top; its
 * server bundle goes to `outDir`-server (never functions/site).
 */
export function buildWeb(outDir: string, mode: string, env: Record<string, string>): void {
  const args = [
    '--mode',
    mode,
    '--outDir',
    outDir,
    '--serverOutDir',
    `${outDir}-server`,
    '--logLevel',
    'warn',
  ];
  run(
    'npm',
    ['run', 'build', '--workspace', 'web', '--silent', '--', ...args],
    { ...process.env, ...env },
    true,
  );
}
