import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ogImageNames } from './web/build/og-images.ts';
import { sampleShopSettings } from './web/build/settings.ts';
import UnitFirstSequencer from './tests/support/sequencer.ts';

const contract = fileURLToPath(new URL('./functions/src/contract', import.meta.url));
const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));

/**
 * Test files run side by side, this many at a time (TEST_WORKERS; default one per core: a browser
 * journey keeps about one core busy between Chromium, the emulators and the test itself, so more
 * only makes each one slower). The integration files get an emulator stack per worker
 * (tests/support/global-setup.ts), so each runs alone on its stack.
 */
const workers = Number(process.env['TEST_WORKERS'] ?? availableParallelism());
if (!Number.isInteger(workers) || workers < 1) throw new Error('TEST_WORKERS must be a whole number from 1.');

/**
 * API, rules and browser suites run on emulator stacks that the global setup starts on free ports
 * (so they can run beside `npm start`), one per worker: each file resets the data of its own
 * worker's stack, which no other file touches meanwhile. Both projects share the one set of stacks.
 */
const onStacks = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/env-setup.ts'],
  // A journey of a dozen pages takes 10–25 s while both cores are busy; the limit is only a
  // backstop (what must be quick says so in its own expectations).
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: { alias: { '@': webSrc, '@contract': contract } },
  // Web code under test sees what a local build compiles in (web/vite.config.ts).
  define: {
    __LOCAL_BUILD__: 'true',
    __LANG__: JSON.stringify('en'),
    __SHOP_SETTINGS__: JSON.stringify(sampleShopSettings()),
    __OG_IMAGES__: JSON.stringify(ogImageNames(fileURLToPath(new URL('./web/public', import.meta.url)))),
  },
  test: {
    maxWorkers: workers,

    sequence: { sequencer: UnitFirstSequencer },
    projects: [
      {
        // Pure logic next to the code: no emulators, runs in seconds.
        extends: true,
        test: {
          name: 'unit',
          // Each unit file gets a fresh worker thread rather than a fresh process: its modules are
          // still its own, without a process start per file. The integration files keep processes:
          // with threads, twice in four runs a stack's start-up or a page fetch hung (the network
          // and the emulator start-up shared one process with the tests; docs/performance.md).
          pool: 'threads',
          // A unit test is quick alone, but runs while the stacks build and start beside it: with
          // both cores busy, a property test or firebase-tools' own validation can pass 5 s.
          testTimeout: 20_000,
          include: [
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/build/**/*.test.ts',
            'seed/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The API and rules suites: each file gets a fresh process (its app reads its settings
        // from the environment once, and some files set their own).
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/api/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          ...onStacks,
        },
      },
      {
        // The browser journeys keep their worker process from one file to the next
        // (`isolate: false`): Playwright, firebase-admin and the helpers load once per worker
        // instead of once per file (about 1.5 s a file; docs/performance.md). They share no module
        // state: each file launches its own browser and reseeds its own stack.
        extends: true,
        test: { name: 'browser', include: ['tests/e2e/**/*.spec.ts'], isolate: false, ...onStacks },
      },
    ],
  },
});
