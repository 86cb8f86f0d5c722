import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAddress, call, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, signInWithGoogle, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * The order lifecycle: the status history every order carries, the shopper's cancel, the owner's
 * cancel, the hourly stale-order job (called directly, as the scheduler would), the limit of
 * Pending orders, the merged-line limit, and the owner's e-mail queued with each new order.
 * Stock must come back exactly once however the cancels race.
 */
let alice: TestUser;
let bob: TestUser;
let owner: TestUser;
let aliceAddress: string;

beforeAll(async () => {
  await startApi();
  owner = await makeAdmin(await createUser());
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  aliceAddress = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
});

const GULKAND = { productId: 1, unit: '500g' }; // counted stock: 50
const BANANAS = { productId: 13, unit: 'dozen' }; // untracked ('-')

const orderDirect = (
  user: TestUser,
  addressId: string,
  items: { productId: number; unit: string; quantity: number }[],
  headers: Record<string, string> = {},
) =>
  post(
    '/orders/direct',
    { selectedAddressId: addressId, items: items.map((i) => ({ ...i, selectedVariant: { unit: i.unit } })) },
    { token: user.idToken, headers },
  );

/** Alice orders 2 × Gulkand 500g and 3 dozen bananas; answers the order id. */
async function aliceOrders(): Promise<string> {
  const placed = await orderDirect(alice, aliceAddress, [
    { ...GULKAND, quantity: 2 },
    { ...BANANAS, quantity: 3 },
  ]);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.orderId;
}

const stockOf = async (productId: number, unit: string) => {
  const product = (await adminDb().collection('products').doc(String(productId)).get()).data() as {
    variants: { unit: string; stock: number | string | null }[];
    stock: number | string | null;
  };
  return product.variants.find((v) => v.unit === unit)?.stock;
};

const storedOrder = async (id: string) => (await adminDb().collection('orders').doc(id).get()).data()!;

const cancelAsShopper = (user: TestUser, id: string) =>
  post(`/orders/${id}/cancel`, undefined, { token: user.idToken });
const moveAsOwner = (id: string, status: string, note?: string) =>
  call('PATCH', `/admin/orders/${id}`, { token: owner.idToken, body: { status, ...(note ? { note } : {}) } });

async function setShopSettings(changes: Record<string, unknown>) {
  await adminDb().collection('settings').doc('shop').update(changes);
}

describe('the status history', () => {
  it('starts with Pending by the shopper at creation, and an old order without one shows a derived Pending', async () => {
    const id = await aliceOrders();
    const order = (await get(`/orders/${id}`, { token: alice.idToken })).body;
    expect(order.statusHistory).toEqual([{ status: 'Pending', at: expect.any(String), by: 'shopper' }]);
    expect(Math.abs(Date.parse(order.statusHistory[0].at) - Date.parse(order.orderDate))).toBeLessThan(
      10_000,
    );

    // An order from before the lifecycle: no statusHistory stored at all.
    const legacy = adminDb().collection('orders').doc('legacy-order-1');
    const { statusHistory: _history, ...rest } = await storedOrder(id);
    await legacy.set({ ...rest, orderDate: Timestamp.fromDate(new Date('2025-01-15T10:00:00Z')) });
    const shown = (await get('/orders/legacy-order-1', { token: alice.idToken })).body;
    expect(shown.statusHistory).toEqual([
      { status: 'Pending', at: '2025-01-15T10:00:00.000Z', by: 'shopper' },
    ]);
    // Moving it keeps the derived entry as the first.
    expect((await cancelAsShopper(alice, 'legacy-order-1')).status).toBe(200);
    expect(
      (await storedOrder('legacy-order-1')).statusHistory.map((c: { status: string }) => c.status),
    ).toEqual(['Pending', 'Cancelled']);
  });
});

describe('POST /orders/{id}/cancel (the shopper)', () => {
  it('cancels her own Pending order, puts counted stock back (untracked stays untracked) and shows it in the shop at once', async () => {
    const id = await aliceOrders();
    expect(await stockOf(1, '500g')).toBe(48);
    const cancelled = await cancelAsShopper(alice, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('cache-control')).toBe('private, no-store');
    expect(cancelled.body).toMatchObject({ _id: id, status: 'Cancelled' });
    expect(cancelled.body.userId).toBeUndefined();
    expect(cancelled.body.statusHistory).toEqual([
      { status: 'Pending', at: expect.any(String), by: 'shopper' },
      { status: 'Cancelled', at: expect.any(String), by: 'shopper' },
    ]);
    expect(await stockOf(1, '500g')).toBe(50);
    expect(await stockOf(13, 'dozen')).toBe('-');
    // The top-level mirror of the first variant follows.
    expect((await adminDb().collection('products').doc('1').get()).get('stock')).toBe(50);
    const shown = (await get('/products/1')).body;
    expect(shown.variants.find((v: { unit: string }) => v.unit === '500g').stock).toBe(50);
    expect((await get(`/orders/${id}`, { token: alice.idToken })).body.status).toBe('Cancelled');
  });

  it('answers 404 for another shopper’s order (exactly like a missing one) and changes nothing', async () => {
    const id = await aliceOrders();
    const stolen = await cancelAsShopper(bob, id);
    const missing = await cancelAsShopper(bob, 'no-such-order');
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual(missing.body);
    expect(stolen.body).toEqual({
      code: 'NOT_FOUND',
      message: 'We could not find the requested order.',
      messageCode: 'order.notFound',
      params: {},
    });
    expect((await storedOrder(id)).status).toBe('Pending');
    expect(await stockOf(1, '500g')).toBe(48);
    expect((await post(`/orders/${id}/cancel`, undefined)).status).toBe(401);
  });

  it('answers 409 once the order is Shipped, or already Cancelled, and puts nothing back twice', async () => {
    const shipped = await aliceOrders();
    expect((await moveAsOwner(shipped, 'Shipped')).status).toBe(200);
    const refused = await cancelAsShopper(alice, shipped);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'CONFLICT',
      message: 'This order is Shipped and can no longer be cancelled. Please contact the farm.',
      messageCode: 'order.cancelOnlyPending',
      params: { status: 'Shipped' },
    });
    expect((await storedOrder(shipped)).status).toBe('Shipped');
    expect(await stockOf(1, '500g')).toBe(48);

    const twice = await aliceOrders();
    expect((await cancelAsShopper(alice, twice)).status).toBe(200);
    const again = await cancelAsShopper(alice, twice);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'This order is Cancelled and can no longer be cancelled. Please contact the farm.',
    );
    expect(await stockOf(1, '500g')).toBe(48);
    expect((await storedOrder(twice)).statusHistory).toHaveLength(2);
  });
});

describe('cancels racing each other: stock comes back exactly once', () => {
  it('the owner and the shopper cancel at the same moment: one wins, the other is 409', async () => {
    const ids = [await aliceOrders(), await aliceOrders(), await aliceOrders()];
    expect(await stockOf(1, '500g')).toBe(44);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        cancelAsShopper(alice, id),
        moveAsOwner(id, 'Cancelled'),
        cancelAsShopper(alice, id),
      ]),
    );
    for (let i = 0; i < ids.length; i++) {
      const statuses = answers.slice(i * 3, i * 3 + 3).map((a) => a.status);
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        JSON.stringify(statuses),
      ).toHaveLength(2);
      const history = (await storedOrder(ids[i]!)).statusHistory as { status: string }[];
      expect(history.filter((c) => c.status === 'Cancelled')).toHaveLength(1);
    }
    expect(await stockOf(1, '500g')).toBe(50);
  });

  it('the stale-order job and the owner cancel the same order at once', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const ids = [await aliceOrders(), await aliceOrders()];
    const later = new Date(Date.now() + 73 * 60 * 60 * 1000); // past the default 72 hours
    const [job, ...owners] = await Promise.all([
      cancelStaleOrders({ now: later }),
      ...ids.map((id) => moveAsOwner(id, 'Cancelled', 'Shopper called: not needed')),
    ]);
    for (const [i, id] of ids.entries()) {
      const ownerStatus = owners[i]!.status;
      expect([200, 409]).toContain(ownerStatus);
      const ownerWon = ownerStatus === 200;
      expect(job.cancelled.includes(id)).toBe(!ownerWon);
      const history = (await storedOrder(id)).statusHistory as { status: string; by: string }[];
      expect(history.filter((c) => c.status === 'Cancelled')).toEqual([
        expect.objectContaining({ by: ownerWon ? 'owner' : 'system' }),
      ]);
    }
    expect(await stockOf(1, '500g')).toBe(50);
  });
});

describe('the stale-order job (cancelStaleOrders)', () => {
  it('cancels Pending orders older than staleOrderHours as the system, restores stock, and leaves the rest', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const old = await aliceOrders();
    const fresh = await aliceOrders();
    const oldShipped = await aliceOrders();
    expect((await moveAsOwner(oldShipped, 'Shipped')).status).toBe(200);
    const aWhileAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 60 * 60 * 1000);
    await adminDb()
      .collection('orders')
      .doc(old)
      .update({ orderDate: aWhileAgo(80) });
    await adminDb()
      .collection('orders')
      .doc(oldShipped)
      .update({ orderDate: aWhileAgo(80) });
    expect(await stockOf(1, '500g')).toBe(44);

    const result = await cancelStaleOrders({ now: new Date() });
    expect(result.cancelled).toEqual([old]);
    expect((await storedOrder(old)).status).toBe('Cancelled');
    expect((await storedOrder(old)).statusHistory.at(-1)).toEqual({
      status: 'Cancelled',
      at: expect.any(Timestamp),
      by: 'system',
      notice: { code: 'order.staleNote', params: { hours: 72 } },
    });
    expect((await storedOrder(fresh)).status).toBe('Pending');
    expect((await storedOrder(oldShipped)).status).toBe('Shipped');
    expect(await stockOf(1, '500g')).toBe(46);

    // Run again: nothing left to do, nothing restored twice.
    expect((await cancelStaleOrders({ now: new Date() })).cancelled).toEqual([]);
    expect(await stockOf(1, '500g')).toBe(46);
  });

  it('follows the owner’s staleOrderHours from settings/shop', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    await setShopSettings({ staleOrderHours: 2 });
    const id = await aliceOrders();
    await adminDb()
      .collection('orders')
      .doc(id)
      .update({ orderDate: Timestamp.fromMillis(Date.now() - 3 * 60 * 60 * 1000) });
    expect((await cancelStaleOrders({ now: new Date() })).cancelled).toEqual([id]);
    expect((await storedOrder(id)).statusHistory.at(-1).notice).toEqual({
      code: 'order.staleNote',
      params: { hours: 2 },
    });
  });
});

describe('limits of an order', () => {
  it('allows at most 3 Pending orders per shopper (409 says so, nothing is taken); a replay is still answered; a cancel makes room', async () => {
    const headers = { 'Idempotency-Key': 'third-order-0001' };
    for (let i = 0; i < 2; i++)
      expect((await orderDirect(alice, aliceAddress, [{ ...GULKAND, quantity: 1 }])).status).toBe(201);
    const third = await orderDirect(alice, aliceAddress, [{ ...GULKAND, quantity: 1 }], headers);
    expect(third.status).toBe(201);
    expect(await stockOf(1, '500g')).toBe(47);

    const fourth = await orderDirect(alice, aliceAddress, [{ ...GULKAND, quantity: 1 }]);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({
      code: 'CONFLICT',
      message:
        'You already have 3 orders waiting to be confirmed. Please wait until one is shipped, or cancel one, before placing another.',
      messageCode: 'order.tooManyPending',
      params: { max: 3 },
    });
    expect(await stockOf(1, '500g')).toBe(47);
    expect((await adminDb().collection('orders').where('userId', '==', alice.uid).get()).size).toBe(3);

    // From the cart too; and the cart stays as it was.
    await post(
      '/cart',
      { productId: 1, quantity: 1, selectedVariant: { unit: '500g' } },
      { token: alice.idToken },
    );
    expect(
      (await post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken })).status,
    ).toBe(409);
    expect((await get('/cart', { token: alice.idToken })).body).toHaveLength(1);

    const replay = await orderDirect(alice, aliceAddress, [{ ...GULKAND, quantity: 1 }], headers);
    expect(replay.status).toBe(200);
    expect(replay.body.orderId).toBe(third.body.orderId);

    // Another shopper is not held back by Alice's orders.
    const bobAddress = (await post('/addresses', anAddress(), { token: bob.idToken })).body._id;
    expect((await orderDirect(bob, bobAddress, [{ ...GULKAND, quantity: 1 }])).status).toBe(201);

    expect((await cancelAsShopper(alice, third.body.orderId)).status).toBe(200);
    expect((await orderDirect(alice, aliceAddress, [{ ...GULKAND, quantity: 1 }])).status).toBe(201);
    // A Shipped order no longer counts.
    const list = (await get('/orders', { token: alice.idToken })).body as { _id: string; status: string }[];
    expect((await moveAsOwner(list.find((o) => o.status === 'Pending')!._id, 'Shipped')).status).toBe(200);
    expect((await orderDirect(alice, aliceAddress, [{ ...GULKAND, quantity: 1 }])).status).toBe(201);
  });

  it('holds 3 Pending orders even when several are placed at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => orderDirect(alice, aliceAddress, [{ ...BANANAS, quantity: 1 }])),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect((await adminDb().collection('orders').where('userId', '==', alice.uid).get()).size).toBe(3);
  });

  it('checks the per-pack limit on merged lines: ten lines of 99 of one pack in a direct order is 400', async () => {
    const lines = Array.from({ length: 10 }, () => ({ ...BANANAS, quantity: 99 }));
    const refused = await orderDirect(alice, aliceAddress, lines);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'INVALID',
      message: 'You can order up to 99 of Bananas (dozen) at a time. Please reduce the quantity.',
      messageCode: 'checkout.lineQuantityTooLarge',
      params: { product: 'Bananas', unit: 'dozen', max: 99 },
    });
    expect((await adminDb().collection('orders').get()).size).toBe(0);
    // 99 in one line is fine.
    expect((await orderDirect(alice, aliceAddress, [{ ...BANANAS, quantity: 99 }])).status).toBe(201);
  });
});

describe('the owner’s e-mail for each new order (collection `mail`)', () => {
  it('queues one Trigger Email document to notificationEmail with the number, total, lines, address and phone (HTML escaped)', async () => {
    await setShopSettings({ notificationEmail: 'orders@karadorganic.example' });
    const address = (
      await post('/addresses', anAddress({ name: 'Asha <b>Jadhav</b> & Sons' }), { token: bob.idToken })
    ).body._id;
    const placed = await orderDirect(bob, address, [
      { ...GULKAND, quantity: 2 },
      { ...BANANAS, quantity: 1 },
    ]);
    expect(placed.status).toBe(201);
    const id: string = placed.body.orderId;

    const mails = (await adminDb().collection('mail').get()).docs.map((d) => d.data());
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(Object.keys(mail).sort()).toEqual(['message', 'to']);
    expect(mail['to']).toBe('orders@karadorganic.example');
    // Bob's first order: 15% off the ₹480.00 of lines, ₹40.00 delivery in Karad below ₹999.
    const number: string = placed.body.order.number;
    expect(number).toMatch(/^KO-\d{4,}$/);
    expect(mail['message'].subject).toBe(`New order ${number} — ₹448.00`);
    const text: string = mail['message'].text;
    // One name for the order: its KO number, not its id.
    expect(text).not.toContain(id.slice(0, 8));
    expect(text).toContain('2 x Gulkand (500g) @ ₹200.00 = ₹400.00');
    expect(text).toContain('1 x Bananas (dozen) @ ₹80.00 = ₹80.00');
    expect(text).toContain('Subtotal ₹480.00, first-order discount −₹72.00, delivery ₹40.00');
    expect(text).toContain('Total: ₹448.00');
    expect(text).toContain('Asha <b>Jadhav</b> & Sons');
    expect(text).toContain('12 Shivaji Chowk, Somwar Peth');
    expect(text).toContain('Karad, Maharashtra 415110');
    expect(text).toContain('Phone: +91 98765 43210');
    const html: string = mail['message'].html;
    expect(html).toContain('Asha &lt;b&gt;Jadhav&lt;/b&gt; &amp; Sons');
    expect(html).not.toContain('<b>Jadhav');
    expect(html).toContain('Phone: +91 98765 43210');

    // A refused order mails nobody; a replay mails nobody again.
    expect((await orderDirect(bob, address, [{ productId: 1, unit: '500g', quantity: 51 }])).status).toBe(
      409,
    );
    expect((await adminDb().collection('mail').get()).size).toBe(1);
  });

  it('writes no mail document while notificationEmail is empty', async () => {
    await setShopSettings({ notificationEmail: '' });
    await aliceOrders();
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });
});

describe('the shopper’s e-mails as her order moves (collection `mail`)', () => {
  const mailsTo = async (to: string) =>
    (await adminDb().collection('mail').where('to', '==', to).get()).docs.map(
      (d) => d.data()['message'] as { subject: string; text: string; html: string },
    );

  it('mails a Google shopper’s verified address when the farm marks her order paid, shipped and delivered', async () => {
    const sunita = await signInWithGoogle();
    const address = (
      await post('/addresses', anAddress({ name: 'Sunita <Patil>' }), { token: sunita.idToken })
    ).body._id;
    const placed = await orderDirect(sunita, address, [{ ...GULKAND, quantity: 1 }]);
    expect(placed.status).toBe(201);
    const id: string = placed.body.orderId;
    const number: string = placed.body.order.number;
    // Kept for the mails, never answered: not to her, not to the owner.
    expect((await storedOrder(id))['contactEmail']).toBe(sunita.email);
    expect(JSON.stringify(placed.body)).not.toContain(sunita.email);
    expect(JSON.stringify((await get(`/orders/${id}`, { token: sunita.idToken })).body)).not.toContain(
      sunita.email,
    );
    expect(await mailsTo(sunita.email!)).toEqual([]);

    const paid = await call('PATCH', `/admin/orders/${id}/payment`, {
      token: owner.idToken,
      body: { status: 'paid', note: 'Seen in the bank app' },
    });
    expect(paid.status).toBe(200);
    expect(JSON.stringify(paid.body)).not.toContain(sunita.email);
    const tracking = 'https://track.example.in/EE123456789IN';
    expect((await moveAsOwner(id, 'Shipped', `India Post, track at ${tracking}`)).status).toBe(200);
    expect((await moveAsOwner(id, 'Delivered')).status).toBe(200);

    const mails = await mailsTo(sunita.email!);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Payment received for your Karad Organic order ${number}`,
        `Your Karad Organic order ${number} is on its way`,
        `Your Karad Organic order ${number} has been delivered`,
      ].sort(),
    );
    const shipped = mails.find((m) => m.subject.endsWith('is on its way'))!;
    expect(shipped.text).toContain(
      `Namaste Sunita <Patil>! Your Karad Organic order ${number} is on its way.`,
    );
    expect(shipped.text).toContain(`India Post, track at ${tracking}`);
    expect(shipped.text).toContain('under My Orders');
    expect(shipped.text).not.toContain(id.slice(0, 8));
    expect(shipped.html).toContain('Sunita &lt;Patil&gt;');
    expect(shipped.html).not.toContain('<Patil>');
    const receipt = mails.find((m) => m.subject.startsWith('Payment received'))!;
    // 15% off ₹200.00 for a first order, ₹40.00 delivery in Karad.
    expect(receipt.text).toContain(`We have received your payment of ₹210.00 for order ${number}.`);
    // The owner's own note on the payment stays hers.
    expect(receipt.text).not.toContain('bank app');
  });

  it('mails her when the farm cancels, not when she cancels herself', async () => {
    const sunita = await signInWithGoogle();
    const address = (await post('/addresses', anAddress(), { token: sunita.idToken })).body._id;
    const first = (await orderDirect(sunita, address, [{ ...GULKAND, quantity: 1 }])).body;
    const second = (await orderDirect(sunita, address, [{ ...BANANAS, quantity: 1 }])).body;
    expect((await cancelAsShopper(sunita, first.orderId)).status).toBe(200);
    expect(await mailsTo(sunita.email!)).toEqual([]);
    expect((await moveAsOwner(second.orderId, 'Cancelled', 'Out of season')).status).toBe(200);
    const mails = await mailsTo(sunita.email!);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Karad Organic order ${second.order.number} has been cancelled`,
    ]);
    expect(mails[0]!.text).toContain('Out of season');
  });

  it('writes to nobody when the sign-in verified no e-mail (phone, or an unverified address)', async () => {
    const id = await aliceOrders();
    expect((await storedOrder(id))['contactEmail']).toBeUndefined();
    expect((await moveAsOwner(id, 'Shipped')).status).toBe(200);
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });
});
