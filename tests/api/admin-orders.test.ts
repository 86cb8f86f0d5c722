import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MOVES, ORDER_STATUSES } from '@contract/orders';
import { call, get, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * The owner's orders: /api/admin/orders (list, search, one, move), /api/admin/summary and the
 * audit log of moves. Orders are written straight into Firestore here (in the shape the order
 * transaction writes), so any number of them, of any status and date, can exist at once.
 */
let owner: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  await startApi();
  [owner, shopper] = await Promise.all([createUser().then(makeAdmin), createUser()]);
});
afterAll(stopApi);
beforeEach(resetDatabase);

const HOUR = 60 * 60 * 1000;

interface SeedOrder {
  id: string;
  status?: string;
  at?: Date;
  name?: string;
  phone?: string;
  userId?: string;
  quantity?: number;
  total?: number;
  city?: string;
  postalCode?: string;
  /** A UPI payment claimed with this reference. */
  reference?: string;
  /** When it was claimed (default: when the order was placed). */
  claimedAt?: Date;
  /** A UPI payment in this state instead (no reference). */
  payment?: 'due' | 'paid';
}

/** An order as createOrderInTransaction writes it: 1 × Gulkand 500g unless told otherwise. */
async function seedOrder(o: SeedOrder): Promise<string> {
  const at = Timestamp.fromDate(o.at ?? new Date());
  const quantity = o.quantity ?? 1;
  await adminDb()
    .collection('orders')
    .doc(o.id)
    .set({
      userId: o.userId ?? shopper.uid,
      orderDate: at,
      status: o.status ?? 'Pending',
      totalAmount: o.total ?? 200 * quantity,
      items: [
        {
          productId: 1,
          name: 'Gulkand',
          quantity,
          price: 200,
          unit: '500g',
          image: '/images/products/gulkand.svg',
          lineTotal: 200 * quantity,
        },
      ],
      shippingAddress: {
        name: o.name ?? 'Sunita Patil',
        street: '12 Shivaji Chowk',
        city: o.city ?? 'Karad',
        state: 'Maharashtra',
        postalCode: o.postalCode ?? '415110',
        country: 'India',
        phoneNumber: o.phone ?? '+91 98765 43210',
      },
      source: 'direct',
      channel: 'website',
      idempotencyKey: null,
      statusHistory: [{ status: 'Pending', at, by: 'shopper' }],
      ...(o.reference
        ? {
            payment: {
              method: 'upi',
              status: 'claimed',
              reference: o.reference,
              claimedAt: o.claimedAt ? Timestamp.fromDate(o.claimedAt) : at,
            },
          }
        : o.payment
          ? { payment: { method: 'upi', status: o.payment } }
          : {}),
    });
  return o.id;
}

const gulkandStock = async () =>
  (
    (await adminDb().collection('products').doc('1').get()).get('variants') as {
      unit: string;
      stock: number;
    }[]
  ).find((v) => v.unit === '500g')!.stock;

const asOwner = { token: () => owner.idToken };
const adminGet = (path: string) => get(`/admin${path}`, { token: asOwner.token() });
const move = (id: string, body: unknown) =>
  call('PATCH', `/admin/orders/${id}`, { token: owner.idToken, body });

describe('who may call /api/admin/**', () => {
  const CALLS: [string, string, unknown?][] = [
    ['GET', '/admin/orders'],
    ['GET', '/admin/orders?status=Pending&q=abc'],
    ['GET', '/admin/orders?payment=claimed'],
    ['GET', '/admin/orders/order-1'],
    ['PATCH', '/admin/orders/order-1', { status: 'Shipped' }],
    ['GET', '/admin/summary'],
    ['GET', '/admin/products'],
    ['PATCH', '/admin/products/1', { isPopular: true }],
    ['GET', '/admin/audit'],
  ];

  it('answers 401 without a token and 403 to a shopper, on every call, and changes nothing', async () => {
    await seedOrder({ id: 'order-1' });
    for (const [method, path, body] of CALLS) {
      const anonymous = await call(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
        messageCode: 'api.signInRequired',
        params: {},
      });
      const garbage = await call(method, path, { body, token: 'x.y.z' });
      expect(garbage.status, `${method} ${path} (bad token)`).toBe(401);
      const refused = await call(method, path, { body, token: shopper.idToken });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toEqual({
        code: 'FORBIDDEN',
        message: 'Only the shop’s administrators can do that.',
        messageCode: 'api.adminOnly',
        params: {},
      });
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
    expect((await adminDb().collection('orders').doc('order-1').get()).get('status')).toBe('Pending');
    expect((await adminDb().collection('products').doc('1').get()).get('isPopular')).toBe(false);
    expect((await adminDb().collection('auditLog').get()).size).toBe(0);
  });

  it('answers the owner, never to be cached', async () => {
    const response = await adminGet('/orders');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('PATCH /api/admin/orders/{id}: every move', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ORDER_MOVES[from].includes(to);
      it(`${from} → ${to}: ${allowed ? 'allowed' : '409, nothing changes'}`, async () => {
        const id = await seedOrder({ id: `move-${from}-${to}`, status: from, quantity: 2 });
        const stockBefore = await gulkandStock();
        const response = await move(id, { status: to, note: 'Called the shopper' });
        const stored = (await adminDb().collection('orders').doc(id).get()).data()!;
        if (allowed) {
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          expect(response.body).toMatchObject({ _id: id, status: to, userId: shopper.uid });
          expect(response.body.statusHistory).toEqual([
            { status: 'Pending', at: expect.any(String), by: 'shopper' },
            { status: to, at: expect.any(String), by: 'owner', note: 'Called the shopper' },
          ]);
          expect(stored['status']).toBe(to);
          // Cancelling (from Pending or Shipped) puts the 2 packs back; other moves leave stock alone.
          expect(await gulkandStock()).toBe(stockBefore + (to === 'Cancelled' ? 2 : 0));
          const audit = (await adminDb().collection('auditLog').get()).docs.map((d) => d.data());
          expect(audit).toEqual([
            {
              at: expect.any(Timestamp),
              by: owner.uid,
              action: 'order.status',
              target: `orders/${id}`,
              before: { status: from },
              after: { status: to, note: 'Called the shopper' },
            },
          ]);
        } else {
          expect(response.status).toBe(409);
          expect(response.body).toEqual({
            code: 'CONFLICT',
            message: `This order is ${from} and cannot be changed to ${to}.`,
            messageCode: 'order.moveNotAllowed',
            params: { from, to },
          });
          expect(stored['status']).toBe(from);
          expect(stored['statusHistory']).toHaveLength(1);
          expect(await gulkandStock()).toBe(stockBefore);
          expect((await adminDb().collection('auditLog').get()).size).toBe(0);
        }
      });
    }
  }

  it('refuses an unknown status, a long note and an unknown order, changing nothing', async () => {
    const id = await seedOrder({ id: 'order-1' });
    const bad = await move(id, { status: 'Lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose Pending, Shipped, Delivered or Cancelled.');
    const long = await move(id, { status: 'Shipped', note: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Please keep the note under 200 characters.');
    expect((await move(id, {})).status).toBe(400);
    const missing = await move('no-such-order', { status: 'Shipped' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find the requested order.');
    expect((await adminDb().collection('orders').doc(id).get()).get('status')).toBe('Pending');
    expect((await adminDb().collection('auditLog').get()).size).toBe(0);
  });

  it('walks an order through Pending → Shipped → Delivered, recording each step', async () => {
    const id = await seedOrder({ id: 'order-1' });
    expect((await move(id, { status: 'Shipped' })).status).toBe(200);
    const delivered = await move(id, { status: 'Delivered', note: '  Handed over at the gate  ' });
    expect(delivered.body.statusHistory.map((c: { status: string; by: string }) => [c.status, c.by])).toEqual(
      [
        ['Pending', 'shopper'],
        ['Shipped', 'owner'],
        ['Delivered', 'owner'],
      ],
    );
    expect(delivered.body.statusHistory[1].note).toBeUndefined();
    expect(delivered.body.statusHistory[2].note).toBe('Handed over at the gate');
    // The shopper sees the same history on her order.
    const hers = await get(`/orders/${id}`, { token: shopper.idToken });
    expect(hers.body.statusHistory).toEqual(delivered.body.statusHistory);
    const audit = await adminGet('/audit');
    expect(audit.body.entries.map((e: { after: { status: string } }) => e.after.status)).toEqual([
      'Delivered',
      'Shipped',
    ]);
    expect(audit.body.nextCursor).toBeNull();
  });
});

describe('GET /api/admin/orders and /api/admin/orders/{id}', () => {
  it('lists every shopper’s orders newest first, 25 a page, with a cursor to the next page', async () => {
    const start = Date.now() - 100 * HOUR;
    for (let i = 0; i < 30; i++)
      await seedOrder({ id: `order-${String(i).padStart(2, '0')}`, at: new Date(start + i * HOUR) });
    const first = await adminGet('/orders');
    expect(first.status).toBe(200);
    expect(first.body.orders).toHaveLength(25);
    expect(first.body.orders[0]._id).toBe('order-29');
    expect(first.body.orders[0].userId).toBe(shopper.uid);
    expect(first.body.nextCursor).toBe('order-05');
    const second = await adminGet(`/orders?cursor=${first.body.nextCursor}`);
    expect(second.body.orders.map((o: { _id: string }) => o._id)).toEqual([
      'order-04',
      'order-03',
      'order-02',
      'order-01',
      'order-00',
    ]);
    expect(second.body.nextCursor).toBeNull();
    const unknown = await adminGet('/orders?cursor=no-such-order');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That page is no longer available. Please start from the first page.');
    expect((await adminGet('/orders?status=Lost')).status).toBe(400);
  });

  it('filters by status and finds orders by number, name or phone', async () => {
    await seedOrder({
      id: 'AbCd1234xyz',
      name: 'Sunita Patil',
      phone: '+91 98765 43210',
      at: new Date(Date.now() - 3 * HOUR),
    });
    await seedOrder({
      id: 'QwErTy987',
      name: 'Ramesh Jadhav',
      phone: '+91 91234 56789',
      status: 'Shipped',
      at: new Date(Date.now() - 2 * HOUR),
    });
    await seedOrder({
      id: 'ZzTop0001',
      name: 'Asha Patil',
      phone: '9000011111',
      status: 'Delivered',
      at: new Date(Date.now() - HOUR),
    });
    const ids = async (query: string) =>
      ((await adminGet(`/orders${query}`)).body.orders as { _id: string }[]).map((o) => o._id);
    expect(await ids('')).toEqual(['ZzTop0001', 'QwErTy987', 'AbCd1234xyz']);
    expect(await ids('?status=Shipped')).toEqual(['QwErTy987']);
    expect(await ids('?status=&q=&cursor=')).toEqual(['ZzTop0001', 'QwErTy987', 'AbCd1234xyz']);
    expect(await ids('?q=abcd12')).toEqual(['AbCd1234xyz']);
    expect(await ids('?q=patil')).toEqual(['ZzTop0001', 'AbCd1234xyz']);
    expect(await ids('?q=patil&status=Pending')).toEqual(['AbCd1234xyz']);
    expect(await ids(`?q=${encodeURIComponent('91234 567')}`)).toEqual(['QwErTy987']);
    expect(await ids('?q=00011111')).toEqual(['ZzTop0001']);
    expect(await ids('?q=nobody')).toEqual([]);
    expect((await adminGet(`/orders?q=${'x'.repeat(61)}`)).status).toBe(400);
  });

  it('finds orders by city, PIN code and the UPI reference (UTR) of their payment', async () => {
    await seedOrder({ id: 'KaradOrder1', at: new Date(Date.now() - 3 * HOUR), reference: '123456789012' });
    await seedOrder({
      id: 'PuneOrder01',
      city: 'Pune',
      postalCode: '411001',
      phone: '+91 90000 22222',
      at: new Date(Date.now() - 2 * HOUR),
      reference: '998877665544',
    });
    await seedOrder({
      id: 'SataraOrd01',
      city: 'Satara',
      postalCode: '415001',
      at: new Date(Date.now() - HOUR),
    });
    const ids = async (q: string) =>
      ((await adminGet(`/orders?q=${encodeURIComponent(q)}`)).body.orders as { _id: string }[]).map(
        (o) => o._id,
      );
    expect(await ids('pune')).toEqual(['PuneOrder01']);
    expect(await ids('SATARA')).toEqual(['SataraOrd01']);
    expect(await ids('411001')).toEqual(['PuneOrder01']);
    expect(await ids('4150')).toEqual(['SataraOrd01']);
    expect(await ids('998877665544')).toEqual(['PuneOrder01']);
    expect(await ids('123456789012')).toEqual(['KaradOrder1']);
    expect(await ids('65544')).toEqual(['PuneOrder01']);
  });

  it('pages search results: 25 matches a page, the next page reading on after the last', async () => {
    const start = Date.now() - 100 * HOUR;
    for (let i = 0; i < 40; i++)
      await seedOrder({
        id: `o${String(i).padStart(2, '0')}`,
        name: i % 2 ? 'Meena Patil' : 'Kiran More',
        at: new Date(start + i * HOUR),
      });
    const first = await adminGet('/orders?q=meena');
    expect(first.body.orders).toHaveLength(20);
    expect(first.body.nextCursor).toBeNull();
    const patils = await adminGet('/orders?q=a'); // every name holds an a
    expect(patils.body.orders).toHaveLength(25);
    expect(patils.body.nextCursor).toBe('o15');
    const rest = await adminGet(`/orders?q=a&cursor=${patils.body.nextCursor}`);
    expect(rest.body.orders).toHaveLength(15);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('shows one order with its shopper and history; an unknown one is 404', async () => {
    const id = await seedOrder({ id: 'order-1' });
    const one = await adminGet(`/orders/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: id, userId: shopper.uid, status: 'Pending', totalAmount: 200 });
    expect(one.body.statusHistory).toHaveLength(1);
    expect((await adminGet('/orders/nope')).status).toBe(404);
    expect((await adminGet('/orders/__x__')).status).toBe(400);
  });
});

describe('GET /api/admin/orders?payment=claimed: the payments to check', () => {
  const ids = async (query: string) => {
    const answer = await adminGet(`/orders${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.orders as { _id: string }[]).map((o) => o._id);
  };
  const toCheck = async () => (await adminGet('/summary')).body.paymentsToCheck as number;

  it('lists claimed UPI payments not yet marked paid, oldest claim first, and counts them', async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    // Placed long ago but claimed only an hour ago: it waits the least, so it comes last.
    await seedOrder({ id: 'claimNew', at: ago(20), claimedAt: ago(1), reference: '111111111111' });
    const claimedOld = ago(5);
    await seedOrder({ id: 'claimOld', at: ago(10), claimedAt: claimedOld, reference: '222222222222' });
    await seedOrder({
      id: 'claimShipped',
      status: 'Shipped',
      at: ago(9),
      claimedAt: ago(3),
      reference: '333333333333',
      name: 'Ramesh Jadhav',
    });
    // Closed: the hourly job cancelled a claim nobody confirmed in time.
    await seedOrder({
      id: 'claimCancelled',
      status: 'Cancelled',
      at: ago(90),
      claimedAt: ago(80),
      reference: '444444444444',
    });
    await seedOrder({ id: 'upiPaid', at: ago(8), payment: 'paid' });
    await seedOrder({ id: 'upiDue', at: ago(7), payment: 'due' });
    await seedOrder({ id: 'noPayment', at: ago(6) });

    expect(await ids('?payment=claimed')).toEqual(['claimOld', 'claimShipped', 'claimNew']);
    expect(await toCheck()).toBe(3);
    // With the other filters: a status (Cancelled too, asked for by name) and a search.
    expect(await ids('?payment=claimed&status=Pending')).toEqual(['claimOld', 'claimNew']);
    expect(await ids('?payment=claimed&status=Cancelled')).toEqual(['claimCancelled']);
    expect(await ids('?payment=claimed&q=jadhav')).toEqual(['claimShipped']);
    expect(await ids('?payment=claimed&q=222222222222')).toEqual(['claimOld']);
    expect(await ids('?payment=&status=Pending')).toEqual([
      'noPayment',
      'upiDue',
      'upiPaid',
      'claimOld',
      'claimNew',
    ]);
    // Each one with the UTR to look for in the bank app, and when she gave it.
    expect((await adminGet('/orders?payment=claimed')).body.orders[0].payment).toEqual({
      method: 'upi',
      status: 'claimed',
      reference: '222222222222',
      claimedAt: claimedOld.toISOString(),
    });

    // The owner finds the money in her bank app and marks it paid: it leaves the list and the count.
    const marked = await call('PATCH', '/admin/orders/claimOld/payment', {
      token: owner.idToken,
      body: { status: 'paid' },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(await ids('?payment=claimed')).toEqual(['claimShipped', 'claimNew']);
    expect(await toCheck()).toBe(2);
  });

  it('pages them 25 at a time, the next page reading on after the last claim', async () => {
    const start = Date.now() - 100 * HOUR;
    for (let i = 0; i < 30; i++)
      await seedOrder({
        id: `claim-${String(i).padStart(2, '0')}`,
        // Placed newest first, claimed oldest first: the list follows the claims.
        at: new Date(start + (30 - i) * HOUR),
        claimedAt: new Date(start + 40 * HOUR + i * HOUR),
        reference: String(100000000000 + i),
      });
    await seedOrder({ id: 'unclaimed', at: new Date(start) });
    const first = await adminGet('/orders?payment=claimed');
    expect(first.body.orders).toHaveLength(25);
    expect(first.body.orders[0]._id).toBe('claim-00');
    expect(first.body.nextCursor).toBe('claim-24');
    expect(await ids(`?payment=claimed&cursor=${first.body.nextCursor}`)).toEqual([
      'claim-25',
      'claim-26',
      'claim-27',
      'claim-28',
      'claim-29',
    ]);
    expect((await adminGet('/summary')).body.paymentsToCheck).toBe(30);
    // A cursor from the newest-first list that names an order with no claim cannot start this one.
    const stray = await adminGet('/orders?payment=claimed&cursor=unclaimed');
    expect(stray.status).toBe(400);
    expect(stray.body).toEqual({
      code: 'INVALID',
      message: 'That page is no longer available. Please start from the first page.',
      messageCode: 'admin.cursorInvalid',
      params: {},
    });
  });

  it('refuses any other payment filter with a message the owner can read', async () => {
    for (const value of ['paid', 'CLAIMED', 'due', 'x'.repeat(100)]) {
      const answer = await adminGet(`/orders?payment=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body.message).toBe(
        'Please filter payments by “claimed” (the payments to check), or leave it out.',
      );
      expect(answer.body.code).toBe('INVALID');
    }
    const status = await adminGet('/orders?status=Lost&payment=claimed');
    expect(status.status).toBe(400);
    expect(status.body.message).toBe('Please choose Pending, Shipped, Delivered or Cancelled.');
  });

  it('has its composite index declared: production refuses a query without one, the emulator does not', async () => {
    const { indexes } = JSON.parse(
      await readFile(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
    };
    // The filters' fields, then the order's (orders.repository.ts claimsOldestFirst; its `in` and
    // its count use the same one).
    expect(
      indexes.filter((index) => index.collectionGroup === 'orders').map((index) => index.fields),
    ).toContainEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'payment.status', order: 'ASCENDING' },
      { fieldPath: 'payment.claimedAt', order: 'ASCENDING' },
    ]);
  });

  it('answers a shopper 403 and a visitor 401, showing no order', async () => {
    await seedOrder({ id: 'claimOld', reference: '222222222222' });
    const refused = await get('/admin/orders?payment=claimed', { token: shopper.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the shop’s administrators can do that.',
      messageCode: 'api.adminOnly',
      params: {},
    });
    expect((await get('/admin/orders?payment=claimed')).status).toBe(401);
  });
});

describe('GET /api/admin/summary', () => {
  it('counts today’s orders (in India) and their value, Pending orders and low-stock packs', async () => {
    const { startOfIndianDay } = await import('../../functions/src/orders/admin-orders.service.js');
    const midnight = startOfIndianDay(new Date()).getTime();
    await seedOrder({
      id: 'today-1',
      at: new Date(Math.max(midnight + 1_000, Date.now() - 1_000)),
      quantity: 2,
    });
    await seedOrder({ id: 'today-2', at: new Date(midnight), status: 'Shipped', total: 150.5 });
    await seedOrder({ id: 'today-cancelled', at: new Date(midnight + 2_000), status: 'Cancelled' });
    await seedOrder({ id: 'yesterday', at: new Date(midnight - 1_000) });
    // Two packs at or below LOW_STOCK (5): one of them of a hidden product, which does not count.
    await adminDb()
      .collection('products')
      .doc('1')
      .update({
        variants: [
          { unit: '500g', price: 200, stock: 5 },
          { unit: '300g', price: 150, stock: 0 },
        ],
      });
    await adminDb()
      .collection('products')
      .doc('2')
      .update({ variants: [{ unit: '125gm', price: 150, stock: 1 }], hidden: true });

    const summary = await adminGet('/summary');
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      today: { count: 2, total: 550.5 },
      pending: 2,
      paymentsToCheck: 0,
      lowStock: 2,
    });
  });

  it('starts the day at midnight in India', async () => {
    const { startOfIndianDay } = await import('../../functions/src/orders/admin-orders.service.js');
    // 20:00 UTC on 8 March is 01:30 on 9 March in India.
    expect(startOfIndianDay(new Date('2025-03-08T20:00:00Z')).toISOString()).toBe('2025-03-08T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2025-03-08T18:29:59Z')).toISOString()).toBe('2025-03-07T18:30:00.000Z');
  });
});
