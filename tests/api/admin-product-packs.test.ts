import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PACKS } from '@contract/admin';
import { publicEndpoints } from '@contract/endpoints';
import type { Product, Variant } from '@contract/products';
import { english, anAddress, call, del, get, getEndpoint, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * Packs of an existing product added and removed by the owner (issue 26): PATCH
 * /api/admin/products/{id} with `addVariants` / `removeVariants`, and what shoppers then meet — a
 * new pack on sale at once, a removed one in a cart that cannot be ordered, past orders as they
 * were. The seed's Jaggery Cubes (6) has one pack (220gm); Tulsi Honey (16) has 500 gm, 250 gm
 * and 100 gm; Gulkand (1) has 500g and 300g.
 */
let owner: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  await startApi();
  [owner, shopper] = await Promise.all([createUser().then(makeAdmin), createUser()]);
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
});

const patch = (id: number, body: unknown, token = owner.idToken) =>
  call('PATCH', `/admin/products/${id}`, { token, body });
const storedProduct = async (id: number) =>
  (await adminDb().collection('products').doc(String(id)).get()).data() as Product;
const auditEntries = async () =>
  (await adminDb().collection('auditLog').orderBy('at', 'asc').get()).docs.map((d) => d.data());
const orderCount = async () => (await adminDb().collection('orders').get()).size;
const shopProduct = async (id: number) => (await getEndpoint(publicEndpoints.product(id))).body as Product;
const unitsOf = (product: { variants: Variant[] }) => product.variants.map((v) => v.unit);
const newAddress = async () => (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
const addToCart = (productId: number, unit: string, quantity = 1) =>
  post('/cart', { productId, quantity, selectedVariant: { unit } }, { token: shopper.idToken });
const orderDirect = (address: string, productId: number, unit: string, quantity: number) =>
  post(
    '/orders/direct',
    { selectedAddressId: address, items: [{ productId, quantity, selectedVariant: { unit } }] },
    { token: shopper.idToken },
  );

describe('adding a pack', () => {
  it('puts it after the others, audited, keeps the first pack on top, and the shop sells it at once', async () => {
    const before = await storedProduct(6);
    const response = await patch(6, { addVariants: [{ unit: ' 2 kg ', price: 950, stock: 10 }] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const variants = [...before.variants, { unit: '2 kg', price: 950, stock: 10 }];
    expect(response.body).toMatchObject({ id: 6, variants, price: 120, unit: '220gm', stock: 50 });
    const stored = await storedProduct(6);
    // Stamped with the commit's time: the catalogue's version moves (issue 36).
    expect(stored).toEqual({
      ...before,
      variants,
      updatedAt: expect.any(String),
      changedAt: expect.any(Timestamp),
    });
    const stampOf = (product: Product) => (product as unknown as { changedAt: Timestamp }).changedAt;
    expect(stampOf(stored).toMillis()).toBeGreaterThan(stampOf(before).toMillis());
    expect(await auditEntries()).toEqual([
      {
        at: expect.any(Timestamp),
        by: owner.uid,
        action: 'product.update',
        target: 'products/6',
        before: { variants: before.variants, price: 120, unit: '220gm', stock: 50 },
        after: { variants, price: 120, unit: '220gm', stock: 50 },
      },
    ]);

    // The shop: the product's page and the list.
    expect((await shopProduct(6)).variants).toEqual(variants);
    const listed = ((await getEndpoint(publicEndpoints.products())).body as Product[]).find(
      (p) => p.id === 6,
    );
    expect(unitsOf(listed!)).toEqual(['220gm', '2 kg']);

    // A shopper adds it to a cart (capped at its stock) and orders it at the catalogue's price.
    const added = await addToCart(6, '2 kg', 12);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.items).toEqual([
      expect.objectContaining({ productId: 6, unit: '2 kg', price: 950, quantity: 10, available: true }),
    ]);
    expect(added.body.notice).toBeDefined();
    const address = await newAddress();
    const quote = await post('/checkout/quote', { selectedAddressId: address }, { token: shopper.idToken });
    expect(quote.body.subtotal).toBe(9500);
    const placed = await post('/orders', { selectedAddressId: address }, { token: shopper.idToken });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.items).toEqual([
      expect.objectContaining({
        productId: 6,
        name: 'Jaggery Cubes',
        unit: '2 kg',
        price: 950,
        quantity: 10,
      }),
    ]);
    // Never oversold: the pack is empty now, and the next order of it is refused.
    expect((await storedProduct(6)).variants[1]).toEqual({ unit: '2 kg', price: 950, stock: 0 });
    const more = await orderDirect(address, 6, '2 kg', 1);
    expect(more.status).toBe(409);
    expect(await orderCount()).toBe(1);
  });

  it('takes up to MAX_PACKS packs in all, and an unpriced or uncounted one', async () => {
    const packs = Array.from({ length: MAX_PACKS - 2 }, (_, i) => ({
      unit: `${i + 1} kg`,
      price: 100,
      stock: 1,
    }));
    packs[0] = { unit: '1 kg', price: null as unknown as number, stock: '-' as unknown as number };
    const response = await patch(1, { addVariants: packs });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.variants).toHaveLength(MAX_PACKS);
    expect(response.body.variants[2]).toEqual({ unit: '1 kg', price: null, stock: '-' });
  });
});

describe('removing a pack', () => {
  it('takes it off the product and the shop; a cart holding it cannot order it; past orders keep it', async () => {
    const address = await newAddress();
    // A past order of the pack, then a cart holding it and another pack.
    const past = await orderDirect(address, 16, '100 gm', 2);
    expect(past.status, JSON.stringify(past.body)).toBe(201);
    const pastOrder = (await get(`/orders/${past.body.orderId}`, { token: shopper.idToken })).body;
    expect((await addToCart(16, '100 gm')).status).toBe(200);
    expect((await addToCart(16, '250 gm')).status).toBe(200);

    const before = await storedProduct(16);
    const response = await patch(16, { removeVariants: ['100 gm'] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const variants = before.variants.filter((v) => v.unit !== '100 gm');
    expect(response.body).toMatchObject({ variants, price: 470, unit: '500 gm', stock: 50 });
    expect((await storedProduct(16)).variants).toEqual(variants);
    expect(
      (await auditEntries()).map((e) => [e['action'], e['before'].variants, e['after'].variants]),
    ).toEqual([['product.update', before.variants, variants]]);
    expect(unitsOf(await shopProduct(16))).toEqual(['500 gm', '250 gm']);

    // The cart says so; it cannot be added again; the quote leaves it out; the order refuses it.
    const cart = (await get('/cart', { token: shopper.idToken })).body;
    expect(cart.find((l: { unit: string }) => l.unit === '100 gm')).toMatchObject({
      available: false,
      price: 0,
    });
    const noSuchPack = english('catalogue.noSuchOption', { product: 'Tulsi Honey', unit: '100 gm' });
    const again = await addToCart(16, '100 gm');
    expect([again.status, again.body.message]).toEqual([400, noSuchPack]);
    const quote = await post('/checkout/quote', { selectedAddressId: address }, { token: shopper.idToken });
    expect(quote.body.subtotal).toBe(240);
    const stockBefore = (await storedProduct(16)).variants;
    const fromCart = await post('/orders', { selectedAddressId: address }, { token: shopper.idToken });
    expect([fromCart.status, fromCart.body.message]).toEqual([400, noSuchPack]);
    const direct = await orderDirect(address, 16, '100 gm', 1);
    expect([direct.status, direct.body.message]).toEqual([400, noSuchPack]);
    expect(await orderCount()).toBe(1);
    expect((await storedProduct(16)).variants).toEqual(stockBefore);
    expect((await get('/cart', { token: shopper.idToken })).body).toHaveLength(2);

    // The past order is as it was, and cancelling it puts no stock anywhere (its pack is gone).
    expect((await get(`/orders/${past.body.orderId}`, { token: shopper.idToken })).body).toEqual(pastOrder);
    const cancelled = await post(`/orders/${past.body.orderId}/cancel`, undefined, {
      token: shopper.idToken,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.items).toEqual(pastOrder.items);
    expect((await storedProduct(16)).variants).toEqual(stockBefore);

    // Once the shopper removes the line, the rest of the cart orders.
    expect((await del('/cart/16?unit=100%20gm', { token: shopper.idToken })).status).toBe(200);
    const placed = await post('/orders', { selectedAddressId: address }, { token: shopper.idToken });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.items.map((i: { unit: string }) => i.unit)).toEqual(['250 gm']);
  });

  it('makes the next pack the one cards show when the first goes', async () => {
    const response = await patch(16, { removeVariants: ['500 gm'] });
    expect(response.body).toMatchObject({ price: 240, unit: '250 gm', stock: 50 });
    expect(await storedProduct(16)).toMatchObject({ price: 240, unit: '250 gm', stock: 50 });
    expect(await shopProduct(16)).toMatchObject({ price: 240, unit: '250 gm', stock: 50 });
  });

  it('adds, changes and removes in one patch, as one audit entry', async () => {
    const response = await patch(16, {
      removeVariants: ['100 gm'],
      variants: [{ unit: '250 gm', price: 250, stock: 40 }],
      addVariants: [{ unit: '1 kg', price: 900, stock: '-' }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.variants).toEqual([
      { unit: '500 gm', price: 470, stock: 50 },
      { unit: '250 gm', price: 250, stock: 40 },
      { unit: '1 kg', price: 900, stock: '-' },
    ]);
    expect(await auditEntries()).toHaveLength(1);
  });
});

describe('refusals: 400 with the reason, nothing stored', () => {
  const pack = (unit: string, price: unknown = 100, stock: unknown = 5) => ({ unit, price, stock });
  const INVALID: [string, number, unknown, string][] = [
    [
      'removing the only pack',
      6,
      { removeVariants: ['220gm'] },
      english('admin.lastPack', { product: 'Jaggery Cubes' }),
    ],
    [
      'removing every pack',
      1,
      { removeVariants: ['500g', '300g'] },
      english('admin.lastPack', { product: 'Gulkand' }),
    ],
    [
      'removing an unknown pack',
      1,
      { removeVariants: ['1 kg'] },
      english('admin.unknownUnit', { product: 'Gulkand', unit: '1 kg' }),
    ],
    [
      'adding a pack it has',
      1,
      { addVariants: [pack('500g')] },
      english('admin.packExists', { product: 'Gulkand', unit: '500g' }),
    ],
    [
      'adding a unit twice',
      1,
      { addVariants: [pack('1 kg'), pack('1 kg')] },
      english('admin.duplicateUnit', { unit: '1 kg' }),
    ],
    [
      'adding and removing one unit',
      1,
      { addVariants: [pack('500g')], removeVariants: ['500g'] },
      english('admin.duplicateUnit', { unit: '500g' }),
    ],
    [
      'changing and removing one pack',
      1,
      { variants: [pack('300g')], removeVariants: ['300g'] },
      english('admin.duplicateUnit', { unit: '300g' }),
    ],
    [
      'more than MAX_PACKS in all',
      1,
      { addVariants: Array.from({ length: MAX_PACKS - 1 }, (_, i) => pack(`${i + 1} kg`)) },
      english('admin.tooManyPacks', { max: MAX_PACKS }),
    ],
    [
      'more than MAX_PACKS at once',
      1,
      { addVariants: Array.from({ length: MAX_PACKS + 1 }, (_, i) => pack(`${i + 1} kg`)) },
      english('admin.addPacksInvalid'),
    ],
    ['price 0', 1, { addVariants: [pack('1 kg', 0)] }, english('admin.priceInvalid')],
    ['three decimals', 1, { addVariants: [pack('1 kg', 10.005)] }, english('admin.priceInvalid')],
    ['a price as text', 1, { addVariants: [pack('1 kg', '200')] }, english('admin.priceInvalid')],
    ['negative stock', 1, { addVariants: [pack('1 kg', 100, -1)] }, english('admin.stockInvalid')],
    ['fractional stock', 1, { addVariants: [pack('1 kg', 100, 1.5)] }, english('admin.stockInvalid')],
    ['no stock', 1, { addVariants: [{ unit: '1 kg', price: 100 }] }, english('admin.stockInvalid')],
    ['an empty unit', 1, { addVariants: [pack('  ')] }, english('admin.unitRequired')],
    ['a unit too long', 1, { addVariants: [pack('g'.repeat(41))] }, english('admin.unitRequired')],
    [
      'a unit with a line break',
      1,
      { addVariants: [pack('1\nkg')] },
      english('api.textHasControlCharacters'),
    ],
    ['no packs to add', 1, { addVariants: [] }, english('admin.addPacksInvalid')],
    ['no packs to remove', 1, { removeVariants: [] }, english('admin.removePacksInvalid')],
    [
      'a unit to remove that is not a list',
      1,
      { removeVariants: '500g' },
      english('admin.removePacksInvalid'),
    ],
    ['a unit to remove that is not text', 1, { removeVariants: [500] }, english('admin.unitRequired')],
  ];
  for (const [what, id, body, message] of INVALID) {
    it(`refuses ${what}`, async () => {
      const before = await storedProduct(id);
      const response = await patch(id, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
      expect(await storedProduct(id)).toEqual(before);
      expect(await auditEntries()).toEqual([]);
    });
  }

  it('refuses a shopper (403) and no sign-in (401); answers 404 for an unknown product', async () => {
    const before = await storedProduct(16);
    const body = { addVariants: [pack('1 kg')], removeVariants: ['100 gm'] };
    expect((await patch(16, body, shopper.idToken)).status).toBe(403);
    expect((await call('PATCH', '/admin/products/16', { body })).status).toBe(401);
    expect((await patch(777, body)).status).toBe(404);
    expect(await storedProduct(16)).toEqual(before);
    expect(await auditEntries()).toEqual([]);
  });
});
