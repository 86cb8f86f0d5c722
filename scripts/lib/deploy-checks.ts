/**
 * What `firebase deploy` would refuse, or ship wrong, checked offline. Each check returns the
 * faults it finds as plain sentences (empty: all good), so tests can feed it a faulty fixture and
 * `npm run deploy:check` (scripts/deploy-check.ts) can print them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { SAMPLES } from '../../web/build/settings.js';
import { run } from './stack.js';

const require = createRequire(import.meta.url);

// ── The functions runtime ────────────────────────────────────────────────────────────────────

export interface RuntimeInfo {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}

/** firebase-tools' own table of Cloud Functions runtimes: the one its deploy enforces. */
export function firebaseToolsRuntimes(): Record<string, RuntimeInfo> {
  return (
    require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
      RUNTIMES: Record<string, RuntimeInfo>;
    }
  ).RUNTIMES;
}

export interface FirebaseJson {
  functions?: { source?: string; runtime?: string }[] | { source?: string; runtime?: string };
  hosting?: {
    public?: string;
    ignore?: string[];
    rewrites?: { source: string; function?: { functionId: string; region?: string } }[];
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  [key: string]: unknown;
}

export const functionsConfigs = (config: FirebaseJson) =>
  config.functions === undefined
    ? []
    : Array.isArray(config.functions)
      ? config.functions
      : [config.functions];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Faults of the configured runtimes: unknown to firebase-tools, decommissioned (deploys are
 * refused), or decommissioned within `marginDays` — so the next decommission breaks CI months
 * ahead instead of on launch day.
 */
export function runtimeFaults(
  runtimes: string[],
  table: Record<string, RuntimeInfo>,
  today: Date,
  marginDays = 120,
): string[] {
  const newest = Object.keys(table)
    .filter((name) => name.startsWith('nodejs'))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .at(-1);
  const advice = `Move firebase.json's runtime and functions/package.json's engines to a supported one (newest: ${newest}).`;
  return runtimes.flatMap((runtime) => {
    const info = table[runtime];
    if (!info)
      return [`firebase.json names runtime "${runtime}", which firebase-tools does not know. ${advice}`];
    const end = new Date(info.decommissionDate);
    if (today >= end)
      return [`Runtime ${info.friendly} was decommissioned on ${info.decommissionDate}. ${advice}`];
    const daysLeft = Math.floor((end.getTime() - today.getTime()) / DAY);
    if (daysLeft < marginDays)
      return [
        `Runtime ${info.friendly} is decommissioned on ${info.decommissionDate}, in ${daysLeft} days. ${advice}`,
      ];
    return [];
  });
}

/** firebase.json's runtime and functions/package.json's engines must name the same Node.js. */
export function engineFaults(runtime: string | undefined, engines: string | undefined): string[] {
  if (!runtime) return ['firebase.json names no functions runtime: name it (e.g. "nodejs22").'];
  const major = /^nodejs(\d+)$/.exec(runtime)?.[1];
  if (!major || engines !== major)
    return [
      `functions/package.json's engines.node is "${engines}", but firebase.json's runtime is ${runtime}.`,
    ];
  return [];
}

// ── firebase.json, indexes ──────────────────────────────────────────────────────────────────

interface AjvError {
  keyword: string;
  instancePath: string;
  params: unknown;
  message?: string;
}

/** firebase.json as firebase-tools validates it offline: its JSON schema and its config checks. */
export function firebaseJsonFaults(config: FirebaseJson, projectRoot: string): string[] {
  const faults: string[] = [];
  const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate.js') as {
    getValidator: () => ((data: unknown) => boolean) & { errors?: AjvError[] | null };
    getErrorMessage: (error: AjvError) => string;
  };
  const validate = getValidator();
  if (!validate(config)) {
    // anyOf branches repeat themselves: keep the most specific messages, once each.
    const messages = (validate.errors ?? []).filter((e) => e.keyword !== 'anyOf').map(getErrorMessage);
    faults.push(...new Set(messages));
  }
  const attempt = (what: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      faults.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  attempt('functions', () => {
    const projectConfig = require('firebase-tools/lib/functions/projectConfig.js') as {
      normalizeAndValidate: (config: unknown) => unknown;
    };
    projectConfig.normalizeAndValidate(config.functions);
  });
  attempt('hosting', () => {
    const hosting = require('firebase-tools/lib/hosting/config.js') as {
      validate: (configs: unknown[], options: unknown) => void;
    };
    hosting.validate([config.hosting], { projectRoot, cwd: projectRoot });
  });
  return faults;
}

/** firestore.indexes.json as firebase-tools parses it before it deploys indexes. */
export function indexFaults(indexes: unknown): string[] {
  const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
    FirestoreApi: new () => {
      validateSpec: (spec: unknown) => void;
      upgradeOldSpec: (spec: unknown) => unknown;
    };
  };
  const api = new FirestoreApi();
  try {
    api.validateSpec(api.upgradeOldSpec(indexes));
    return [];
  } catch (error) {
    return [`firestore.indexes.json: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** The issues the Firestore emulator found compiling firestore.rules (it calls some warnings). */
export function rulesFaults(answer: {
  issues?: { description: string; sourcePosition?: { line?: number } }[];
}) {
  return (answer.issues ?? []).map(
    (issue) => `firestore.rules line ${issue.sourcePosition?.line ?? '?'}: ${issue.description}`,
  );
}

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
  ...SAMPLES.VITE_SHOP_ADDRESS.split('|')
    .map((line) => line.trim())
    .filter((line) => /sample/i.test(line)),
];

/** The storefront's shell in a web build (web/build/build.ts renames Vite's index.html). */
export const SHELL = 'app-shell.html';

/**
 * The server's build of the storefront that the `site` function deploys with (functions/site):
 * complete, from the same build as the web/dist beside it (its template is that build's shell,
 * so the pages it writes name files Hosting has), and as free of local values as web/dist.
 */
export function siteBundleFaults(serverDir: string, distDir: string): string[] {
  const missing = ['entry-server.mjs', 'template.html', 'manifest.json'].filter(
    (file) => !existsSync(join(serverDir, file)),
  );
  if (missing.length > 0)
    return [
      `${serverDir} misses ${missing.join(', ')}: build the storefront (npm run build --workspace web).`,
    ];
  const faults: string[] = [];
  const shell = join(distDir, SHELL);
  if (
    !existsSync(shell) ||
    readFileSync(shell, 'utf8') !== readFileSync(join(serverDir, 'template.html'), 'utf8')
  )
    faults.push(
      `${serverDir} is not from the same build as ${distDir}: deploy Hosting and Functions together.`,
    );
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
      faults.push(`${file} carries the emulator test hooks (lib/emulator-hooks.ts).`);
    for (const sample of SAMPLE_STRINGS)
      if (content.includes(sample)) faults.push(`${file} carries the sample value "${sample}".`);
  }
  faults.push(...metaCspFaults(readFileSync(join(dir, SHELL), 'utf8'), authDomain));
  // Crawlers need the sitemap's absolute address; a local build can only name its path.
  const robots = existsSync(join(dir, 'robots.txt')) ? readFileSync(join(dir, 'robots.txt'), 'utf8') : '';
  if (!/^Sitemap: https:\/\/[^/\s]+\/sitemap\.xml$/m.test(robots))
    faults.push('robots.txt does not name the sitemap by the shop’s https address (VITE_SITE_URL).');
  return faults;
}

// ── The functions' dependencies, as installed ───────────────────────────────────────────────

/**
 * Every dependency edge Node follows at run time from the package in `dir`: "from → name@version",
 * found on disk the way `require` finds them (own node_modules first, then each parent's).
 * Optional dependencies that are not installed, and optional peers, are skipped.
 */
export function installedEdges(dir: string, stopAt: string): Set<string> {
  const edges = new Set<string>();
  const seen = new Set<string>();
  const visit = (packageDir: string, label: string) => {
    if (seen.has(packageDir)) return;
    seen.add(packageDir);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    const optional = new Set(Object.keys(manifest.optionalDependencies ?? {}));
    const wanted = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...optional,
      ...Object.keys(manifest.peerDependencies ?? {}).filter(
        (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
      ),
    ];
    for (const name of new Set(wanted)) {
      let found: string | undefined;
      for (let up = packageDir; ; up = join(up, '..')) {
        const candidate = join(up, 'node_modules', name);
        if (existsSync(join(candidate, 'package.json'))) {
          found = candidate;
          break;
        }
        if (up === stopAt || up === '/') break;
      }
      if (!found) {
        if (optional.has(name)) continue;
        edges.add(`${label} → ${name} MISSING`);
        continue;
      }
      const { version } = JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')) as {
        version: string;
      };
      const target = `${name}@${version}`;
      edges.add(`${label} → ${target}`);
      visit(found, target);
    }
  };
  visit(dir, '(functions)');
  return edges;
}

/** Differences between what the tests resolve and what the isolated install resolves. */
export function driftFaults(tested: Set<string>, deployed: Set<string>): string[] {
  const faults: string[] = [];
  for (const edge of tested)
    if (!deployed.has(edge)) faults.push(`Deployed install differs from the tested one: lacks ${edge}`);
  for (const edge of deployed)
    if (!tested.has(edge)) faults.push(`Deployed install differs from the tested one: has ${edge}`);
  return faults;
}

// ── The built function ──────────────────────────────────────────────────────────────────────

export interface LoadedFunctions {
  node: string;
  exports: Record<string, { platform?: string; region?: string[]; httpsTrigger?: unknown } | null>;
}

/** The loaded entry point must export `api` as an HTTPS function where Hosting's rewrite sends /api. */
export function loadedFunctionFaults(
  loaded: LoadedFunctions,
  config: FirebaseJson,
  nodeMajor: string,
): string[] {
  const faults: string[] = [];
  if (!loaded.node.startsWith(`v${nodeMajor}.`))
    faults.push(`The function was loaded on Node ${loaded.node}, not on the runtime's Node ${nodeMajor}.`);
  for (const rewrite of config.hosting?.rewrites ?? []) {
    if (!rewrite.function) continue;
    const { functionId, region = 'us-central1' } = rewrite.function;
    const endpoint = loaded.exports[functionId];
    if (!endpoint) {
      faults.push(
        `Hosting rewrites ${rewrite.source} to "${functionId}", which the built functions do not export.`,
      );
      continue;
    }
    if (!endpoint.httpsTrigger) faults.push(`"${functionId}" is not an HTTPS function.`);
    if (!endpoint.region?.includes(region))
      faults.push(
        `Hosting sends ${rewrite.source} to ${region}, but "${functionId}" runs in ${endpoint.region}.`,
      );
  }
  return faults;
}

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
