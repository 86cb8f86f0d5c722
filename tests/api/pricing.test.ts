import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@contract/settings';
import {
  anAddress,
  english,
  get,
  notice,
  post,
  put,
  putSettings,
  startApi,
  stopApi,
} from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, FARM_UPI, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * What an order costs (functions/src/pricing): the quote, the order and the pincode check use one
 * function with the shop's settings (settings/shop, edited through /admin/settings).
 */
let alice: TestUser;
let bob: TestUser;
let karadAddress: string;
let puneAddress: string;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  karadAddress = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
  puneAddress = (
    await post('/addresses', anAddress({ city: 'Pune', postalCode: '411 001' }), { token: alice.idToken })
  ).body._id;
});

const addToCart = (user: TestUser, productId: number, unit: string, quantity: number) =>
  post('/cart', { productId, quantity, selectedVariant: { unit } }, { token: user.idToken });
const honey = (quantity: number) => [{ productId: 16, quantity, selectedVariant: { unit: '250 gm' } }];
const ordersOf = async (uid: string) =>
  (await adminDb().collection('orders').where('userId', '==', uid).get()).docs.map((d) => d.data());
const storeSettings = (data: object) => adminDb().collection('settings').doc('shop').set(data);
const noShippingOutsideKarad = () =>
  storeSettings({
    ...DEFAULT_SHOP_SETTINGS,
    upi: FARM_UPI,
    delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, shipsOutsideKarad: false },
  });

describe('POST /checkout/quote', () => {
  it('prices the cart for a Karad address: first-order discount, Karad fee below the threshold', async () => {
    await addToCart(alice, 1, '500g', 2);
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress },
      { token: alice.idToken },
    );
    expect(quote.status).toBe(200);
    expect(quote.headers.get('cache-control')).toBe('private, no-store');
    expect(quote.body).toEqual({
      subtotal: 400,
      discount: 60,
      shipping: 40,
      total: 380,
      deliverable: true,
      notes: [
        notice('pricing.firstOrderDiscount', { percent: 15 }),
        notice('pricing.freeInKarad', { over: 999 }),
        notice('pricing.addForFreeDelivery', { more: 659 }),
      ],
      etaDays: DEFAULT_SHOP_SETTINGS.etaDays.karad,
      codAllowed: true,
      codNote: null,
      demoPayment: false,
      upiAllowed: true,
      upiNote: null,
    });
  });

  it('prices Order Now items, free in Karad from ₹999 after the discount', async () => {
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress, items: honey(5) },
      { token: alice.idToken },
    );
    expect(quote.body).toMatchObject({
      subtotal: 1200,
      discount: 180,
      shipping: 0,
      total: 1020,
      deliverable: true,
    });
  });

  it('charges the India fee for a PIN code outside Karad', async () => {
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: puneAddress, items: honey(1) },
      { token: alice.idToken },
    );
    expect(quote.body).toMatchObject({ subtotal: 240, discount: 36, shipping: 120, total: 324 });
    expect(quote.body.notes).toContainEqual(notice('pricing.deliveryOutsideKarad', { fee: 120 }));
    expect(quote.body.notes.at(-1).message).toBe('Delivery outside Karad: ₹120.00');
  });

  it('refuses what it cannot price, and another shopper’s address is like a missing one', async () => {
    expect((await post('/checkout/quote', { selectedAddressId: karadAddress })).status).toBe(401);
    const noAddress = await post('/checkout/quote', {}, { token: alice.idToken });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body).toEqual({
      code: 'INVALID',
      message: 'Please select a delivery address before placing the order.',
      messageCode: 'checkout.noAddress',
      params: {},
    });
    const empty = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress },
      { token: alice.idToken },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty. Please add items before checking out.');
    const someoneElses = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress, items: honey(1) },
      { token: bob.idToken },
    );
    expect(someoneElses.status).toBe(404);
    const badItem = await post(
      '/checkout/quote',
      {
        selectedAddressId: karadAddress,
        items: [{ productId: 16, quantity: 0, selectedVariant: { unit: '250 gm' } }],
      },
      { token: alice.idToken },
    );
    expect(badItem.status).toBe(400);
  });
});

describe('orders carry the price the quote showed', () => {
  it('stores subtotal, discount, shipping and total, and only the first order gets the offer', async () => {
    await addToCart(alice, 1, '500g', 2);
    await addToCart(alice, 13, 'dozen', 1);
    const quote = (
      await post('/checkout/quote', { selectedAddressId: karadAddress }, { token: alice.idToken })
    ).body;
    const placed = await post('/orders', { selectedAddressId: karadAddress }, { token: alice.idToken });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      subtotal: quote.subtotal,
      discount: quote.discount,
      shipping: quote.shipping,
      totalAmount: quote.total,
    });
    expect(quote).toMatchObject({ subtotal: 480, discount: 72, shipping: 40, total: 448 });

    // The second order: no offer, and the quote knows it first.
    const second = { selectedAddressId: puneAddress, items: honey(1) };
    const quote2 = (await post('/checkout/quote', second, { token: alice.idToken })).body;
    expect(quote2).toMatchObject({ subtotal: 240, discount: 0, shipping: 120, total: 360 });
    const placed2 = await post('/orders/direct', second, { token: alice.idToken });
    expect(placed2.body.order).toMatchObject({ subtotal: 240, discount: 0, shipping: 120, totalAmount: 360 });
    expect(await get(`/orders/${placed2.body.orderId}`, { token: alice.idToken })).toMatchObject({
      body: { subtotal: 240, discount: 0, shipping: 120, totalAmount: 360 },
    });
  });

  it('gives the offer again when every earlier order was Cancelled', async () => {
    const first = await post(
      '/orders/direct',
      { selectedAddressId: karadAddress, items: honey(1) },
      { token: alice.idToken },
    );
    expect(first.body.order.discount).toBe(36);
    await adminDb().collection('orders').doc(first.body.orderId).update({ status: 'Cancelled' });
    const again = await post(
      '/orders/direct',
      { selectedAddressId: karadAddress, items: honey(1) },
      { token: alice.idToken },
    );
    expect(again.body.order.discount).toBe(36);
    const third = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress, items: honey(1) },
      {
        token: alice.idToken,
      },
    );
    expect(third.body.discount).toBe(0);
  });

  it('two first orders placed at once get exactly one discount', async () => {
    const place = (quantity: number) =>
      post(
        '/orders/direct',
        {
          selectedAddressId: karadAddress,
          items: [{ productId: 13, quantity, selectedVariant: { unit: 'dozen' } }],
        },
        { token: alice.idToken },
      );
    const results = await Promise.all([place(1), place(2), place(3)]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const stored = await ordersOf(alice.uid);
    expect(stored).toHaveLength(3);
    expect(stored.filter((order) => order['discount'] > 0)).toHaveLength(1);
    for (const order of stored) {
      expect(order['totalAmount']).toBeCloseTo(order['subtotal'] - order['discount'] + order['shipping'], 2);
    }
  });

  it('an order to a PIN code the farm does not deliver to is 409 and stores nothing', async () => {
    await noShippingOutsideKarad();
    await addToCart(alice, 1, '500g', 1);
    const quote = await post('/checkout/quote', { selectedAddressId: puneAddress }, { token: alice.idToken });
    expect(quote.status).toBe(200);
    expect(quote.body.deliverable).toBe(false);
    expect(quote.body.notes).toContainEqual(notice('pricing.notDeliverable', { pincode: '411001' }));

    const placed = await post('/orders', { selectedAddressId: puneAddress }, { token: alice.idToken });
    expect(placed.status).toBe(409);
    expect(placed.body).toEqual({
      code: 'CONFLICT',
      message: 'Sorry, we do not deliver to 411001 yet.',
      messageCode: 'pricing.notDeliverable',
      params: { pincode: '411001' },
    });
    expect(await ordersOf(alice.uid)).toEqual([]);
    const product = (await adminDb().collection('products').doc('1').get()).data()!;
    expect(product['variants'][0].stock).toBe(50);
    expect((await get('/cart', { token: alice.idToken })).body).toHaveLength(1);
    // Karad still is.
    expect(
      (await post('/orders', { selectedAddressId: karadAddress }, { token: alice.idToken })).status,
    ).toBe(201);
  });

  it('orders placed before the breakdown existed still read', async () => {
    await adminDb()
      .collection('orders')
      .doc('old-order')
      .set({
        userId: alice.uid,
        orderDate: new Date('2025-01-18T10:00:00Z'),
        status: 'Delivered',
        totalAmount: 400,
        items: [
          { productId: 1, name: 'Gulkand', quantity: 2, price: 200, unit: '500g', image: '', lineTotal: 400 },
        ],
        shippingAddress: anAddress(),
        source: 'cart',
        channel: 'website',
        idempotencyKey: null,
      });
    const order = await get('/orders/old-order', { token: alice.idToken });
    expect(order.status).toBe(200);
    expect(order.body.totalAmount).toBe(400);
    expect(order.body).not.toHaveProperty('subtotal');
    // …and count as an earlier order.
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress, items: honey(1) },
      {
        token: alice.idToken,
      },
    );
    expect(quote.body.discount).toBe(0);
  });
});

describe('GET /delivery/{pincode}', () => {
  it('answers for Karad and the rest of India, publicly cacheable', async () => {
    const karad = await get('/delivery/415110');
    expect(karad.status).toBe(200);
    expect(karad.body).toEqual({
      pincode: '415110',
      deliverable: true,
      area: 'karad',
      fee: 40,
      freeOver: 999,
      etaDays: { min: 1, max: 2 },
    });
    expect(karad.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect((await get('/delivery/411001')).body).toEqual({
      pincode: '411001',
      deliverable: true,
      area: 'india',
      fee: 120,
      freeOver: null,
      etaDays: { min: 4, max: 8 },
    });
  });

  it('answers the days to the door the owner set for each area, in the quote too', async () => {
    await adminDb()
      .collection('settings')
      .doc('shop')
      .update({ etaDays: { karad: { min: 0, max: 1 }, india: { min: 5, max: 9 } } });
    expect((await get('/delivery/415110')).body.etaDays).toEqual({ min: 0, max: 1 });
    expect((await get('/delivery/411001')).body.etaDays).toEqual({ min: 5, max: 9 });
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress, items: honey(1) },
      { token: alice.idToken },
    );
    expect(quote.body.etaDays).toEqual({ min: 0, max: 1 });
    // A range that ends before it starts is refused with the field's own message, nothing stored.
    const owner = await makeAdmin(await createUser());
    const read = (await get('/admin/settings', { token: owner.idToken })).body;
    const bad = await putSettings(
      { ...read, etaDays: { ...read.etaDays, india: { min: 6, max: 3 } } },
      owner.idToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(english('settings.etaDaysOrder'));
    expect((await get('/delivery/411001')).body.etaDays).toEqual({ min: 5, max: 9 });
  });

  it('says no outside Karad when the owner stops shipping there', async () => {
    await noShippingOutsideKarad();
    expect((await get('/delivery/411001')).body).toEqual({
      pincode: '411001',
      deliverable: false,
      area: 'india',
      fee: null,
      freeOver: null,
      etaDays: null,
    });
    expect((await get('/delivery/415110')).body.deliverable).toBe(true);
  });

  it('refuses a malformed PIN code with 400, never cached', async () => {
    for (const pincode of ['41110', '0411001'.slice(0, 6), 'abcdef', '4111001', '41 100']) {
      const response = await get(`/delivery/${encodeURIComponent(pincode)}`);
      expect(response.status, pincode).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Please enter a 6-digit PIN code (it cannot start with 0).',
        code: 'INVALID',
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('/admin/settings', () => {
  it('is the owner’s only: 401 without a token, 403 for a shopper', async () => {
    expect((await get('/admin/settings')).status).toBe(401);
    expect((await get('/admin/settings', { token: alice.idToken })).status).toBe(403);
    expect((await put('/admin/settings', DEFAULT_SHOP_SETTINGS, { token: alice.idToken })).status).toBe(403);
  });

  it('reads and saves the whole document, validated, and the shop applies it at once', async () => {
    const owner = await makeAdmin(await createUser());
    const read = await get('/admin/settings', { token: owner.idToken });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.body).toEqual({ ...DEFAULT_SHOP_SETTINGS, upi: FARM_UPI });

    const edited = {
      ...DEFAULT_SHOP_SETTINGS,
      upi: FARM_UPI,
      delivery: {
        ...DEFAULT_SHOP_SETTINGS.delivery,
        karadPincodes: ['415110', '415124', '415110'],
        karadFee: 30,
      },
      firstOrderDiscountPercent: 10,
    };
    const saved = await putSettings(edited, owner.idToken);
    expect(saved.status).toBe(200);
    expect(saved.body.delivery.karadPincodes).toEqual(['415110', '415124']);
    expect(saved.body.firstOrderDiscountPercent).toBe(10);
    expect((await get('/admin/settings', { token: owner.idToken })).body).toEqual(saved.body);
    expect((await get('/delivery/415124')).body).toMatchObject({ area: 'karad', fee: 30 });
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: karadAddress, items: honey(1) },
      {
        token: alice.idToken,
      },
    );
    expect(quote.body).toMatchObject({ subtotal: 240, discount: 24, shipping: 30, total: 246 });
  });

  it('refuses an invalid document with 400 and keeps the stored one', async () => {
    const owner = await makeAdmin(await createUser());
    const bad = await putSettings({ ...DEFAULT_SHOP_SETTINGS, firstOrderDiscountPercent: 95 }, owner.idToken);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Please enter a percentage from 0 to 90.', code: 'INVALID' });
    const partial = await putSettings({ firstOrderDiscountPercent: 10 }, owner.idToken);
    expect(partial.status).toBe(400);
    const stored = (await adminDb().collection('settings').doc('shop').get()).data();
    expect(stored).toEqual({ ...DEFAULT_SHOP_SETTINGS, upi: FARM_UPI });
  });

  it('saves only over the version it was read at: 428 without If-Match, 412 after another save, nothing stored', async () => {
    const owner = await makeAdmin(await createUser());
    const read = await get('/admin/settings', { token: owner.idToken });
    const version = read.headers.get('etag')!;
    expect(version).toMatch(/^"[\w-]+"$/);
    const edited = { ...read.body, firstOrderDiscountPercent: 10 };
    const storedNow = async () => (await adminDb().collection('settings').doc('shop').get()).data();
    const before = await storedNow();

    const unnamed = await put('/admin/settings', edited, { token: owner.idToken });
    expect(unnamed.status).toBe(428);
    expect(unnamed.body).toEqual({
      code: 'PRECONDITION_REQUIRED',
      message: english('settings.versionRequired'),
      messageCode: 'settings.versionRequired',
      params: {},
    });
    expect(unnamed.headers.get('cache-control')).toBe('no-store');
    expect(await storedNow()).toEqual(before);

    // Another screen saves first (a different fee); this form's version is now stale.
    const other = await put(
      '/admin/settings',
      { ...read.body, delivery: { ...read.body.delivery, karadFee: 35 } },
      { token: owner.idToken, headers: { 'If-Match': version } },
    );
    expect(other.status).toBe(200);
    const newer = other.headers.get('etag');
    expect(newer).not.toBe(version);
    const stale = await put('/admin/settings', edited, {
      token: owner.idToken,
      headers: { 'If-Match': version },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      code: 'PRECONDITION_FAILED',
      message: english('settings.changedMeanwhile'),
      messageCode: 'settings.changedMeanwhile',
      params: {},
    });
    expect((await storedNow())?.['firstOrderDiscountPercent']).toBe(
      DEFAULT_SHOP_SETTINGS.firstOrderDiscountPercent,
    );
    expect((await storedNow())?.['delivery'].karadFee).toBe(35);

    // The version the save answered (and the next read) is the one to save over.
    expect((await get('/admin/settings', { token: owner.idToken })).headers.get('etag')).toBe(newer);
    const again = await put('/admin/settings', edited, {
      token: owner.idToken,
      headers: { 'If-Match': newer! },
    });
    expect(again.status).toBe(200);
    expect((await get('/admin/settings', { token: owner.idToken })).body.firstOrderDiscountPercent).toBe(10);
  });

  it('names every PIN code of the list that is not one, and stores none of them', async () => {
    const owner = await makeAdmin(await createUser());
    const before = (await adminDb().collection('settings').doc('shop').get()).data();
    const bad = await putSettings(
      {
        ...DEFAULT_SHOP_SETTINGS,
        delivery: {
          ...DEFAULT_SHOP_SETTINGS.delivery,
          karadPincodes: ['415110', '41512', '415 124', '015110'],
        },
      },
      owner.idToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(english('settings.pincodesInvalid', { wrong: ['41512', '015110'] }));
    expect(bad.body.message).toContain('“41512”');
    expect(bad.body.message).toContain('“015110”');
    expect((await adminDb().collection('settings').doc('shop').get()).data()).toEqual(before);
  });

  it('a broken stored group gets a safe value (delivery its defaults, no discount), the rest still applies', async () => {
    await storeSettings({
      ...DEFAULT_SHOP_SETTINGS,
      upi: FARM_UPI,
      delivery: { karadPincodes: 'all of Karad' },
      firstOrderDiscountPercent: 'lots',
    });
    const owner = await makeAdmin(await createUser());
    expect((await get('/admin/settings', { token: owner.idToken })).body).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      upi: FARM_UPI,
      firstOrderDiscountPercent: 0,
    });
    expect((await get('/admin/settings/status', { token: owner.idToken })).body).toEqual({
      upi: { payable: true, problem: null },
      brokenGroups: ['delivery', 'firstOrderDiscountPercent'],
    });
    expect((await get('/delivery/415110')).body).toMatchObject({ area: 'karad', fee: 40, freeOver: 999 });
    const placed = await post(
      '/orders/direct',
      { selectedAddressId: karadAddress, items: honey(1) },
      { token: alice.idToken },
    );
    expect(placed.body.order).toMatchObject({ subtotal: 240, discount: 0, shipping: 40, totalAmount: 280 });
  });
});
