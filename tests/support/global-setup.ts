import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeFirestore } from '../../scripts/lib/firestore-emulator.js';
import { ROOT } from '../../scripts/lib/project.js';
import { startStack, type Stack } from '../../scripts/lib/stack.js';
import { freePort, webEmulatorEnv, type StackPorts } from '../../scripts/lib/stack-config.js';

export const TEST_PROJECT_ID = 'demo-karad-test';

export interface StackInfo {
  projectId: string;
  ports: StackPorts;
  hostingUrl: string;
  firestoreHost: string;
  authHost: string;
  /** This stack's browser build (Hosting serves it) and its server build (the site function's). */
  webDist: string;
  serverDist: string;
  /**
   * Written when the whole stack is up (its Firestore emulator's description), or, with `.failed`,
   * when it could not start (why): tests/support/env-setup.ts waits for one of them.
   */
  readyFile: string;
  /**
   * Written as soon as its Firestore and Auth emulators answer, before Hosting's first page and the
   * function's workers start: all that the API files (the app in their own process) and the rules
   * files need.
   */
  dataReadyFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: StackInfo[];
  }
}

/**
 * One stack per worker (vitest.config.ts maxWorkers), each worker's VITEST_POOL_ID naming its own;
 * a run of fewer files than workers never uses the higher ids (the pool hands out the lowest free
 * one), so it starts only as many stacks as it has files.
 */
async function stacksNeeded(project: TestProject): Promise<number> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const files = await Promise.all(project.vitest.projects.map((p) => p.globTestFiles(filters)));
  const total = files.reduce((sum, { testFiles }) => sum + testFiles.length, 0);
  return Math.max(1, Math.min(project.config.maxWorkers, total));
}

/** Free ports for `count` stacks, none of them twice. */
async function portSets(count: number): Promise<StackPorts[]> {
  const taken = new Set<number>();
  const next = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  const sets: StackPorts[] = [];
  for (let i = 0; i < count; i++)
    sets.push({
      auth: await next(),
      functions: await next(),
      firestore: await next(),
      hosting: await next(),
      hub: await next(),
      logging: await next(),
    });
  return sets;
}

/** `npm <args>` from the project root, without blocking the test run; rejects with `failure`. */
function npm(args: string[], env: NodeJS.ProcessEnv, failure: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${failure} (exit ${code}).`))));
  });
}

/**
 * The Functions emulator serves one request per worker process, and starts another (loading the
 * whole API: seconds on a machine busy with browsers) whenever a request finds every worker busy.
 * A page's first burst of calls (its render, then the cart, the offer, the settings…) would wait
 * for those starts inside a test, and a test waiting 15 s for "Adding…" fails. So the workers a
 * page's burst needs are started here, before any test: concurrent calls to both functions
 * through Hosting (an empty catalogue is fine; each file seeds its own).
 */
async function warmFunctions(hostingUrl: string): Promise<void> {
  const call = (path: string) =>
    fetch(`${hostingUrl}${path}`, { signal: AbortSignal.timeout(60_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  await Promise.all([
    ...Array.from({ length: 8 }, () => call('/api/products')),
    ...Array.from({ length: 3 }, () => call('/about')),
  ]);
}

/**
 * One stack's test build of the storefront: the browser's (Hosting serves it) and the server's
 * (the site function renders pages with it), with this stack's Auth emulator and Hosting compiled in.
 */
function buildWeb(ports: StackPorts, webDist: string, serverDist: string): Promise<void> {
  const args = ['run', 'build', '--workspace', 'web', '--silent', '--', '--mode', 'emulator'];
  args.push('--outDir', webDist, '--serverOutDir', serverDist, '--logLevel', 'error');
  const env = {
    ...process.env,
    ...webEmulatorEnv(TEST_PROJECT_ID, ports.auth, `http://127.0.0.1:${ports.hosting}`),
  };
  return npm(args, env, 'The test build of the storefront failed');
}

/**
 * Starts the integration files' emulator stacks, one per worker: each with its own free ports,
 * its own test build of the storefront in a temporary folder, and Firestore + Auth + Functions +
 * Hosting for the test project. tests/support/emulators.ts gives each test file the stack of the
 * worker it runs in.
 *
 * The stacks come up in the background (about half a minute of building and starting): the unit
 * files run meanwhile (tests/support/sequencer.ts puts them first), and an integration file waits
 * for its own stack's ready file (tests/support/env-setup.ts): a file that needs only Firestore
 * and Auth (the API files, the rules) until those answer, a browser journey until it is whole.
 * The API is built once, the web builds one after another so the first stack is up as early as it
 * can be.
 */
async function startStacks(project: TestProject): Promise<{ infos: StackInfo[]; stop: () => Promise<void> }> {
  const startedAt = Date.now();
  const count = await stacksNeeded(project);
  const work = mkdtempSync(join(tmpdir(), 'karad-test-stacks-'));
  const ports = await portSets(count);
  const infos = ports.map((stackPorts, index): StackInfo => ({
    projectId: TEST_PROJECT_ID,
    ports: stackPorts,
    hostingUrl: `http://127.0.0.1:${stackPorts.hosting}`,
    firestoreHost: `127.0.0.1:${stackPorts.firestore}`,
    authHost: `127.0.0.1:${stackPorts.auth}`,
    webDist: join(work, `web-${index + 1}`),
    serverDist: join(work, `server-${index + 1}`),
    readyFile: join(work, `ready-${index + 1}`),
    dataReadyFile: join(work, `data-ready-${index + 1}`),
  }));
  const started: Stack[] = [];
  const functionsBuilt = npm(
    ['run', 'build', '--workspace', 'functions', '--silent'],
    process.env,
    'The API build failed',
  );
  functionsBuilt.catch(() => {}); // Each stack awaits it and reports its failure.
  let builds: Promise<void> = Promise.resolve();
  const bringUp = infos.map(async (info, index) => {
    try {
      builds = builds.then(() => buildWeb(info.ports, info.webDist, info.serverDist));
      await builds;
      await functionsBuilt;
      const stack = await startStack({
        name: `test-${index + 1}`,
        projectId: TEST_PROJECT_ID,
        ports: info.ports,
        hostingPublic: info.webDist,
        // Each test file reseeds Firestore; the function must not answer from a catalogue it
        // cached during an earlier file (stock bought there would linger for a minute).
        env: { CATALOGUE_CACHE_TTL_MS: '0', SITE_BUNDLE_DIR: info.serverDist },
        prepare: async () => writeFileSync(info.dataReadyFile, ''),
      });
      started.push(stack);
      await warmFunctions(info.hostingUrl);
      writeFileSync(info.readyFile, describeFirestore(stack.firestore));
      // How long the stack took is what the unit files have to cover (docs/performance.md).
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      console.log(`Test stack ${index + 1} of ${count} up (${info.hostingUrl}) after ${seconds} s.`);
    } catch (error) {
      writeFileSync(`${info.readyFile}.failed`, error instanceof Error ? error.message : String(error));
    }
  });
  return {
    infos,
    stop: async () => {
      await Promise.all(bringUp);
      await Promise.all(started.map((stack) => stack.stop()));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Both projects on stacks (the API and rules files, the browser journeys) name this setup; the
 * first to start brings the stacks up and both use them. They stop when the last project is done.
 */
const shared = globalThis as {
  karadStacks?: Promise<Awaited<ReturnType<typeof startStacks>>>;
  karadStackUsers?: number;
};

export default async function setup(project: TestProject) {
  shared.karadStacks ??= startStacks(project);
  shared.karadStackUsers = (shared.karadStackUsers ?? 0) + 1;
  const { infos, stop } = await shared.karadStacks;
  project.provide('stacks', infos);
  return async () => {
    shared.karadStackUsers = (shared.karadStackUsers ?? 1) - 1;
    if (shared.karadStackUsers === 0) {
      delete shared.karadStacks;
      await stop();
    }
  };
}
