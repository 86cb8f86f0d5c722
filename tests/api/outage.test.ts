import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../scripts/lib/stack.js';
import { freePorts } from '../../scripts/lib/stack-config.js';
import { seedDatabase } from '../../seed/src/seed.js';
import { anAddress, call, get, post, startApi, stopApi, type ApiResponse } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { FARM_UPI, stack as sharedStack } from '../support/emulators.js';

/*
 * Fault test: a Firestore emulator of this file's own (the shared one serves every other file) is
 * frozen with SIGSTOP in the middle of a run of cart and order calls, then thawed, then stopped.
 * The in-process app gives up on Firestore after FIRESTORE_DEADLINE_MS (3 s here; 8 s by default).
 */
const DEADLINE_MS = 3_000;
const ANSWER_WITHIN_MS = 10_000;
const PACK = { productId: 1, unit: '500g' };
const STOCK = 1_000;

let firestoreStack: Stack;
let adminApp: App;
let db: Firestore;

beforeAll(async () => {
  firestoreStack = await startStack({
    name: 'outage',
    projectId: sharedStack().projectId,
    ports: await freePorts(),
    only: [],
  });
  // Before the app is imported: it reads both when it first talks to Firestore.
  process.env['FIRESTORE_EMULATOR_HOST'] = firestoreStack.env['FIRESTORE_EMULATOR_HOST'];
  process.env['FIRESTORE_DEADLINE_MS'] = String(DEADLINE_MS);
  adminApp = initializeApp({ projectId: sharedStack().projectId }, 'outage-test');
  db = getFirestore(adminApp);
  await seedDatabase(db, { samples: true });
  // The orders below pay by UPI (the default): a seeded shop has no UPI id until it is set.
  await db.doc('settings/shop').set({ upi: FARM_UPI }, { merge: true });
  await db.doc(`products/${PACK.productId}`).update({
    variants: [
      { unit: '500g', price: 200, stock: STOCK },
      { unit: '300g', price: 150, stock: 20 },
    ],
  });
  await startApi();
}, 120_000);

afterAll(async () => {
  await stopApi();
  await firestoreStack?.stop();
  await deleteApp(adminApp).catch(() => undefined);
});

interface Timed extends ApiResponse {
  ms: number;
  label: string;
}

async function timed(label: string, method: string, path: string, options: Parameters<typeof call>[2]) {
  const started = Date.now();
  const response = await call(method, path, options);
  return { ...response, ms: Date.now() - started, label } satisfies Timed;
}

/** Every answer: JSON, quick, and never a 5xx other than the outage's own 503. */
function expectWellFormed(answer: Timed) {
  expect(answer.ms, answer.label).toBeLessThan(ANSWER_WITHIN_MS);
  if (answer.status >= 300) {
    expect(answer.body, answer.label).toEqual(
      expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
    );
    expect(answer.headers.get('cache-control'), answer.label).toBe('no-store');
  }
  // 409 only for the limit of Pending orders: an order committed while its answer was lost in the
  // freeze stays Pending until its retry finds it, and may fill a shopper's three.
  const pendingLimit = answer.status === 409 && answer.body?.messageCode === 'order.tooManyPending';
  if (!pendingLimit)
    expect([200, 201, 400, 503], `${answer.label}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
  if (answer.status === 503) {
    expect(answer.body).toEqual({
      code: 'UNAVAILABLE',
      message: expect.any(String),
      messageCode: 'api.serviceUnavailable',
      params: {},
    });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
}

interface Shopper {
  user: TestUser;
  address: string;
}

async function newShopper(): Promise<Shopper> {
  const user = await createUser();
  const created = await post('/addresses', anAddress(), { token: user.idToken });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const address = created.body._id as string;
  return { user, address };
}

/** One shopper's run: add to cart, order it (with a key per attempt), until `until`. */
async function shopperRun(
  shopper: Shopper,
  name: string,
  until: number,
  orderAttempts: Map<string, Shopper>,
) {
  const answers: Timed[] = [];
  const token = shopper.user.idToken;
  for (let i = 0; Date.now() < until; i++) {
    answers.push(
      await timed(`${name} add #${i}`, 'POST', '/cart', {
        token,
        body: { productId: PACK.productId, quantity: 1, selectedVariant: { unit: PACK.unit } },
      }),
    );
    const key = `${name}-attempt-${i}`;
    orderAttempts.set(key, shopper);
    const order = await timed(`${name} order #${i}`, 'POST', '/orders', {
      token,
      headers: { 'Idempotency-Key': key },
      body: { selectedAddressId: shopper.address },
    });
    answers.push(order);
    // The farm ships it (straight in Firestore), so the shopper stays under the Pending limit
    // and keeps ordering through the freeze.
    if (order.status === 201) await db.doc(`orders/${order.body.orderId}`).update({ status: 'Shipped' });
    answers.push(await timed(`${name} cart #${i}`, 'GET', '/cart', { token }));
  }
  return answers;
}

describe('Firestore frozen in the middle of cart and order calls', () => {
  it('answers JSON 503 within 10 s, writes nothing half-way, and afterwards every order is whole and exactly once', async () => {
    const shoppers = [await newShopper(), await newShopper(), await newShopper()];
    const attempts = new Map<string, Shopper>();
    const runFor = 14_000;
    const until = Date.now() + runFor;
    const run = Promise.all(shoppers.map((s, i) => shopperRun(s, `shopper${i}`, until, attempts)));

    await new Promise((r) => setTimeout(r, 2_000));
    firestoreStack.pauseFirestore();
    const pausedAt = Date.now();
    // A read Firestore had already answered when it froze may still be on its way into the app,
    // and a catalogue read joins one in flight (products.service): let those land first.
    await new Promise((r) => setTimeout(r, 1_000));
    // Direct calls while frozen, besides the running shoppers: each must come back as 503.
    const token = shoppers[0]!.user.idToken;
    const duringPause = await Promise.all([
      timed('products while frozen', 'GET', '/products', {}),
      timed('orders while frozen', 'GET', '/orders', { token }),
      timed('direct order while frozen', 'POST', '/orders/direct', {
        token,
        headers: { 'Idempotency-Key': 'frozen-direct-1' },
        body: {
          selectedAddressId: shoppers[0]!.address,
          items: [{ ...PACK, quantity: 2, selectedVariant: { unit: PACK.unit } }],
        },
      }),
      timed('clear cart while frozen', 'DELETE', '/cart', { token: shoppers[1]!.user.idToken }),
    ]);
    attempts.set('frozen-direct-1', shoppers[0]!);
    await new Promise((r) => setTimeout(r, Math.max(0, 7_000 - (Date.now() - pausedAt))));
    firestoreStack.resumeFirestore();

    const answers = [...(await run).flat(), ...duringPause];
    for (const answer of answers) expectWellFormed(answer);
    for (const answer of duringPause)
      expect(answer.status, `${answer.label} ${JSON.stringify(answer.body)}`).toBe(503);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(duringPause.length);
    expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);

    // Thawed: whatever was left pending has settled; the shoppers retry what failed, same keys.
    await new Promise((r) => setTimeout(r, 2_000));
    const directBody = {
      selectedAddressId: shoppers[0]!.address,
      items: [{ ...PACK, quantity: 2, selectedVariant: { unit: PACK.unit } }],
    };
    for (const [key, shopper] of attempts) {
      const isDirect = key.startsWith('frozen-direct');
      // As a client would: honour Retry-After a few times while what the freeze left pending
      // drains. The Cloud SDK emulator holds the locks of transactions the freeze cut off for a
      // while (decision 007), longer while other suites keep both cores busy: once, five tries
      // (about 35 s) were not enough, so the backstop is eight, inside this test's 120 s.
      for (let attempt = 1; ; attempt++) {
        const retry = await timed(`retry ${key}`, 'POST', isDirect ? '/orders/direct' : '/orders', {
          token: shopper.user.idToken,
          headers: { 'Idempotency-Key': key },
          body: isDirect ? directBody : { selectedAddressId: shopper.address },
        });
        expectWellFormed(retry);
        if (retry.status !== 503) break;
        expect(attempt, `${retry.label} still 503 after ${attempt} tries`).toBeLessThan(8);
        await new Promise((r) => setTimeout(r, Number(retry.headers.get('retry-after')) * 1000));
      }
    }

    // Exactly one order per key; every order whole; the idempotency records match the orders.
    const orders = (await db.collection('orders').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as any);
    const keys = orders.map((o) => o.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    let ordered = 0;
    for (const order of orders) {
      expect(order.items.length, order.id).toBeGreaterThan(0);
      const sum = order.items.reduce((t: number, i: { lineTotal: number }) => t + i.lineTotal, 0);
      expect(order.subtotal, order.id).toBeCloseTo(sum, 2);
      expect(order.totalAmount, order.id).toBeCloseTo(order.subtotal - order.discount + order.shipping, 2);
      expect(order.shippingAddress.name).toBe('Sunita Patil');
      const record = await db.doc(`idempotencyKeys/${order.userId}_${order.idempotencyKey}`).get();
      expect(record.get('orderId'), order.id).toBe(order.id);
      for (const item of order.items)
        if (item.productId === PACK.productId && item.unit === PACK.unit) ordered += item.quantity;
    }
    const records = await db.collection('idempotencyKeys').get();
    expect(records.size).toBe(orders.length);
    // Stock taken is exactly what the orders hold: no order without its stock, no stock without its order.
    const variants = (await db.doc(`products/${PACK.productId}`).get()).get('variants') as {
      unit: string;
      stock: number;
    }[];
    expect(variants.find((v) => v.unit === PACK.unit)?.stock).toBe(STOCK - ordered);

    // And the shop works again: a new shopper adds and orders at once.
    const fresh = await newShopper();
    expect(
      (
        await post(
          '/cart',
          { productId: 2, quantity: 1, selectedVariant: { unit: '125gm' } },
          { token: fresh.user.idToken },
        )
      ).status,
    ).toBe(200);
    const placed = await post('/orders', { selectedAddressId: fresh.address }, { token: fresh.user.idToken });
    expect(placed.status).toBe(201);
  }, 120_000);

  it('answers JSON 503 within 10 s when Firestore refuses connections (emulator stopped)', async () => {
    const shopper = await newShopper();
    await firestoreStack.stop();
    const answers = await Promise.all([
      timed('products', 'GET', '/products', {}),
      timed('cart', 'GET', '/cart', { token: shopper.user.idToken }),
      timed('add', 'POST', '/cart', {
        token: shopper.user.idToken,
        body: { productId: 1, quantity: 1, selectedVariant: { unit: '500g' } },
      }),
      timed('order', 'POST', '/orders', {
        token: shopper.user.idToken,
        headers: { 'Idempotency-Key': 'refused-0001' },
        body: { selectedAddressId: shopper.address },
      }),
    ]);
    for (const answer of answers) {
      expectWellFormed(answer);
      expect(answer.status, answer.label).toBe(503);
    }
    // Sanity: the answer is the API's own, not a stuck socket the platform would cut.
    expect((await get('/products/abc')).status).toBe(400);
  }, 60_000);
});
