import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (docs/decisions/002-import-boundaries.md) bite: each
 * forbidden import below is reported, and the imports the layout allows are not. They are judged
 * on the file an import resolves to, so `@/…` and `../` spellings of one import are one import.
 * The snippets are linted as if they sat at the given paths, with the project's own config;
 * nothing is written.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

// The first lint loads the config, the TypeScript parser and the resolver: seconds on a busy
// machine (over the 5 s a test may take, once in CI). Paid here, not in the first case.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: `${ROOT}web/src/features/products/warm-up.ts` });
}, 60_000);

async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const FORBIDDEN: [string, string, string, RegExp][] = [
  // [what, file, code, the message that names the rule]
  [
    'a feature importing another feature',
    'web/src/features/products/components/buy.tsx',
    "import { getCart } from '../../cart/api/cart-api';",
    /features do not import each other/,
  ],
  [
    'a feature loading another feature lazily',
    'web/src/features/products/components/buy.tsx',
    "export const load = () => import('../../cart/api/cart-api');",
    /features do not import each other/,
  ],
  [
    'a feature importing another feature through the @/ alias (the resolved file counts)',
    'web/src/features/products/components/buy.tsx',
    "import { getCart } from '@/features/cart/api/cart-api';",
    /features do not import each other/,
  ],
  [
    'a feature passing on another feature (a re-export)',
    'web/src/features/products/components/buy.tsx',
    "export { getCart } from '../../cart/api/cart-api';",
    /features do not import each other/,
  ],
  [
    'a file at the root of a feature importing another feature',
    'web/src/features/products/helpers.ts',
    "import { getOrders } from '../orders/api/orders-api';",
    /features do not import each other/,
  ],
  [
    'a feature importing app/',
    'web/src/features/products/lib/links.ts',
    "import { AppRouter } from '../../../app/router';",
    /never app\//,
  ],
  [
    'the web importing functions/ other than the contract',
    'web/src/features/orders/lib/totals.ts',
    "import { round2 } from '../../../../../functions/src/lib/money';",
    /import it as @contract/,
  ],
  [
    'platform/ importing a feature',
    'web/src/platform/helpers.ts',
    "import { ProductCard } from '../features/products/components/product-card';",
    /platform\/ is the bottom layer/,
  ],
  [
    'seo/ importing shop/',
    'web/src/seo/helpers.ts',
    "import { formatInr } from '@/shop/format';",
    /seo\/ may import platform\/ and config\//,
  ],
  [
    'shop/ importing components/',
    'web/src/shop/helpers.ts',
    "import { Stars } from '../components/ui/stars';",
    /shop\/ holds what features share/,
  ],
  [
    'components/ importing a feature',
    'web/src/components/ui/banner.tsx',
    "import { sortProducts } from '../../features/products/lib/catalogue';",
    /components\/ is shared by the features/,
  ],
  [
    'a route importing another route',
    'web/src/app/routes/checkout-now.tsx',
    "import { CheckoutRoute } from './checkout';",
    /does not import another route/,
  ],
  [
    'a route holding state',
    'web/src/app/routes/cart.tsx',
    "import { useState } from 'react';",
    /hold no state or effects/,
  ],
  [
    'a route calling the API itself (its data is its loader’s)',
    'web/src/app/routes/cart.tsx',
    "import { apiGet } from '@/platform/api-client';",
    /belongs in the screen/,
  ],
  [
    'a route with its own CSS',
    'web/src/app/routes/cart.tsx',
    "import './cart.css';",
    /lives with the screen/,
  ],
  [
    'the contract importing firebase-admin',
    'functions/src/contract/orders.ts',
    "import { getFirestore } from 'firebase-admin/firestore';",
    /imports only zod/,
  ],
  [
    'messages.ts importing anything, even zod',
    'web/src/words/messages.ts',
    "import { z } from 'zod';",
    /import nothing/,
  ],
  [
    'functions/src/lib importing a feature',
    'functions/src/lib/prices.ts',
    "import { getCart } from '../cart/cart.service.js';",
    /never a feature/,
  ],
  [
    "a service using another feature's repository",
    'functions/src/reviews/reviews.service.ts',
    "import { findCartLines } from '../cart/cart.repository.js';",
    /never its repository/,
  ],
  [
    "the order service using a repository beyond its transaction's three",
    'functions/src/orders/place-order.service.ts',
    "import { createReview } from '../reviews/reviews.repository.js';",
    /never its repository/,
  ],
  [
    'routes using a repository',
    'functions/src/cart/cart.routes.ts',
    "import { findCartLines } from './cart.repository.js';",
    /only services use repositories/,
  ],
  [
    'a repository calling its service',
    'functions/src/cart/cart.repository.ts',
    "import { getCart } from './cart.service.js';",
    /below its service/,
  ],
];

const ALLOWED: [string, string, string][] = [
  [
    'a feature using lib/, components/, config/, the contract and itself',
    'web/src/features/products/components/buy.tsx',
    [
      "import { notify } from '@/platform/notify';",
      "import { formatInr } from '@/shop/format';",
      "import { useDocumentMeta } from '@/seo/use-document-meta';",
      "import { Stars } from '@/components/ui/stars';",
      "import { shop } from '../../../config/shop';",
      "import { PURCHASE_MESSAGES } from '@/words/messages';",
      "import { validPrice } from '../lib/catalogue';",
      "import { ProductCard } from './product-card';",
      "export const load = () => import('./product-gallery');",
    ].join('\n'),
  ],
  [
    'a route composing features and setting its meta',
    'web/src/app/routes/checkout.tsx',
    [
      "import { useParams } from 'react-router-dom';",
      "import { getCart } from '../../features/cart/api/cart-api';",
      "import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';",
      "import { useDocumentMeta } from '@/seo/use-document-meta';",
    ].join('\n'),
  ],
  [
    "the order transaction's three repositories, and another feature's service",
    'functions/src/orders/place-order.service.ts',
    [
      "import { findAddressInTransaction } from '../addresses/addresses.repository.js';",
      "import { findCartLinesInTransaction } from '../cart/cart.repository.js';",
      "import { findProductsForUpdate } from '../products/products.repository.js';",
      "import { findVariant } from '../products/products.service.js';",
      "import { createOrderInTransaction } from './orders.repository.js';",
    ].join('\n'),
  ],
  [
    'the contract importing zod and its siblings',
    'functions/src/contract/orders.ts',
    "import { z } from 'zod';\nimport { DocIdSchema } from './common.js';",
  ],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(FORBIDDEN)('reports %s', async (_what, path, code, message) => {
    const errors = await boundaryErrors(path, code);
    expect(errors.length, `${path}: ${code}`).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each(ALLOWED)('allows %s', async (_what, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
