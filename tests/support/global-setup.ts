import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  ROOT,
  freePorts,
  run,
  startStack,
  webEmulatorEnv,
  describeFirestore,
  type StackPorts,
} from '../../scripts/lib/stack.js';

export const TEST_PROJECT_ID = 'demo-karad-test';

export interface StackInfo {
  projectId: string;
  ports: StackPorts;
  hostingUrl: string;
  firestoreHost: string;
  authHost: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * Builds the API and a test build of the storefront (compiled against this run's Auth emulator
 * port), then starts Firestore + Auth + Functions + Hosting on free ports for the test project.
 */
export default async function setup(project: TestProject) {
  const ports = await freePorts();
  const projectId = TEST_PROJECT_ID;
  run('npm', ['run', 'build', '--workspace', 'functions', '--silent']);
  // SKIP_WEB_BUILD=1 reuses the last test build of the storefront: handy when only the API changed.
  // That build has the previous run's Auth emulator port compiled in, so browser sign-in fails.
  if (!process.env['SKIP_WEB_BUILD'] || !existsSync(join(ROOT, 'web/dist-test-server/entry-server.mjs'))) {
    // The browser's build for Hosting, and the server's (the `site` function renders pages with it).
    const viteArgs = [
      '--mode',
      'emulator',
      '--outDir',
      'dist-test',
      '--serverOutDir',
      'dist-test-server',
      '--logLevel',
      'error',
    ];
    run('npm', ['run', 'build', '--workspace', 'web', '--silent', '--', ...viteArgs], {
      ...process.env,
      ...webEmulatorEnv(projectId, ports.auth, `http://127.0.0.1:${ports.hosting}`),
    });
  }
  const stack = await startStack({
    name: 'test',
    projectId,
    ports,
    hostingPublic: 'web/dist-test',
    // Each test file reseeds Firestore; the function must not answer from a catalogue it cached
    // during an earlier file (stock bought there would linger for a minute).
    env: { CATALOGUE_CACHE_TTL_MS: '0', SITE_BUNDLE_DIR: join(ROOT, 'web/dist-test-server') },
  });
  console.log(`Test stack up on ${stack.hostingUrl} with ${describeFirestore(stack.firestore)}.`);
  project.provide('stack', {
    projectId,
    ports,
    hostingUrl: stack.hostingUrl,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authHost: `127.0.0.1:${ports.auth}`,
  });
  return async () => {
    await stack.stop();
  };
}
