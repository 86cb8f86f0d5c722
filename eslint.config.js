import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/decisions/002-import-boundaries.md), checked on the file each import
 * resolves to (eslint-plugin-boundaries, with TypeScript's resolver: `@/…`, `@contract/…` and
 * relative paths alike), for static imports, dynamic import() and re-exports. Each folder below is
 * an element (the API's files are also told apart by role); a policy names what an element may not
 * import, with the reason a newcomer needs. Imports within one folder are checked too.
 */
// A test's own helpers (`*.test-support.tsx`) are test code too: they may reach across layers.
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts', '**/*.test-support.tsx'];

const elements = [
  // The storefront, bottom layer first (web/src): words → config → platform → seo → shop →
  // components → features → app. A layer may import the ones below it, never one above.
  { type: 'words', pattern: 'web/src/words', partialMatch: false },
  { type: 'config', pattern: 'web/src/config', partialMatch: false },
  { type: 'platform', pattern: 'web/src/platform', partialMatch: false },
  { type: 'seo', pattern: 'web/src/seo', partialMatch: false },
  { type: 'shop', pattern: 'web/src/shop', partialMatch: false },
  { type: 'components', pattern: 'web/src/components', partialMatch: false },
  { type: 'feature', pattern: 'web/src/features/*', capture: ['name'], partialMatch: false },
  { type: 'route', pattern: 'web/src/app/routes', partialMatch: false },
  { type: 'app', pattern: 'web/src/app', partialMatch: false },
  { type: 'styles', pattern: 'web/src/styles', partialMatch: false },
  // main.tsx, entry-server.tsx and sw.ts: what starts the app, on top of everything.
  { type: 'app', pattern: 'web/src', partialMatch: false },
  { type: 'web-build', pattern: 'web/build', partialMatch: false },
  // The API (functions/src): contract → lib → each feature's repository → service → routes → app.
  { type: 'contract', pattern: 'functions/src/contract', partialMatch: false },
  { type: 'server-lib', pattern: 'functions/src/lib', partialMatch: false },
  { type: 'server-feature', pattern: 'functions/src/*', capture: ['feature'], partialMatch: false },
];
const files = [
  { category: 'repository', pattern: 'functions/src/*/*.repository.ts' },
  { category: 'service', pattern: 'functions/src/*/*.service.ts' },
  { category: 'routes', pattern: 'functions/src/*/*.routes.ts' },
  // The two services whose one transaction reaches other features' documents (decision 003).
  { category: 'order-transaction', pattern: 'functions/src/orders/{place-order,lifecycle}.service.ts' },
];

const WEB_LAYERS = ['words', 'config', 'platform', 'seo', 'shop', 'components', 'feature', 'route', 'app'];
const SERVER = ['server-lib', 'server-feature'];
/** The web layers above `layer` (what it may not import). */
const above = (layer) => WEB_LAYERS.slice(WEB_LAYERS.indexOf(layer) + 1);
const types = (list) => ({ types: { anyOf: list } });
const category = (name) => ({ file: { categories: { anyOf: [name] } } });
/** Another of the API's feature folders than the importing file's. */
const otherFeature = {
  element: { type: 'server-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
};

const SERVICE_ONLY =
  'A feature uses another feature’s service, never its repository (the order transaction is the one exception: docs/decisions/003-order-transaction-across-features.md).';
const NO_ROUTES_BELOW = 'Only app.ts mounts routes: services and repositories know nothing of HTTP.';

const boundaryPolicies = [
  // ---- the storefront ----
  {
    from: { element: types([...WEB_LAYERS, 'styles', 'web-build']) },
    disallow: { to: { element: types(SERVER) } },
    message: 'Only the contract is shared with functions/: import it as @contract/… .',
  },
  {
    from: { element: { type: 'words' } },
    disallow: { to: { element: types(above('words')) } },
    message:
      'words/ holds the storefront’s catalogues, the bottom layer: it imports only other catalogues and @contract/catalogue.',
  },
  {
    from: { element: { type: 'config' } },
    disallow: { to: { element: types(above('config')) } },
    message: 'config/ holds the build’s settings and imports nothing from web/src.',
  },
  {
    from: { element: { type: 'platform' } },
    disallow: { to: { element: types(above('platform')) } },
    message:
      'platform/ is the bottom layer of web/src: it may import config/, never seo/, shop/, components/, a feature or app/.',
  },
  {
    from: { element: { type: 'seo' } },
    disallow: { to: { element: types(above('seo')) } },
    message: 'seo/ may import platform/ and config/, never shop/, components/, a feature or app/.',
  },
  {
    from: { element: { type: 'shop' } },
    disallow: { to: { element: types(above('shop')) } },
    message:
      'shop/ holds what features share: it may import platform/, seo/ and config/, never components/, a feature or app/.',
  },
  {
    from: { element: { type: 'components' } },
    disallow: { to: { element: types(above('components')) } },
    message:
      'components/ is shared by the features: it may import shop/, seo/, platform/ and config/, never a feature or app/.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: types(['route', 'app']) } },
    message: 'A feature may import components/, shop/, seo/, platform/, config/ and @contract/…, never app/.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } },
    },
    message:
      'Web features do not import each other: compose them in app/routes, or move the shared piece down to components/ or shop/.',
  },
  // Route files compose features (read params, set the page's meta, fill slots) and hold no logic.
  {
    from: { element: { type: 'route' } },
    disallow: { to: { element: { type: 'route' } } },
    message: 'A route file does not import another route file: share through a feature or shop/.',
  },
  {
    from: { element: { type: 'route' } },
    disallow: { to: { element: types(['platform', 'shop', 'components', 'config']) } },
    message: 'Route files compose features; what a screen does belongs in the screen, in its feature.',
  },
  // ---- the API ----
  {
    from: { element: { type: 'contract' } },
    disallow: { to: { element: types([...WEB_LAYERS, ...SERVER]) } },
    message: 'The contract is shared with the storefront: it imports only zod and other contract files.',
  },
  {
    from: { element: { type: 'server-lib' } },
    disallow: { to: { element: { type: 'server-feature' } } },
    message: 'functions/src/lib is below the features: it may import the contract, never a feature.',
  },
  {
    from: category('repository'),
    disallow: { to: category('routes') },
    message: NO_ROUTES_BELOW,
  },
  {
    from: category('service'),
    disallow: { to: category('routes') },
    message: NO_ROUTES_BELOW,
  },
  {
    from: category('repository'),
    disallow: { to: category('service') },
    message: 'A repository is below its service: the service calls it, not the other way.',
  },
  {
    from: category('repository'),
    disallow: { to: otherFeature },
    message: 'A repository touches its own collection only: it imports lib/ and the contract.',
  },
  {
    from: category('service'),
    disallow: { to: { ...otherFeature, ...category('repository') } },
    message: SERVICE_ONLY,
  },
  // The documented exception: placeOrder's one transaction reads and writes addresses, cart and
  // products, and a cancel's puts the stock back in the same transaction as the move.
  {
    from: category('order-transaction'),
    allow: {
      to: {
        element: { type: 'server-feature', captured: { feature: '{addresses,cart,products}' } },
        ...category('repository'),
      },
    },
  },
  {
    from: category('routes'),
    disallow: { to: category('repository') },
    message: 'Routes parse, call their service and answer: only services use repositories.',
  },
  {
    from: category('routes'),
    disallow: { to: otherFeature },
    message: 'Routes call their own feature’s service; features meet in services.',
  },
];

/**
 * What is about packages, not paths: which packages the contract may use, and what a route file
 * may take from React.
 */
const packageRules = [
  {
    files: ['functions/src/contract/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?![./]|zod$)',
              message:
                'The contract is shared with the storefront: it imports only zod and other contract files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'web/src/words/messages.ts',
      'web/src/words/owner-messages.ts',
      'functions/src/contract/limits.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The one exception: the catalogues re-export the owner's messages.
              regex: '^(?!\\./owner-messages\\.js$)',
              message:
                'messages.ts, owner-messages.ts and limits.ts import nothing (messages.ts re-exports owner-messages.ts): the storefront’s start-up code loads them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/app/routes/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '\\.css$', message: 'A screen’s CSS lives with the screen, in its feature.' }],
          paths: [
            {
              name: 'react',
              importNames: [
                'useState',
                'useEffect',
                'useLayoutEffect',
                'useReducer',
                'useRef',
                'useMemo',
                'useCallback',
              ],
              message: 'Route files hold no state or effects: put them in the feature’s screen.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      // The storefront's server build (npm run build --workspace web), deployed with the functions.
      'functions/site/**',
      'web/dist/**',
      'web/dist-*/**',
      '.stack/**',
      '**/*.js.map',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read JSON answers loosely on purpose; the API's own code may not.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/build/**/*.ts', 'functions/src/**/*.ts'],
    ignores: TESTS,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
      'import/resolver': {
        typescript: {
          project: ['web/tsconfig.json', 'functions/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      // Within one element too: a repository and its service share a folder.
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkInternals: true, policies: boundaryPolicies },
      ],
    },
  },
  ...packageRules,
);
