import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/decisions/002-import-boundaries.md). ESLint's own no-restricted-imports
 * matches an import's text, not the file it resolves to, so each rule below is written for the
 * folder depth of the files it applies to: from web/src/features/<name>/components/x.tsx, "../../"
 * is features/ (another feature) and "../../../" is web/src. Dynamic import() is held to the same
 * lines through no-restricted-syntax.
 */
const ups = (n) => `(\\.\\./){${n}}`;
const DEPTHS = [0, 1, 2, 3];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const SOURCE = '*.{ts,tsx}';

const LEAVES_WEB = 'Only the contract is shared with functions/: import it as @contract/… .';
const FEATURE_TO_FEATURE =
  'Web features do not import each other: compose them in app/routes, or move the shared piece down to components/ or lib/.';

/** A config block for files whose imports must not match `patterns` ({ regex, message }). */
function restrict(files, patterns, extra = {}) {
  return {
    files,
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns, ...extra }],
      // esquery regexes cannot hold a '/', so it is spelled \x2F there.
      'no-restricted-syntax': [
        'error',
        ...patterns.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
          message,
        })),
      ],
    },
  };
}

/**
 * A web layer (features/*, lib, components, config): `root` is its folder below web/src and
 * `rootDepth` how many folders that is; its files may reach `allowed` top-level folders of web/src.
 */
function webLayer({ root, rootDepth, allowed, message, siblingsAreFeatures = false, outside = [] }) {
  return DEPTHS.map((depth) => {
    const toSrc = depth + rootDepth;
    const patterns = [
      {
        regex: `^${ups(toSrc)}(?!\\.\\./${allowed.length ? `|(${allowed.join('|')})/` : ''})`,
        message,
      },
      {
        regex: `^${ups(toSrc + 1)}${outside.length ? `(?!(${outside.join('|')})$)` : ''}`,
        message: LEAVES_WEB,
      },
    ];
    if (siblingsAreFeatures)
      patterns.unshift({ regex: `^${ups(depth + 1)}(?!\\.\\./)`, message: FEATURE_TO_FEATURE });
    return restrict([`web/src/${root}/${'*/'.repeat(depth)}${SOURCE}`], patterns);
  });
}

const webBoundaries = [
  ...webLayer({
    root: 'features/*',
    rootDepth: 2,
    allowed: ['components', 'lib', 'config'],
    message: 'A feature may import components/, lib/, config/ and @contract/…, never app/.',
    siblingsAreFeatures: true,
  }),
  ...webLayer({
    root: 'components',
    rootDepth: 1,
    allowed: ['components', 'lib', 'config'],
    message:
      'components/ is shared by the features: it may import lib/ and config/, never a feature or app/.',
  }),
  ...webLayer({
    root: 'lib',
    rootDepth: 1,
    allowed: ['lib', 'config'],
    message:
      'lib/ is the bottom layer of web/src: it may import config/, never a feature, components/ or app/.',
  }),
  ...webLayer({
    root: 'config',
    rootDepth: 1,
    allowed: [],
    // The settings' types come from the schema that checks them at build time (web/build).
    outside: ['build/settings'],
    message: 'config/ holds the build’s settings and imports nothing from web/src.',
  }),
  // Route files compose features (read params, set the page's meta, fill slots) and hold no logic.
  restrict(
    [`web/src/app/routes/${SOURCE}`],
    [
      {
        regex: '^\\./',
        message: 'A route file does not import another route file: share through a feature or lib/.',
      },
      { regex: '\\.css$', message: 'A screen’s CSS lives with the screen, in its feature.' },
      {
        regex: '^\\.\\./\\.\\./lib/(?!use-document-meta$|structured-data$)',
        message: 'Route files compose features; what a screen does belongs in the screen, in its feature.',
      },
    ],
    {
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
  ),
];

const SERVICE_ONLY =
  'A feature uses another feature’s service, never its repository (the order transaction is the one exception: docs/decisions/003-order-transaction-across-features.md).';
const NO_ROUTES_BELOW = {
  regex: '\\.routes(\\.js)?$',
  message: 'Only app.ts mounts routes: services and repositories know nothing of HTTP.',
};

const functionsBoundaries = [
  restrict(
    ['functions/src/contract/*.ts'],
    [
      {
        regex: '^(?!zod$|\\./)',
        message: 'The contract is shared with the storefront: it imports only zod and other contract files.',
      },
    ],
  ),
  restrict(
    ['functions/src/contract/messages.ts', 'functions/src/contract/limits.ts'],
    [
      {
        regex: '.',
        message: 'messages.ts and limits.ts import nothing: the storefront’s start-up code loads them.',
      },
    ],
  ),
  restrict(
    ['functions/src/lib/*.ts'],
    [
      {
        regex: '^\\.\\./(?!contract/)',
        message: 'functions/src/lib is below the features: it may import the contract, never a feature.',
      },
    ],
  ),
  restrict(
    ['functions/src/*/*.repository.ts'],
    [
      NO_ROUTES_BELOW,
      {
        regex: '\\.service(\\.js)?$',
        message: 'A repository is below its service: the service calls it, not the other way.',
      },
      {
        regex: '^\\.\\./(?!lib/|contract/)',
        message: 'A repository touches its own collection only: it imports lib/ and the contract.',
      },
    ],
  ),
  restrict(
    ['functions/src/*/*.service.ts'],
    [NO_ROUTES_BELOW, { regex: '^\\.\\./[^/]+/[^/]+\\.repository(\\.js)?$', message: SERVICE_ONLY }],
  ),
  // The documented exception: placeOrder's one transaction reads and writes addresses, cart and
  // products, and a cancel's puts the stock back in the same transaction as the move.
  restrict(
    ['functions/src/orders/place-order.service.ts', 'functions/src/orders/lifecycle.service.ts'],
    [
      NO_ROUTES_BELOW,
      {
        regex:
          '^\\.\\./(?!(addresses/addresses|cart/cart|products/products)\\.repository\\.js$)[^/]+/[^/]+\\.repository(\\.js)?$',
        message: SERVICE_ONLY,
      },
    ],
  ),
  restrict(
    ['functions/src/*/*.routes.ts'],
    [
      {
        regex: '\\.repository(\\.js)?$',
        message: 'Routes parse, call their service and answer: only services use repositories.',
      },
      {
        regex: '^\\.\\./(?!lib/|contract/)',
        message: 'Routes call their own feature’s service; features meet in services.',
      },
    ],
  ),
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
  ...webBoundaries,
  ...functionsBoundaries,
);
