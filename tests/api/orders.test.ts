import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAddress, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

let alice: TestUser;
let bob: TestUser;
let aliceAddress: string;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  aliceAddress = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
});

const addToCart = (user: TestUser, productId: number, unit: string, quantity: number) =>
  post('/cart', { productId, quantity, selectedVariant: { unit }, price: 1 }, { token: user.idToken });

const stockOf = async (productId: number, unit: string) => {
  const product = (await adminDb().collection('products').doc(String(productId)).get()).data() as {
    variants: { unit: string; stock: number | string | null }[];
  };
  return product.variants.find((v) => v.unit === unit)?.stock;
};

const ordersOf = async (uid: string) =>
  (await adminDb().collection('orders').where('userId', '==', uid).get()).size;

describe('placing an order from the cart', () => {
  it('writes one Pending order priced from the catalogue, takes stock and empties the cart', async () => {
    await addToCart(alice, 1, '500g', 2);
    await addToCart(alice, 16, '250 gm', 1);
    await addToCart(alice, 13, 'dozen', 3); // untracked stock
    const placed = await post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken });
    expect(placed.status).toBe(201);
    expect(placed.body.orderId).toEqual(expect.any(String));
    expect(placed.body.order).toMatchObject({
      _id: placed.body.orderId,
      status: 'Pending',
      // The first order: 15% off 880, and Karad's ₹40 delivery below ₹999 (functions/src/pricing).
      subtotal: 2 * 200 + 240 + 3 * 80,
      discount: 132,
      shipping: 40,
      totalAmount: 788,
      source: 'cart',
      channel: 'website',
      shippingAddress: {
        name: 'Sunita Patil',
        city: 'Karad',
        postalCode: '415110',
        phoneNumber: '+919876543210',
      },
    });
    expect(placed.body.order.items).toEqual([
      {
        productId: 1,
        name: 'Gulkand',
        quantity: 2,
        price: 200,
        unit: '500g',
        image: '/images/products/gulkand.svg',
        // The line's picture in the order answer itself: the order page fetches no product.
        thumbnail: '/images/products/gulkand.svg',
        lineTotal: 400,
      },
      {
        productId: 16,
        name: 'Tulsi Honey',
        quantity: 1,
        price: 240,
        unit: '250 gm',
        image: '/images/products/tulsi-honey.svg',
        // The line's picture in the order answer itself: the order page fetches no product.
        thumbnail: '/images/products/tulsi-honey.svg',
        lineTotal: 240,
      },
      {
        productId: 13,
        name: 'Bananas',
        quantity: 3,
        price: 80,
        unit: 'dozen',
        image: '/images/products/bananas.svg',
        // The line's picture in the order answer itself: the order page fetches no product.
        thumbnail: '/images/products/bananas.svg',
        lineTotal: 240,
      },
    ]);
    expect(Date.parse(placed.body.order.orderDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stockOf(1, '500g')).toBe(48);
    expect(await stockOf(16, '250 gm')).toBe(49);
    expect(await stockOf(13, 'dozen')).toBe('-');
    expect((await get('/cart', { token: alice.idToken })).body).toEqual([]);

    const stored = (await adminDb().collection('orders').doc(placed.body.orderId).get()).data();
    expect(stored).toMatchObject({ userId: alice.uid, status: 'Pending', totalAmount: 788 });

    const list = await get('/orders', { token: alice.idToken });
    expect(list.body.map((o: { _id: string }) => o._id)).toEqual([placed.body.orderId]);
    const one = await get(`/orders/${placed.body.orderId}`, { token: alice.idToken });
    expect(one.body).toEqual(placed.body.order);
  });

  it('uses the spec’s messages: no address, unknown address, empty cart (and the WhatsApp wording)', async () => {
    const noAddress = await post('/orders', {}, { token: alice.idToken });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Please select a delivery address before placing the order.');
    const noAddressWa = await post('/orders', { channel: 'whatsapp' }, { token: alice.idToken });
    expect(noAddressWa.body.message).toBe('Please select a delivery address before ordering via WhatsApp.');

    const unknown = await post('/orders', { selectedAddressId: 'nope' }, { token: alice.idToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Could not find selected address details.');

    const empty = await post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty. Please add items before checking out.');
    const emptyWa = await post(
      '/orders',
      { selectedAddressId: aliceAddress, channel: 'whatsapp' },
      { token: alice.idToken },
    );
    expect(emptyWa.body.message).toBe('Your cart is empty. Please add items before ordering.');
    expect(await ordersOf(alice.uid)).toBe(0);
  });

  it('refuses more than the stock with 409 naming the product, and changes nothing', async () => {
    await adminDb()
      .collection('products')
      .doc('16')
      .update({
        variants: [
          { unit: '500 gm', price: 470, stock: 50 },
          { unit: '250 gm', price: 240, stock: 2 },
          { unit: '100 gm', price: 110, stock: 20 },
        ],
      });
    await addToCart(alice, 1, '500g', 1);
    await addToCart(alice, 16, '250 gm', 2);
    await adminDb()
      .collection('products')
      .doc('16')
      .update({
        variants: [
          { unit: '500 gm', price: 470, stock: 50 },
          { unit: '250 gm', price: 240, stock: 1 },
          { unit: '100 gm', price: 110, stock: 20 },
        ],
      });
    const response = await post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'Sorry, only 1 of Tulsi Honey (250 gm) left in stock. Please reduce the quantity.',
    );
    expect(await stockOf(1, '500g')).toBe(50);
    expect((await get('/cart', { token: alice.idToken })).body).toHaveLength(2);
    expect(await ordersOf(alice.uid)).toBe(0);
  });

  it('a double submit without a key still makes one order (the second finds the cart empty)', async () => {
    await addToCart(alice, 1, '500g', 1);
    const [a, b] = await Promise.all([
      post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken }),
      post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(await ordersOf(alice.uid)).toBe(1);
    expect(await stockOf(1, '500g')).toBe(49);
  });

  it('honours Idempotency-Key: a replay answers the same order; another body with the key is 409', async () => {
    await addToCart(alice, 1, '500g', 1);
    const headers = { 'Idempotency-Key': 'checkout-attempt-0001' };
    const first = await post(
      '/orders',
      { selectedAddressId: aliceAddress },
      { token: alice.idToken, headers },
    );
    const replay = await post(
      '/orders',
      { selectedAddressId: aliceAddress },
      { token: alice.idToken, headers },
    );
    expect(first.status).toBe(201);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.orderId).toBe(first.body.orderId);
    expect(await ordersOf(alice.uid)).toBe(1);

    const other = await post(
      '/orders',
      { selectedAddressId: aliceAddress, channel: 'whatsapp' },
      { token: alice.idToken, headers },
    );
    expect(other.status).toBe(409);
    // The same key from another shopper is another request.
    const bobAddress = (await post('/addresses', anAddress(), { token: bob.idToken })).body._id;
    await addToCart(bob, 3, '200gm', 1);
    const bobs = await post('/orders', { selectedAddressId: bobAddress }, { token: bob.idToken, headers });
    expect(bobs.status).toBe(201);
    expect(bobs.body.orderId).not.toBe(first.body.orderId);

    const badKey = await post(
      '/orders',
      { selectedAddressId: aliceAddress },
      { token: alice.idToken, headers: { 'Idempotency-Key': 'x' } },
    );
    expect(badKey.status).toBe(400);
  });

  it('two shoppers racing for the last unit: exactly one order, stock never negative', async () => {
    const bobAddress = (await post('/addresses', anAddress({ name: 'Bob' }), { token: bob.idToken })).body
      ._id;
    await addToCart(alice, 3, '200gm', 1);
    await addToCart(bob, 3, '200gm', 1);
    await adminDb()
      .collection('products')
      .doc('3')
      .update({ variants: [{ unit: '200gm', price: 150, stock: 1 }], stock: 1 });
    const results = await Promise.all([
      post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken }),
      post('/orders', { selectedAddressId: bobAddress }, { token: bob.idToken }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(
      'Sorry, Chia Seeds (200gm) is out of stock. Please remove it and try again.',
    );
    expect(await stockOf(3, '200gm')).toBe(0);
    expect((await ordersOf(alice.uid)) + (await ordersOf(bob.uid))).toBe(1);
  });

  it('another shopper’s order answers 404 exactly like a missing one', async () => {
    await addToCart(alice, 1, '500g', 1);
    const placed = await post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken });
    const other = await get(`/orders/${placed.body.orderId}`, { token: bob.idToken });
    const missing = await get('/orders/no-such-order', { token: bob.idToken });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.body.message).toBe('We could not find the requested order.');
    expect((await get('/orders', { token: bob.idToken })).body).toEqual([]);
    // Bob cannot use Alice's address either.
    await addToCart(bob, 1, '500g', 1);
    const stolenAddress = await post('/orders', { selectedAddressId: aliceAddress }, { token: bob.idToken });
    expect(stolenAddress.status).toBe(404);
  });
});

describe('placing a direct order', () => {
  const direct = (items: unknown, extra: object = {}) => ({
    selectedAddressId: aliceAddress,
    items,
    ...extra,
  });

  it('prices the item from the catalogue, whatever price the browser sends', async () => {
    const response = await post(
      '/orders/direct',
      direct([
        {
          productId: 14,
          name: 'Ghee',
          quantity: 2,
          price: 1,
          unit: '500 gm',
          image: 'x',
          selectedVariant: { unit: '500 gm' },
        },
      ]),
      { token: alice.idToken },
    );
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({
      subtotal: 1500,
      totalAmount: 1275, // 15% off a first order; free delivery in Karad from ₹999
      source: 'direct',
      items: [{ name: 'Desi Cow Ghee', price: 750, quantity: 2 }],
    });
    expect(await stockOf(14, '500 gm')).toBe(18);
  });

  it('rejects a quantity below 1, an unpriced variant and a missing product with the spec’s messages', async () => {
    const zero = await post(
      '/orders/direct',
      direct([{ productId: 1, quantity: 0, selectedVariant: { unit: '500g' } }]),
      { token: alice.idToken },
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Invalid quantity. Please select at least one item.');
    const unpriced = await post(
      '/orders/direct',
      direct([{ productId: 14, quantity: 1, selectedVariant: { unit: '300 ml' } }]),
      { token: alice.idToken },
    );
    expect(unpriced.body.message).toBe(
      "This product's price is not available or invalid. Please check back later.",
    );
    const none = await post('/orders/direct', direct([]), { token: alice.idToken });
    expect(none.body.message).toBe('Product details are missing. Please try again from the product page.');
    expect(await ordersOf(alice.uid)).toBe(0);
  });

  it('is idempotent with a key', async () => {
    const body = direct([{ productId: 2, quantity: 1, selectedVariant: { unit: '125gm' } }]);
    const headers = { 'Idempotency-Key': 'direct-attempt-123' };
    const [a, b] = [
      await post('/orders/direct', body, { token: alice.idToken, headers }),
      await post('/orders/direct', body, { token: alice.idToken, headers }),
    ];
    expect(a.body.orderId).toBe(b.body.orderId);
    expect(await ordersOf(alice.uid)).toBe(1);
    expect(await stockOf(2, '125gm')).toBe(19);
  });
});
