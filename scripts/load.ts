/**
 * `npm run load`: a bounded load run on this machine only (loopback), on an emulator stack of its
 * own (Firestore + Auth on free ports, so it can run beside `npm start` or the tests).
 *
 * The API is the function's own Express app (functions/src/app.ts) served by one Node process, as
 * one Cloud Functions instance (concurrency 80) serves it. The Functions emulator is not used: it
 * runs one request per worker process and would measure its own cold starts, not the API.
 *
 *   1. setup: SHOPPERS shoppers sign in (Auth emulator) and save an address;
 *   2. checkout: all of them at once add two packs to their cart, read it and order it
 *      (with an Idempotency-Key, as the storefront does);
 *   3. stock race: all of them at once order one pack of the same product directly, which has
 *      RACE_STOCK left.
 *
 * It prints latency (p50/p95/max) and statuses per call, and the stock accounting: for every pack,
 * stock taken = units in the orders, never below 0. It exits non-zero on any 5xx or on a stock
 * that does not add up. Figures from a run are in docs/performance.md.
 *
 *   npm run load [-- --shoppers 50 --race-stock 20]
 */
import { createServer, type Server } from 'node:http';
import { parseArgs } from 'node:util';
import { describeFirestore } from './lib/firestore-emulator.js';
import { startStack } from './lib/stack.js';
import { freePorts } from './lib/stack-config.js';
import { seedEmulator } from './lib/seed-stack.js';
import { markdownTable as table, percentile } from './lib/figures.js';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    'race-stock': { type: 'string', default: '20' },
  },
});
const SHOPPERS = Math.min(200, Math.max(1, Number(values.shoppers)));
const RACE_STOCK = Math.max(0, Number(values['race-stock']));
const PROJECT_ID = 'demo-karad-load';
/** Nothing here may run longer than this: the run stops itself. */
const RUN_LIMIT_MS = 10 * 60_000;

/**
 * Setup saves addresses one at a time: an address is written in a transaction that queries the
 * shopper's addresses, and the Cloud SDK emulator locks a query's whole collection group, so even
 * two at once wait seconds on each other (real Firestore locks only the shopper's own range).
 */
const SETUP_BATCH = 1;

const PACK_A = { productId: 1, unit: '500g', quantity: 1 }; // tracked stock (50 seeded)
const PACK_B = { productId: 13, unit: 'dozen', quantity: 2 }; // stock not tracked
const RACE = { productId: 3, unit: '200gm', quantity: 1 };

interface Sample {
  call: string;
  status: number;
  ms: number;
}
const samples: Sample[] = [];

async function timedFetch(
  call: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: { idToken?: string; _id?: string } | undefined }> {
  const started = performance.now();
  let status = 0;
  let body: { idToken?: string; _id?: string } | undefined;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    status = response.status;
    const text = await response.text();
    try {
      body = text ? (JSON.parse(text) as typeof body) : undefined;
    } catch {
      body = undefined;
    }
  } catch {
    // status 0: no answer at all
  }
  samples.push({ call, status, ms: performance.now() - started });
  return { status, body };
}

async function main() {
  const startedAt = Date.now();
  const stopTimer = setTimeout(() => {
    console.error(`The load run passed its ${RUN_LIMIT_MS / 60_000}-minute limit; stopping.`);
    process.exit(2);
  }, RUN_LIMIT_MS);
  const stack = await startStack({
    name: 'load',
    projectId: PROJECT_ID,
    ports: await freePorts(),
    only: ['auth'],
  });
  let server: Server | undefined;
  try {
    console.log(
      `Emulators up: ${describeFirestore(stack.firestore)}, Auth on ${stack.env['FIREBASE_AUTH_EMULATOR_HOST']}.`,
    );
    Object.assign(process.env, stack.env);
    await seedEmulator(PROJECT_ID, stack.env['FIRESTORE_EMULATOR_HOST']!);
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'load-run'));
    await db.doc(`products/${RACE.productId}`).update({
      variants: [{ unit: RACE.unit, price: 150, stock: RACE_STOCK }],
      stock: RACE_STOCK,
    });
    // The shoppers pay by UPI (the default): a seeded shop has no UPI id until the owner sets one.
    await db
      .doc('settings/shop')
      .set({ upi: { id: 'loadrun.farm@oksbi', payeeName: 'Load run farm' } }, { merge: true });
    const stockOf = async (productId: number, unit: string) =>
      (
        (await db.doc(`products/${productId}`).get()).get('variants') as { unit: string; stock: unknown }[]
      ).find((v) => v.unit === unit)?.stock;
    const initial = new Map<string, unknown>();
    for (const pack of [PACK_A, PACK_B, RACE])
      initial.set(`${pack.productId} ${pack.unit}`, await stockOf(pack.productId, pack.unit));

    // The API: the function's Express app, in this process, with its production settings.
    const { createApp } = await import('../functions/src/app.js');
    server = createServer(createApp());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    const authUrl = (method: string) =>
      `http://${stack.env['FIREBASE_AUTH_EMULATOR_HOST']}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`;
    const json = (token: string | undefined, body?: unknown, headers: Record<string, string> = {}) => ({
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

    // 1. setup, SETUP_BATCH at a time (not the figure of interest, but measured too).
    console.log(`Setting up ${SHOPPERS} shoppers…`);
    const shoppers: { token: string; address: string; name: string }[] = [];
    for (let i = 0; i < SHOPPERS; i += SETUP_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(SETUP_BATCH, SHOPPERS - i) }, async (_, j) => {
          const name = `shopper-${i + j}`;
          const signUp = await timedFetch('setup: sign up (Auth emulator)', authUrl('signUp'), {
            method: 'POST',
            ...json(undefined, {
              email: `${name}@example.com`,
              password: 'load-run-password',
              returnSecureToken: true,
            }),
          });
          const token = signUp.body?.idToken as string;
          const saved = await timedFetch('setup: POST /addresses', `${api}/addresses`, {
            method: 'POST',
            ...json(token, {
              name: `Shopper ${i + j}`,
              street: '12 Shivaji Chowk',
              city: 'Karad',
              state: 'Maharashtra',
              postalCode: '415110',
              country: 'India',
              phoneNumber: '+91 98765 43210',
            }),
          });
          return { token, address: saved.body?._id as string, name };
        }),
      );
      shoppers.push(...batch);
    }

    // 2. checkout, all at once.
    console.log(`Checkout: ${SHOPPERS} shoppers add to cart and order at once…`);
    const checkoutStarted = performance.now();
    await Promise.all(
      shoppers.map(async (s) => {
        for (const pack of [PACK_A, PACK_B]) {
          await timedFetch('POST /cart', `${api}/cart`, {
            method: 'POST',
            ...json(s.token, {
              productId: pack.productId,
              quantity: pack.quantity,
              selectedVariant: { unit: pack.unit },
            }),
          });
        }
        await timedFetch('GET /cart', `${api}/cart`, json(s.token));
        await timedFetch('POST /orders', `${api}/orders`, {
          method: 'POST',
          ...json(s.token, { selectedAddressId: s.address }, { 'Idempotency-Key': `load-${s.name}-cart` }),
        });
      }),
    );
    const checkoutMs = performance.now() - checkoutStarted;

    // 3. stock race on one pack, all at once.
    console.log(`Stock race: ${SHOPPERS} direct orders at once for a pack with ${RACE_STOCK} left…`);
    const raceStarted = performance.now();
    await Promise.all(
      shoppers.map((s) =>
        timedFetch('POST /orders/direct (race)', `${api}/orders/direct`, {
          method: 'POST',
          ...json(
            s.token,
            {
              selectedAddressId: s.address,
              items: [
                { productId: RACE.productId, quantity: RACE.quantity, selectedVariant: { unit: RACE.unit } },
              ],
            },
            { 'Idempotency-Key': `load-${s.name}-race` },
          ),
        }),
      ),
    );
    const raceMs = performance.now() - raceStarted;

    // Report: latency and statuses per call.
    const calls = [...new Set(samples.map((s) => s.call))];
    const rows = [['call', 'n', 'p50 ms', 'p95 ms', 'max ms', 'statuses']];
    for (const call of calls) {
      const of = samples.filter((s) => s.call === call);
      const ms = of.map((s) => s.ms).sort((a, b) => a - b);
      const statuses = new Map<number, number>();
      for (const s of of) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
      rows.push([
        call,
        String(of.length),
        percentile(ms, 50).toFixed(0),
        percentile(ms, 95).toFixed(0),
        (ms.at(-1) ?? 0).toFixed(0),
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
      ]);
    }
    console.log(
      `\nLatency and statuses (${SHOPPERS} shoppers; checkout phase ${(checkoutMs / 1000).toFixed(1)} s, race ${(raceMs / 1000).toFixed(1)} s)\n`,
    );
    console.log(table(rows));

    // Stock accounting: what left the shelf is exactly what is in the orders.
    const orders = (await db.collection('orders').get()).docs.map(
      (d) => d.data() as { items: { productId: number; unit: string; quantity: number }[] },
    );
    const accounting = [['pack', 'stock before', 'stock after', 'taken', 'units ordered', 'ok']];
    let stockOk = true;
    for (const pack of [PACK_A, PACK_B, RACE]) {
      const key = `${pack.productId} ${pack.unit}`;
      const before = initial.get(key);
      const after = await stockOf(pack.productId, pack.unit);
      const ordered = orders
        .flatMap((o) => o.items)
        .filter((i) => i.productId === pack.productId && i.unit === pack.unit)
        .reduce((sum, i) => sum + i.quantity, 0);
      const tracked = typeof before === 'number' && typeof after === 'number';
      const taken = tracked ? before - after : NaN;
      const ok = tracked ? taken === ordered && after >= 0 : after === before;
      stockOk &&= ok;
      accounting.push([
        key,
        String(before),
        String(after),
        tracked ? String(taken) : 'untracked',
        String(ordered),
        ok ? 'yes' : 'NO',
      ]);
    }
    console.log('\nStock accounting (stock taken = units ordered; never below 0)\n');
    console.log(table(accounting));
    const raceWon = samples.filter((s) => s.call.includes('race') && s.status === 201).length;
    const raceOk = raceWon === Math.min(RACE_STOCK, SHOPPERS);
    const serverErrors = samples.filter((s) => s.status >= 500 || s.status === 0).length;
    console.log(
      `\n5xx or no answer: ${serverErrors}. Race: ${raceWon} orders for ${RACE_STOCK} in stock (${raceOk ? 'as expected' : 'WRONG'}). ` +
        `Total ${samples.length} requests in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`,
    );
    process.exitCode = serverErrors === 0 && stockOk && raceOk ? 0 : 1;
  } finally {
    clearTimeout(stopTimer);
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await stack.stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
