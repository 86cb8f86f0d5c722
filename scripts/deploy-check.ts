/**
 * `npm run deploy:check`: everything `firebase deploy` does, or depends on, that can be checked
 * without a network or a Firebase project. CI runs it; run it before every deploy.
 *
 *  1. the functions runtime is one firebase-tools still deploys, for at least 120 more days (a
 *     warning from 90 days before it is deprecated);
 *  2. firebase.json and firestore.indexes.json pass firebase-tools' own validation, and the CSP
 *     header names no local address;
 *  2b. the new-order e-mail extension is declared at a pinned version, and its parameters point
 *     it at the `mail` collection in asia-south1 (a warning while the SMTP settings are empty; the
 *     README's example values are refused);
 *  2c. a real shop is seeded with no sample payment detail (no UPI id until the owner sets one),
 *     and functions/.env holds only values the functions accept at start;
 *  3. functions/package-lock.json is current (npm run lock:functions);
 *  4. a production build of the storefront, with the owner's web/.env.production.local or else a
 *     sample, carries nothing local (no source maps, emulator hooks, sample details, local CSP);
 *  5. functions/ alone installs from its lockfile as Cloud Build does (`npm ci --omit=dev`), gets
 *     the versions the tests ran, and its built entry point loads on the runtime's Node major and
 *     exports the `api` function that Hosting's rewrite names;
 *  6. firestore.rules compile without an issue on the Firestore emulator.
 *
 * Exits 1 with every fault listed when anything would break the deploy; warnings are printed and
 * do not fail it. `npm run deploy` (scripts/deploy.ts) runs this before it deploys.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { FUNCTIONS_LOCK, functionsLockState, staleLockfileFault } from './lib/functions-lock-state.js';
import {
  DEPLOY_CHECK_SAMPLE_ENV,
  buildWeb,
  distFaults,
  functionsEnvFaults,
  seedSettingsFaults,
  siteBundleFaults,
  driftFaults,
  engineFaults,
  firebaseJsonFaults,
  firebaseToolsRuntimes,
  functionsConfigs,
  headerCspFaults,
  indexFaults,
  installedEdges,
  loadedFunctionFaults,
  MAIL_EXTENSION_ENV,
  mailExtensionFindings,
  rulesFaults,
  runtimeFindings,
  type FirebaseJson,
  type Findings,
  type LoadedFunctions,
} from './lib/deploy-checks.js';
import { ROOT, run } from './lib/project.js';
import { startStack } from './lib/stack.js';
import { freePorts } from './lib/stack-config.js';
import { DEFAULT_SHOP_SETTINGS } from '../functions/src/contract/settings.js';

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;
const config = readJson<FirebaseJson>('firebase.json');
const runtime = functionsConfigs(config)[0]?.runtime;
const nodeMajor = runtime?.replace('nodejs', '') ?? '24';
const work = mkdtempSync(join(tmpdir(), 'karad-deploy-check-'));
let failed = 0;

/** A check's faults, or its faults and warnings (printed with ! and not counted as problems). */
async function step(title: string, check: () => string[] | Findings | Promise<string[] | Findings>) {
  const started = Date.now();
  let faults: string[];
  let warnings: string[] = [];
  try {
    const found = await check();
    ({ faults, warnings } = Array.isArray(found) ? { faults: found, warnings } : found);
  } catch (error) {
    faults = [error instanceof Error ? error.message : String(error)];
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${faults.length > 0 ? '✗' : warnings.length > 0 ? '!' : '✓'} ${title} (${seconds} s)`);
  // Stack traces of the tools run (vite's config error, say) say nothing an owner can act on.
  const readable = (fault: string) =>
    fault
      .split('\n')
      .filter((line) => !/^\s+at /.test(line))
      .join('\n    ');
  for (const fault of faults) console.log(`    ${readable(fault)}`);
  for (const warning of warnings) console.log(`    warning: ${readable(warning)}`);
  failed += faults.length;
}

async function main() {
  await step(`Functions runtime ${runtime} is supported for at least 120 more days`, () => {
    const { faults, warnings } = runtimeFindings(
      functionsConfigs(config).map((c) => c.runtime ?? '(none)'),
      firebaseToolsRuntimes(),
      new Date(),
    );
    const engines = readJson<{ engines?: { node?: string } }>('functions/package.json').engines?.node;
    return { faults: [...faults, ...engineFaults(runtime, engines)], warnings };
  });

  await step("firebase.json, firestore.indexes.json and the CSP header pass firebase-tools' checks", () => [
    ...firebaseJsonFaults(config, ROOT),
    ...indexFaults(readJson('firestore.indexes.json')),
    ...headerCspFaults(config),
  ]);

  await step(
    `The new-order e-mail extension is declared and set for the mail collection in asia-south1`,
    () =>
      mailExtensionFindings(
        config,
        existsSync(join(ROOT, MAIL_EXTENSION_ENV))
          ? readFileSync(join(ROOT, MAIL_EXTENSION_ENV), 'utf8')
          : undefined,
      ),
  );

  await step(
    'A real shop starts with no sample payment details, and functions/.env is one the functions accept',
    () => [
      ...seedSettingsFaults(DEFAULT_SHOP_SETTINGS),
      ...functionsEnvFaults(
        existsSync(join(ROOT, 'functions', '.env'))
          ? readFileSync(join(ROOT, 'functions', '.env'), 'utf8')
          : undefined,
      ),
    ],
  );

  await step(`${FUNCTIONS_LOCK} is current`, () => {
    const { expected, committed } = functionsLockState(ROOT);
    const fault = staleLockfileFault(expected, committed, FUNCTIONS_LOCK);
    return fault ? [fault] : [];
  });

  // The owner's own settings when there are any (so this also checks them before a deploy),
  // else the sample: either way the build goes to a temporary folder, never to web/dist.
  const ownerEnv = loadEnv('production', join(ROOT, 'web'), 'VITE_');
  const useOwner = Object.keys(ownerEnv).length > 0;
  const webEnv = useOwner ? {} : DEPLOY_CHECK_SAMPLE_ENV;
  const authDomain = (useOwner ? ownerEnv : webEnv)['VITE_FIREBASE_AUTH_DOMAIN'] ?? '';
  await step(
    `Production web build (${useOwner ? 'your web/.env.production.local' : 'sample settings'}) carries nothing local`,
    () => {
      const dist = join(work, 'web-dist');
      buildWeb(dist, 'production', webEnv);
      return [...distFaults(dist, authDomain), ...siteBundleFaults(`${dist}-server`, dist)];
    },
  );

  await step(`functions/ installs alone from its lockfile, as tested, and loads on Node ${nodeMajor}`, () => {
    if (!existsSync(join(ROOT, FUNCTIONS_LOCK))) return [`Not tried: ${FUNCTIONS_LOCK} is missing (above).`];
    const source = join(work, 'functions');
    // What `firebase deploy` uploads (firebase.json ignores src/, tsconfig and node_modules): the
    // build goes straight there, never to functions/lib, which a running emulator may be loading.
    run(
      'npx',
      ['tsc', '-p', 'functions/tsconfig.build.json', '--outDir', join(source, 'lib')],
      process.env,
      true,
    );
    for (const path of ['package.json', 'package-lock.json'])
      cpSync(join(ROOT, 'functions', path), join(source, path));
    // The storefront's server build, as `npm run build --workspace web` leaves it in functions/site.
    const site = join(work, 'web-dist-server');
    if (existsSync(site)) cpSync(site, join(source, 'site'), { recursive: true });
    // Cloud Build runs `npm ci` with NODE_ENV=production (firebase-tools asks it to run no build
    // script), i.e. production dependencies only, exactly from the lockfile.
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: source,
      encoding: 'utf8',
    });
    if (install.status !== 0) return [`npm ci in the uploaded functions/ failed:\n${install.stderr}`];
    const faults = driftFaults(installedEdges(join(ROOT, 'functions'), ROOT), installedEdges(source, source));
    const probe = join(work, 'probe.cjs');
    writeFileSync(
      probe,
      `const m = require(${JSON.stringify(join(source, 'lib', 'index.js'))});
       const found = Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v && v.__endpoint ? v.__endpoint : null]));
       // The site function's render, on this Node: /about needs no data it cannot do without.
       const { loadSiteBundle } = require(${JSON.stringify(join(source, 'lib', 'site', 'site-bundle.js'))});
       loadSiteBundle()
         .then((b) => b.entry.renderPage({ path: '/about',
           template: b.template, manifest: b.manifest, styles: b.styles, fetchAnswer: async () => ({ ok: false, status: 503, message: '' }) })
           .then((page) => ({ status: page.status, h1: /<h1[^>]*>([^<]*)</.exec(page.html)?.[1] ?? null,
             origin: b.entry.siteOrigin, canonical: /<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1] ?? null })))
         .then((render) => render, (error) => ({ error: String(error) }))
         .then((render) => console.log(JSON.stringify({ node: process.version, exports: found, render })));`,
    );
    const load = spawnSync('npx', ['-y', '-p', `node@${nodeMajor}`, 'node', probe], {
      cwd: source,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'demo-deploy-check', METADATA_SERVER_DETECTION: 'none' },
    });
    if (load.status !== 0)
      return [...faults, `Loading functions/lib/index.js on Node ${nodeMajor} failed:\n${load.stderr}`];
    const loaded = JSON.parse(load.stdout.trim().split('\n').at(-1)!) as LoadedFunctions & {
      render: {
        status?: number;
        h1?: string | null;
        origin?: string;
        canonical?: string | null;
        error?: string;
      };
    };
    const render = loaded.render;
    const renderFaults =
      render.status === 200 && render.h1
        ? []
        : [
            `The site function could not render /about on Node ${nodeMajor}: ${render.error ?? JSON.stringify(render)}`,
          ];
    // Every absolute URL a page names starts with the build's VITE_SITE_URL, never a request's host.
    if (
      !render.error &&
      (!render.origin?.startsWith('https://') || render.canonical !== `${render.origin}/about`)
    )
      renderFaults.push(
        `The site function's pages do not name the shop's https address (VITE_SITE_URL): origin ${render.origin}, canonical ${render.canonical}.`,
      );
    return [...faults, ...loadedFunctionFaults(loaded, config, nodeMajor), ...renderFaults];
  });

  await step('firestore.rules compile without issues (Firestore emulator)', async () => {
    const stack = await startStack({
      name: 'deploy-check',
      projectId: 'demo-deploy-check',
      ports: await freePorts(),
      only: [],
    });
    try {
      const answer = await fetch(
        `http://127.0.0.1:${stack.ports.firestore}/emulator/v1/projects/demo-deploy-check:securityRules`,
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            rules: {
              files: [
                { name: 'firestore.rules', content: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') },
              ],
            },
          }),
        },
      );
      const body = (await answer.json()) as Parameters<typeof rulesFaults>[0] & {
        error?: { message?: string };
      };
      if (!answer.ok)
        return [`The emulator refused firestore.rules: ${body.error?.message ?? answer.status}`];
      return rulesFaults(body);
    } finally {
      await stack.stop();
    }
  });

  rmSync(work, { recursive: true, force: true });
  if (failed > 0) {
    console.log(`\n${failed} problem(s): fix them before \`npm run deploy\`.`);
    process.exit(1);
  }
  console.log('\nReady to deploy.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
