import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { del, get, notice, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  [alice, bob] = await Promise.all([createUser(), createUser()]);
});

const addGulkand = (token: string, quantity = 2, unit = '500g') =>
  post(
    '/cart',
    {
      productId: 1,
      quantity,
      selectedVariant: { unit, price: 200 },
      price: 200,
      unit,
      name: 'Gulkand',
      image: '/x.svg',
    },
    { token },
  );

describe('cart', () => {
  it('needs a signed-in shopper', async () => {
    const response = await get('/cart');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('adds from the product page (quantities add up) and prices lines from the catalogue', async () => {
    await addGulkand(alice.idToken, 2);
    const second = await addGulkand(alice.idToken, 3);
    expect(second.status).toBe(200);
    expect(second.body.items).toEqual([
      expect.objectContaining({
        productId: 1,
        name: 'Gulkand',
        unit: '500g',
        price: 200,
        quantity: 5,
        lineTotal: 1000,
        selectedVariant: { unit: '500g', price: 200 },
        variantDetails: { unit: '500g' },
        available: true,
      }),
    ]);
    const cart = await get('/cart', { token: alice.idToken });
    expect(cart.body).toHaveLength(1);
  });

  it('sets the quantity from the cart page stepper (variantDetails shape)', async () => {
    await addGulkand(alice.idToken, 2);
    const set = await post(
      '/cart',
      {
        productId: 1,
        name: 'Gulkand',
        price: 1,
        quantity: 7,
        unit: '500g',
        variantDetails: { unit: '500g' },
      },
      { token: alice.idToken },
    );
    expect(set.status).toBe(200);
    expect(set.body.items[0]).toMatchObject({ quantity: 7, price: 200, lineTotal: 1400 });
  });

  it('keeps one line per product + variant', async () => {
    await addGulkand(alice.idToken, 1, '500g');
    const both = await addGulkand(alice.idToken, 1, '300g');
    expect(both.body.items.map((i: { unit: string; price: number }) => [i.unit, i.price])).toEqual([
      ['500g', 200],
      ['300g', 150],
    ]);
  });

  it('ignores a tampered price, name and image: the catalogue wins', async () => {
    const response = await post(
      '/cart',
      {
        productId: 16,
        quantity: 1,
        selectedVariant: { unit: '500 gm', price: 1 },
        price: 1,
        name: 'Free honey',
        image: 'https://evil.example/x.png',
      },
      { token: alice.idToken },
    );
    expect(response.body.items[0]).toMatchObject({
      name: 'Tulsi Honey',
      price: 470,
      image: '/images/products/tulsi-honey.svg',
    });
  });

  it('caps the quantity at numeric stock and says so', async () => {
    const response = await addGulkand(alice.idToken, 60); // stock 50
    expect(response.status).toBe(200);
    expect(response.body.items[0].quantity).toBe(50);
    expect(response.body.notice).toEqual(
      notice('cart.quantityCapped', { quantity: 50, product: 'Gulkand', unit: '500g' }),
    );
    expect(response.body.notice.message).toMatch(/Only 50 of Gulkand \(500g\)/);
  });

  it('refuses an out-of-stock variant with 409', async () => {
    await adminDb()
      .collection('products')
      .doc('1')
      .update({
        variants: [
          { unit: '500g', price: 200, stock: 0 },
          { unit: '300g', price: 150, stock: 20 },
        ],
      });
    const response = await addGulkand(alice.idToken, 1);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, Gulkand (500g) is out of stock.',
    });
  });

  it('rejects bad input with the spec’s messages and stores nothing', async () => {
    const cases: [unknown, number, string][] = [
      [
        { productId: 1, quantity: 0, selectedVariant: { unit: '500g' } },
        400,
        'Please select a quantity greater than 0.',
      ],
      [
        { productId: 1, quantity: 1.5, selectedVariant: { unit: '500g' } },
        400,
        'Please choose a whole number of items.',
      ],
      [{ productId: 1, quantity: 1 }, 400, 'Please select an option for this product.'],
      [
        { productId: 5, quantity: 1, selectedVariant: { unit: '500g' } },
        400,
        'We could not find that product.',
      ],
      [
        { productId: 1, quantity: 1, selectedVariant: { unit: '1 kg' } },
        400,
        'Gulkand does not come in “1 kg”. Please choose another option.',
      ],
      [
        { productId: 14, quantity: 1, selectedVariant: { unit: '300 ml' } },
        400,
        "This product's price is not available or invalid. Please check back later.",
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post('/cart', body, { token: alice.idToken });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toBe(message);
    }
    expect((await get('/cart', { token: alice.idToken })).body).toEqual([]);
  });

  it('removes one line by product and variant, and clears the cart', async () => {
    await addGulkand(alice.idToken, 1, '500g');
    await addGulkand(alice.idToken, 1, '300g');
    const ambiguous = await del('/cart/1', { token: alice.idToken });
    expect(ambiguous.status).toBe(400);
    const removed = await del('/cart/1', { token: alice.idToken, body: { variant: { unit: '300g' } } });
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i: { unit: string }) => i.unit)).toEqual(['500g']);
    expect((await del('/cart/1', { token: alice.idToken, body: { unit: '300g' } })).status).toBe(404);
    const cleared = await del('/cart', { token: alice.idToken });
    expect(cleared.body).toEqual({ items: [] });
    expect((await get('/cart', { token: alice.idToken })).body).toEqual([]);
  });

  it('keeps carts apart: Bob neither sees nor removes Alice’s lines', async () => {
    await addGulkand(alice.idToken, 2);
    expect((await get('/cart', { token: bob.idToken })).body).toEqual([]);
    const steal = await del('/cart/1', { token: bob.idToken, body: { unit: '500g' } });
    expect(steal.status).toBe(404);
    await del('/cart', { token: bob.idToken });
    expect((await get('/cart', { token: alice.idToken })).body).toHaveLength(1);
  });
});
