import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ogImageNames } from './web/build/og-images.ts';
import { sampleShopSettings } from './web/build/settings.ts';

const contract = fileURLToPath(new URL('./functions/src/contract', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@contract': contract } },
  // Web code under test sees what a local build compiles in (web/vite.config.ts).
  define: {
    __LOCAL_BUILD__: 'true',
    __SHOP_SETTINGS__: JSON.stringify(sampleShopSettings()),
    __OG_IMAGES__: JSON.stringify(ogImageNames(fileURLToPath(new URL('./web/public', import.meta.url)))),
  },
  test: {
    projects: [
      {
        // Pure logic next to the code: no emulators, runs in seconds.
        extends: true,
        test: {
          name: 'unit',
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
        // API, rules and browser suites share one emulator stack that the global setup starts on
        // free ports (so they can run beside `npm start`). Files run one at a time because each
        // resets the emulators' data.
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/api/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/env-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
