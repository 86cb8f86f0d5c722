/**
 * What `firebase deploy` would refuse, or ship wrong, checked offline. Each check returns the
 * faults it finds as plain sentences (empty: all good), so tests can feed it a faulty fixture and
 * `npm run deploy:check` (scripts/deploy-check.ts) can print them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { SAMPLES } from '../../web/build/settings.js';
import { parseConfig } from '../../functions/src/lib/config.js';
import { upiProblem, type ShopSettings } from '../../functions/src/contract/settings.js';
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

const firebaseToolsVersion = () => (require('firebase-tools/package.json') as { version: string }).version;

export interface FirebaseJson {
  functions?: { source?: string; runtime?: string }[] | { source?: string; runtime?: string };
  hosting?: {
    public?: string;
    ignore?: string[];
    rewrites?: { source: string; function?: { functionId: string; region?: string } }[];
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  /** Extension instances: instance id → "publisher/extension@version". */
  extensions?: Record<string, unknown>;
  [key: string]: unknown;
}

export const functionsConfigs = (config: FirebaseJson) =>
  config.functions === undefined
    ? []
    : Array.isArray(config.functions)
      ? config.functions
      : [config.functions];

const DAY = 24 * 60 * 60 * 1000;

/** What a check found: faults stop a deploy; warnings are printed and let it go ahead. */
export interface Findings {
  faults: string[];
  warnings: string[];
}

/** firebase-tools itself starts warning 90 days before a runtime's deprecation date. */
export const RUNTIME_WARN_DAYS = 90;
/** Months of notice for the next decommission: CI turns red long before deploys are refused. */
export const RUNTIME_FAIL_DAYS = 120;

/**
 * The configured runtimes against firebase-tools' table. Faults: unknown to firebase-tools,
 * decommissioned (deploys are refused), or from `RUNTIME_FAIL_DAYS` before the decommission
 * date on. Warnings: from `RUNTIME_WARN_DAYS` before the deprecation date on (when firebase-tools'
 * own deploy starts warning), so the move is planned while deploys still work.
 */
export function runtimeFindings(
  runtimes: string[],
  table: Record<string, RuntimeInfo>,
  today: Date,
): Findings {
  const newest = Object.keys(table)
    .filter((name) => name.startsWith('nodejs'))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .at(-1);
  const advice = (runtime: string) =>
    runtime === newest
      ? `firebase-tools ${firebaseToolsVersion()} knows no newer runtime: update it (npm install -D firebase-tools@latest), then move firebase.json's runtime and functions/package.json's engines to its newest.`
      : `Move firebase.json's runtime and functions/package.json's engines to a supported one (newest: ${newest}).`;
  const findings: Findings = { faults: [], warnings: [] };
  const daysUntil = (date: Date) => Math.ceil((date.getTime() - today.getTime()) / DAY);
  for (const runtime of runtimes) {
    const info = table[runtime];
    if (!info) {
      findings.faults.push(
        `firebase.json names runtime "${runtime}", which firebase-tools does not know. ${advice(runtime)}`,
      );
      continue;
    }
    const decommission = new Date(info.decommissionDate);
    const deprecation = new Date(info.deprecationDate);
    if (today >= decommission)
      findings.faults.push(
        `Runtime ${info.friendly} was decommissioned on ${info.decommissionDate}. ${advice(runtime)}`,
      );
    else if (today.getTime() >= decommission.getTime() - RUNTIME_FAIL_DAYS * DAY)
      findings.faults.push(
        `Runtime ${info.friendly} is decommissioned on ${info.decommissionDate}, in ${daysUntil(decommission)} days. ${advice(runtime)}`,
      );
    else if (today >= deprecation)
      findings.warnings.push(
        `Runtime ${info.friendly} was deprecated on ${info.deprecationDate}; deploys stop on ${info.decommissionDate}. ${advice(runtime)}`,
      );
    else if (today.getTime() >= deprecation.getTime() - RUNTIME_WARN_DAYS * DAY)
      findings.warnings.push(
        `Runtime ${info.friendly} is deprecated on ${info.deprecationDate}, in ${daysUntil(deprecation)} days; deploys stop on ${info.decommissionDate}. ${advice(runtime)}`,
      );
  }
  return findings;
}

/** The faults of `runtimeFindings` alone: what stops a deploy. */
export const runtimeFaults = (runtimes: string[], table: Record<string, RuntimeInfo>, today: Date) =>
  runtimeFindings(runtimes, table, today).faults;

/** firebase.json's runtime and functions/package.json's engines must name the same Node.js. */
export function engineFaults(runtime: string | undefined, engines: string | undefined): string[] {
  if (!runtime) return ['firebase.json names no functions runtime: name it (e.g. "nodejs24").'];
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
  // firebase-tools' generated schema gives "extensions" no properties and forbids any, so it
  // rejects the very entries `firebase ext:install` writes (instance id → "publisher/name@version"),
  // and, as it stops at its first error, would hide every later one. firebase-tools itself only
  // logs schema errors at debug level. The entries are checked here and by mailExtensionFindings.
  const { extensions, ...withoutExtensions } = config;
  for (const [id, ref] of Object.entries(extensions ?? {}))
    if (typeof ref !== 'string')
      faults.push(
        `firebase.json's extensions.${id} is ${JSON.stringify(ref)}, not "publisher/name@version".`,
      );
  if (!validate(withoutExtensions)) {
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

// ── The new-order e-mail extension ──────────────────────────────────────────────────────────

/** The "Trigger Email from Firestore" extension as firebase.json declares it (instance id = ref's name). */
export const MAIL_EXTENSION = 'firestore-send-email';
const MAIL_EXTENSION_REF = /^firebase\/firestore-send-email@(\d+\.\d+\.\d+)$/;
/** The collection the API writes its mails to (functions/src/mail/mail.repository.ts). */
export const MAIL_COLLECTION = 'mail';
/** The shop's Firestore database, functions and the extension all live in Mumbai. */
export const SHOP_LOCATION = 'asia-south1';
export const MAIL_EXTENSION_ENV = `extensions/${MAIL_EXTENSION}.env`;
/** What the owner fills in (their mail provider); empty in the repository. */
export const MAIL_OWNER_PARAMS = ['SMTP_CONNECTION_URI', 'DEFAULT_FROM'] as const;

/** An extension's .env as `firebase deploy` reads it (firebase-tools' own dotenv parser). */
export function parseExtensionEnv(text: string): { params: Record<string, string>; errors: string[] } {
  const { parse } = require('firebase-tools/lib/functions/env.js') as {
    parse: (data: string) => { envs: Record<string, string>; errors: string[] };
  };
  const { envs, errors } = parse(text.trim());
  return { params: envs, errors };
}

/** The owner's parameters that are still empty: no mail can be sent until they are filled in. */
export const unfilledMailParams = (params: Record<string, string>) =>
  MAIL_OWNER_PARAMS.filter((name) => !params[name]?.trim());

/**
 * The e-mail extension, checked before a deploy: declared in firebase.json at a pinned version
 * (a range or "latest" would install whatever is newest on the day of a rollback), and its .env
 * pointing it at this shop's `mail` collection in asia-south1 with the SMTP password kept in
 * Secret Manager. Warnings: the owner's SMTP settings are still empty (`npm run deploy` refuses
 * them; CI has none).
 */
export function mailExtensionFindings(config: FirebaseJson, envText: string | undefined): Findings {
  const findings: Findings = { faults: [], warnings: [] };
  const { faults } = findings;
  const declared = config.extensions?.[MAIL_EXTENSION];
  if (declared === undefined)
    faults.push(
      `firebase.json declares no "${MAIL_EXTENSION}" extension: new-order e-mails would never be sent. Add "extensions": { "${MAIL_EXTENSION}": "firebase/${MAIL_EXTENSION}@<version>" }.`,
    );
  else if (typeof declared !== 'string' || !MAIL_EXTENSION_REF.test(declared))
    faults.push(
      `firebase.json's "${MAIL_EXTENSION}" is ${JSON.stringify(declared)}: pin it to one version, e.g. "firebase/${MAIL_EXTENSION}@0.2.7".`,
    );
  if (envText === undefined) {
    faults.push(
      `${MAIL_EXTENSION_ENV} is missing: firebase deploy reads the extension's parameters from it.`,
    );
    return findings;
  }
  const { params, errors } = parseExtensionEnv(envText);
  for (const line of errors) faults.push(`${MAIL_EXTENSION_ENV}: cannot read the line "${line}".`);
  const expect = (name: string, wanted: string, why: string) => {
    if (params[name] !== wanted)
      faults.push(
        `${MAIL_EXTENSION_ENV}: ${name} is ${JSON.stringify(params[name] ?? null)}, not ${wanted} (${why}).`,
      );
  };
  expect('MAIL_COLLECTION', MAIL_COLLECTION, 'the collection the API writes new-order mails to');
  expect('DATABASE', '(default)', "the shop's Firestore database");
  expect('DATABASE_REGION', SHOP_LOCATION, "the location of the shop's Firestore database");
  expect('firebaseextensions.v1beta.function/location', SHOP_LOCATION, "where the extension's function runs");
  // Deploys fill in no defaults: every parameter the extension requires must be here.
  for (const name of ['AUTH_TYPE', 'TTL_EXPIRE_TYPE', 'TTL_EXPIRE_VALUE', ...MAIL_OWNER_PARAMS])
    if (!(name in params))
      faults.push(`${MAIL_EXTENSION_ENV} does not name ${name}, which the extension requires.`);
  const password = params['SMTP_PASSWORD'] ?? '';
  if (!/^projects\/[^/]+\/secrets\/[^/]+\/versions\/[^/]+$/.test(password))
    faults.push(
      `${MAIL_EXTENSION_ENV}: SMTP_PASSWORD must name a Secret Manager secret (projects/\${param:PROJECT_NUMBER}/secrets/<name>/versions/latest), never the password itself.`,
    );
  const uri = params['SMTP_CONNECTION_URI']?.trim() ?? '';
  // The user part may itself hold an @ (user@example.com@smtp.example.com:465): it ends at the last one.
  const smtp = /^smtps?:\/\/(?:(\S*)@)?[^\s:@/]+:\d+(?:\?\S*)?$/.exec(uri);
  if (uri && !smtp)
    faults.push(
      `${MAIL_EXTENSION_ENV}: SMTP_CONNECTION_URI "${uri}" is not smtps://user@host:port (or smtp://…:587).`,
    );
  if (smtp?.[1]?.includes(':'))
    faults.push(
      `${MAIL_EXTENSION_ENV}: SMTP_CONNECTION_URI holds a password: remove it (the first deploy asks for it and keeps it in Secret Manager).`,
    );
  const from = params['DEFAULT_FROM']?.trim() ?? '';
  const address = '[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@.]{2,}';
  if (from && !new RegExp(`^(?:${address}|[^<>]*<${address}>)$`).test(from))
    faults.push(
      `${MAIL_EXTENSION_ENV}: DEFAULT_FROM "${from}" is not an address such as Karad Organic <orders@yourfarm.in>.`,
    );
  // The README's own examples are samples: mail would go nowhere, or to someone else's domain.
  for (const name of MAIL_OWNER_PARAMS) {
    const value = params[name] ?? '';
    if (/\bsmtp\.example\.com\b|\byourfarm\.in\b/i.test(value))
      faults.push(
        `${MAIL_EXTENSION_ENV}: ${name} is still the README's example ("${value}"): use your mail provider's settings.`,
      );
  }
  const unfilled = unfilledMailParams(params);
  if (unfilled.length > 0)
    findings.warnings.push(
      `${MAIL_EXTENSION_ENV}: ${unfilled.join(' and ')} ${unfilled.length > 1 ? 'are' : 'is'} empty: fill in your mail provider's settings before \`npm run deploy\` (it refuses until then).`,
    );
  return findings;
}

// ── What a real shop starts with ────────────────────────────────────────────────────────────

/**
 * The settings `npm run seed -- --real` writes for a new shop (DEFAULT_SHOP_SETTINGS) hold no
 * payment detail that is a sample: its UPI id is not set (the owner sets it in the back office),
 * never a placeholder that shoppers would pay to.
 */
export function seedSettingsFaults(settings: ShopSettings): string[] {
  const problem = upiProblem(settings.upi);
  if (problem === 'notSet' || problem === null) return [];
  return [
    `The settings a real shop is seeded with name a ${problem} UPI id ("${settings.upi.id}"): a new shop must start with none (functions/src/contract/settings.ts DEFAULT_SHOP_SETTINGS).`,
  ];
}

/**
 * functions/.env, which Cloud Functions reads at deploy: a value the function would refuse at
 * start (it stops with a message in its logs) is refused here, before the deploy.
 */
export function functionsEnvFaults(text: string | undefined): string[] {
  if (text === undefined) return [];
  const env = Object.fromEntries(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line.includes('='))
      .map((line) => {
        const at = line.indexOf('=');
        return [
          line.slice(0, at).trim(),
          line
            .slice(at + 1)
            .trim()
            .replace(/^(['"])(.*)\1$/, '$2'),
        ];
      }),
  );
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    return [`functions/.env: ${error instanceof Error ? error.message : String(error)}`];
  }
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
