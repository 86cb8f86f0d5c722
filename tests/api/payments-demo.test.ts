import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS_DOC } from '@contract/settings';
import { seedDatabase } from '../../seed/src/seed.js';
import { anAddress, get, notice, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * The demo payment (docs/decisions/011, addendum): on a demo project whose seed turned it on, cash
 * on delivery is offered wherever the farm delivers (a newcomer on `npm start` orders to Pune
 * with no UPI id set), and the quote says it is a demo. On any other project the API ignores the
 * switch, whatever it says, and the seed refuses to write it there.
 */

let alice: TestUser;
let pune: string;
const GULKAND = { productId: 1, quantity: 2, selectedVariant: { unit: '500g' } }; // ₹200 each

beforeAll(startApi);
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  alice = await createUser();
  pune = (
    await post('/addresses', anAddress({ city: 'Pune City', postalCode: '411001' }), { token: alice.idToken })
  ).body._id;
});

const quote = () =>
  post('/checkout/quote', { selectedAddressId: pune, items: [GULKAND] }, { token: alice.idToken });
const orderCod = () =>
  post(
    '/orders/direct',
    { selectedAddressId: pune, items: [GULKAND], paymentMethod: 'cod' },
    { token: alice.idToken },
  );
const orderCount = async () => (await adminDb().collection('orders').get()).size;

describe('the demo payment on a demo project', () => {
  it('is off after a plain seed (the tests’ shops): cash on delivery stays Karad-only', async () => {
    expect((await adminDb().doc(DEMO_SETTINGS_DOC).get()).exists).toBe(false);
    expect((await quote()).body).toMatchObject({
      codAllowed: false,
      codNote: notice('payment.codKaradOnly'),
      demoPayment: false,
      upiAllowed: false,
    });
    expect((await orderCod()).status).toBe(409);
  });

  it('once the seed turns it on, a newcomer orders to Pune with no setup, the quote saying it is a demo', async () => {
    await seedDatabase(adminDb(), { samples: true, demoPayment: true });
    expect((await adminDb().doc(DEMO_SETTINGS_DOC).get()).data()).toEqual({ payment: true });
    const quoted = (await quote()).body;
    // 2 × ₹200 − 15% first-order discount + ₹120 outside Karad.
    expect(quoted).toMatchObject({
      total: 460,
      deliverable: true,
      codAllowed: true,
      codNote: null,
      demoPayment: true,
      upiAllowed: false,
    });
    const placed = await orderCod();
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ totalAmount: 460, payment: { method: 'cod', status: 'due' } });
    // No UPI id appears anywhere: a demo never names somebody's account.
    expect(JSON.stringify(placed.body)).not.toMatch(/upi/i);
    expect((await get(`/orders/${placed.body.orderId}`, { token: alice.idToken })).status).toBe(200);
  });

  it('leaves UPI to the farm’s own id: a real one is still offered and not called a demo', async () => {
    await seedDatabase(adminDb(), { samples: true, demoPayment: true });
    await setFarmUpi();
    expect((await quote()).body).toMatchObject({ upiAllowed: true, codAllowed: true, demoPayment: true });
  });
});

describe('the demo payment on a project that is not a demo one', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['GCLOUD_PROJECT', 'GOOGLE_CLOUD_PROJECT', 'FIREBASE_CONFIG'])
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
  });

  it('is ignored by the API, whatever the stored switch says: the quote offers nothing, the order is refused', async () => {
    await adminDb().doc(DEMO_SETTINGS_DOC).set({ payment: true });
    expect((await quote()).body).toMatchObject({ codAllowed: true, demoPayment: true });
    // The same API told it runs for a real project (the Firestore and Auth it uses stay the
    // test's emulators: only the project it is told of changes).
    process.env['GCLOUD_PROJECT'] = 'karad-organic-shop';
    expect((await quote()).body).toMatchObject({
      codAllowed: false,
      codNote: notice('payment.codKaradOnly'),
      demoPayment: false,
    });
    const refused = await orderCod();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cash on delivery is not available for this order. Please choose UPI.');
    expect(await orderCount()).toBe(0);
    // Told only through FIREBASE_CONFIG, as Cloud Functions may: the same.
    process.env['GCLOUD_PROJECT'] = saved['GCLOUD_PROJECT'];
    process.env['FIREBASE_CONFIG'] = JSON.stringify({ projectId: 'karad-organic-shop' });
    expect((await quote()).body).toMatchObject({ codAllowed: false, demoPayment: false });
    expect((await orderCod()).status).toBe(409);
  });

  it('is never written there: the seed refuses before writing anything', async () => {
    const real = getFirestore(initializeApp({ projectId: 'karad-organic-shop' }, 'real-project-seed'));
    await expect(seedDatabase(real, { samples: false, demoPayment: true })).rejects.toThrow(
      /demo payment on "karad-organic-shop": demo- projects only/,
    );
    expect((await real.collection('products').get()).size).toBe(0);
    expect((await real.doc(DEMO_SETTINGS_DOC).get()).exists).toBe(false);
    // A real shop's seed (npm run seed -- --real) writes no switch at all.
    await seedDatabase(real, { samples: false });
    expect((await real.doc(DEMO_SETTINGS_DOC).get()).exists).toBe(false);
    expect((await real.collection('products').get()).size).toBeGreaterThan(0);
    await real.recursiveDelete(real.collection('products'));
    await real.recursiveDelete(real.collection('settings'));
  });
});
