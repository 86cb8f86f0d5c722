import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  ROOT,
  freePort,
  run,
  startStack,
  webEmulatorEnv,
  describeFirestore,
  type Stack,
  type StackPorts,
} from '../../scripts/lib/stack.js';

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

/** `npm run build --workspace web` for one stack, without blocking the others' builds. */
function buildWeb(ports: StackPorts, webDist: string, serverDist: string): Promise<void> {
  const args = ['run', 'build', '--workspace', 'web', '--silent', '--', '--mode', 'emulator'];
  args.push('--outDir', webDist, '--serverOutDir', serverDist, '--logLevel', 'error');
  // The browser's build for Hosting and the server's (the site function renders pages with it),
  // with this stack's Auth emulator and Hosting compiled in.
  const env = {
    ...process.env,
    ...webEmulatorEnv(TEST_PROJECT_ID, ports.auth, `http://127.0.0.1:${ports.hosting}`),
  };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The test build of the storefront failed (exit ${code}).`)),
    );
  });
}

/**
 * Builds the API once, then starts the integration files' emulator stacks side by side: each
 * with its own free ports, its own test build of the storefront (compiled against its own Auth
 * emulator and Hosting) in a temporary folder, and Firestore + Auth + Functions + Hosting for the
 * test project. tests/support/emulators.ts gives each test file the stack of the worker it runs in.
 */
export default async function setup(project: TestProject) {
  const count = await stacksNeeded(project);
  run('npm', ['run', 'build', '--workspace', 'functions', '--silent']);
  const work = mkdtempSync(join(tmpdir(), 'karad-test-stacks-'));
  const ports = await portSets(count);
  const started: Stack[] = [];
  const stop = async () => {
    await Promise.all(started.map((stack) => stack.stop()));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const stacks = await Promise.all(
      ports.map(async (stackPorts, index): Promise<StackInfo> => {
        const webDist = join(work, `web-${index + 1}`);
        const serverDist = join(work, `server-${index + 1}`);
        await buildWeb(stackPorts, webDist, serverDist);
        const stack = await startStack({
          name: `test-${index + 1}`,
          projectId: TEST_PROJECT_ID,
          ports: stackPorts,
          hostingPublic: webDist,
          // Each test file reseeds Firestore; the function must not answer from a catalogue it
          // cached during an earlier file (stock bought there would linger for a minute).
          env: { CATALOGUE_CACHE_TTL_MS: '0', SITE_BUNDLE_DIR: serverDist },
        });
        started.push(stack);
        return {
          projectId: TEST_PROJECT_ID,
          ports: stackPorts,
          hostingUrl: stack.hostingUrl,
          firestoreHost: `127.0.0.1:${stackPorts.firestore}`,
          authHost: `127.0.0.1:${stackPorts.auth}`,
          webDist,
          serverDist,
        };
      }),
    );
    console.log(
      `${count} test stack${count > 1 ? 's' : ''} up (${stacks.map((s) => s.hostingUrl).join(', ')}) with ${describeFirestore(started[0]!.firestore)}.`,
    );
    project.provide('stacks', stacks);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
