import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAddress, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * Readable order numbers (issue 14 §7): `KO-1001`, `KO-1002`, … allocated from `counters/orders`
 * inside the order transaction.
 */
let owner: TestUser;
let shoppers: TestUser[];
let addresses: string[];

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  [owner, ...shoppers] = await Promise.all([
    createUser().then(makeAdmin),
    ...Array.from({ length: 5 }, () => createUser()),
  ]);
  addresses = await Promise.all(
    shoppers.map(
      async (s) => (await post('/addresses', anAddress(), { token: s.idToken })).body._id as string,
    ),
  );
});

const BANANAS = { productId: 13, unit: 'dozen' }; // stock not counted
const GULKAND = { productId: 1, unit: '500g' };

const orderDirect = (i: number, item: { productId: number; unit: string }, quantity = 1) =>
  post(
    '/orders/direct',
    { selectedAddressId: addresses[i], items: [{ ...item, quantity }] },
    { token: shoppers[i]!.idToken },
  );

const sequenceOf = (number: string) => Number(number.replace(/^KO-/, ''));

describe('the readable order number', () => {
  it('numbers orders KO-1001, KO-1002 … and answers it with the order, in the list and in the detail', async () => {
    const first = await orderDirect(0, BANANAS);
    const second = await orderDirect(1, GULKAND);
    expect(first.status).toBe(201);
    expect(first.body.order.number).toBe('KO-1001');
    expect(second.body.order.number).toBe('KO-1002');
    const detail = await get(`/orders/${first.body.orderId}`, { token: shoppers[0]!.idToken });
    expect(detail.body.number).toBe('KO-1001');
    const list = await get('/orders', { token: shoppers[1]!.idToken });
    expect(list.body.map((o: { number: string }) => o.number)).toEqual(['KO-1002']);
    expect((await adminDb().collection('counters').doc('orders').get()).data()).toEqual({ last: 2 });
  });

  it('is unique under orders placed at the same moment, and no number is skipped', async () => {
    // Ten orders at once from five shoppers, across products (different product locks).
    const placed = await Promise.all(
      shoppers.flatMap((_, i) => [orderDirect(i, BANANAS), orderDirect(i, i % 2 ? GULKAND : BANANAS, 2)]),
    );
    expect(placed.map((r) => r.status)).toEqual(Array(10).fill(201));
    const numbers = placed.map((r) => r.body.order.number as string);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 1001 + i),
    );
    // What is stored is what was answered.
    const stored = (await adminDb().collection('orders').get()).docs.map((d) => d.get('number'));
    expect(stored.sort()).toEqual([...numbers].sort());
  });

  it('is unique when transactions race without the in-process queue (two API instances)', async () => {
    const { db } = await import('../../functions/src/lib/firestore.js');
    const repository = await import('../../functions/src/orders/orders.repository.js');
    const firestore = db();
    const place = (i: number) =>
      firestore.runTransaction(async (tx) => {
        const sequence = await repository.findNextOrderSequenceInTransaction(firestore, tx);
        return repository.createOrderInTransaction(
          firestore,
          tx,
          {
            userId: `racer-${i}`,
            status: 'Pending',
            totalAmount: 80,
            items: [],
            shippingAddress: {
              name: 'Racer',
              street: '1 Road',
              city: 'Karad',
              state: 'Maharashtra',
              postalCode: '415110',
              country: 'India',
            },
            source: 'direct',
            channel: 'website',
            idempotencyKey: null,
          },
          null,
          sequence,
        );
      });
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => place(i)));
    const numbers = await Promise.all(
      ids.map(async (id) => (await firestore.collection('orders').doc(id).get()).get('number') as string),
    );
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
  });

  it('a refused order takes no number; a replay answers the same number', async () => {
    await adminDb()
      .collection('products')
      .doc('1')
      .update({ variants: [{ unit: '500g', price: 200, stock: 1 }] });
    expect((await orderDirect(0, GULKAND, 5)).status).toBe(409);
    const headers = { 'Idempotency-Key': 'numbered-attempt-01' };
    const body = { selectedAddressId: addresses[1], items: [{ ...BANANAS, quantity: 1 }] };
    const placed = await post('/orders/direct', body, { token: shoppers[1]!.idToken, headers });
    const replay = await post('/orders/direct', body, { token: shoppers[1]!.idToken, headers });
    expect(placed.body.order.number).toBe('KO-1001');
    expect(replay.status).toBe(200);
    expect(replay.body.order.number).toBe('KO-1001');
    expect((await orderDirect(2, BANANAS)).body.order.number).toBe('KO-1002');
  });

  it('an order from before numbers existed reads without one; the owner finds orders by number', async () => {
    const at = Timestamp.now();
    await adminDb()
      .collection('orders')
      .doc('OldOrder0001')
      .set({
        userId: shoppers[0]!.uid,
        orderDate: at,
        status: 'Pending',
        totalAmount: 80,
        items: [],
        shippingAddress: anAddress(),
        source: 'direct',
        channel: 'website',
        idempotencyKey: null,
        statusHistory: [{ status: 'Pending', at, by: 'shopper' }],
      });
    const old = await get('/orders/OldOrder0001', { token: shoppers[0]!.idToken });
    expect(old.status).toBe(200);
    expect(old.body).not.toHaveProperty('number');

    const placed = [await orderDirect(1, BANANAS), await orderDirect(2, BANANAS)];
    const search = async (q: string) =>
      (await get(`/admin/orders?q=${encodeURIComponent(q)}`, { token: owner.idToken })).body.orders.map(
        (o: { _id: string; number?: string }) => o.number ?? o._id,
      );
    expect(await search('KO-1002')).toEqual(['KO-1002']);
    expect(await search('ko1001')).toEqual(['KO-1001']);
    expect(await search('1002')).toEqual(['KO-1002']);
    expect(
      (await get(`/admin/orders/${placed[0]!.body.orderId}`, { token: owner.idToken })).body.number,
    ).toBe('KO-1001');
  });
});
