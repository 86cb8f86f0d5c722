import { spawnSync } from 'node:child_process';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAddress, english, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi, stack } from '../support/emulators.js';

/*
 * `npm run expire-orders -- --at <ISO time>`: the hourly job by hand, as its own process, against
 * the test stack's Firestore emulator. A claimed UPI payment nobody confirmed and an unpaid order
 * are cancelled as of a few days later, with their notes and their stock back; cash on delivery
 * waits; a time it cannot read stops it with an error and changes nothing.
 */
let alice: TestUser;
let address: string;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // The orders below pay by UPI: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  alice = await createUser();
  address = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
});

const GULKAND = { productId: 1, unit: '500g', selectedVariant: { unit: '500g' } }; // stock 50

async function placed(quantity: number, paymentMethod: 'upi' | 'cod' = 'upi'): Promise<string> {
  const answer = await post(
    '/orders/direct',
    { selectedAddressId: address, items: [{ ...GULKAND, quantity }], paymentMethod },
    { token: alice.idToken },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.orderId;
}

const stored = async (id: string) => (await adminDb().collection('orders').doc(id).get()).data()!;
const stock = async () =>
  (
    (await adminDb().collection('products').doc('1').get()).get('variants') as {
      unit: string;
      stock: number;
    }[]
  ).find((v) => v.unit === '500g')!.stock;

/** The repository's own script, as `npm run expire-orders` runs it, on the test stack's emulator. */
function expireOrders(...args: string[]) {
  return spawnSync('npx', ['tsx', 'scripts/expire-orders.ts', '--project', stack().projectId, ...args], {
    encoding: 'utf8',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: stack().firestoreHost },
    timeout: 60_000,
  });
}

describe('npm run expire-orders', () => {
  it('--at a few days later cancels the unconfirmed claim and the unpaid order, puts their stock back, keeps cash on delivery', async () => {
    const claimed = await placed(2);
    const unpaid = await placed(1);
    const cod = await placed(1, 'cod');
    const claim = await post(
      `/orders/${claimed}/payment-claim`,
      { reference: '412345678901' },
      { token: alice.idToken },
    );
    expect(claim.status).toBe(200);
    expect(await stock()).toBe(46);

    const at = new Date(Date.now() + 4 * 24 * 60 * 60 * 1000).toISOString();
    const run = expireOrders('--at', at);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`as of ${at}`);
    expect(run.stdout).toMatch(/Cancelled 2 \(stock back on sale\): /);
    expect(run.stdout).toContain(claimed);
    expect(run.stdout).toContain(unpaid);
    expect(run.stdout).toMatch(new RegExp(`Skipped 1 .*: ${cod}`));

    const claimedOrder = await stored(claimed);
    expect(claimedOrder.status).toBe('Cancelled');
    // Kept by code, so the shopper reads it in the language her page asks in.
    expect(claimedOrder.statusHistory.at(-1)).toEqual({
      status: 'Cancelled',
      at: expect.any(Timestamp),
      by: 'system',
      notice: { code: 'order.claimExpiredNote', params: { hours: 72 } },
    });
    // The shopper reads it on her order page.
    const seen = (await get(`/orders/${claimed}`, { token: alice.idToken })).body;
    expect(seen.statusHistory.at(-1).notice).toEqual({
      messageCode: 'order.claimExpiredNote',
      params: { hours: 72 },
      message: english('order.claimExpiredNote', { hours: 72 }),
    });
    expect(seen.statusHistory.at(-1).notice.message).toMatch(
      /could not be confirmed within 72 hours.*went back on sale.*If money left your account, please contact the farm/,
    );
    const inMarathi = await get(`/orders/${claimed}`, {
      token: alice.idToken,
      headers: { 'Accept-Language': 'mr' },
    });
    expect(inMarathi.body.statusHistory.at(-1).notice.message).toContain('72 तासांत पुष्टी होऊ शकली नाही');
    expect((await stored(unpaid)).statusHistory.at(-1).notice).toEqual({
      code: 'order.staleNote',
      params: { hours: 72 },
    });
    expect((await stored(cod)).status).toBe('Pending');
    expect(await stock()).toBe(49);

    // Again: nothing left to cancel, no stock put back twice.
    const again = expireOrders('--at', at);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('Cancelled: none.');
    expect(await stock()).toBe(49);
  }, 120_000);

  it('as of now (no --at) leaves a fresh claim alone', async () => {
    const claimed = await placed(1);
    await post(`/orders/${claimed}/payment-claim`, { reference: '412345678902' }, { token: alice.idToken });
    const run = expireOrders();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Cancelled: none.');
    expect((await stored(claimed)).status).toBe('Pending');
  }, 60_000);

  it('stops with an error on an --at it cannot read, and changes nothing', async () => {
    const unpaid = await placed(1);
    await adminDb()
      .collection('orders')
      .doc(unpaid)
      .update({ orderDate: Timestamp.fromMillis(Date.now() - 100 * 60 * 60 * 1000) });
    const run = expireOrders('--at', 'next tuesday');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--at "next tuesday" is not an ISO time.');
    expect((await stored(unpaid)).status).toBe('Pending');
  }, 60_000);
});
