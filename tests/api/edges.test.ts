import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@contract/limits';
import { anAddress, call, del, get, post, put, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * The edges of issue 9, each first seen as a 5xx, a cached error or a limit that merged away:
 * ids Firestore reserves, text it cannot store, error answers marked cacheable, and per-line
 * limits checked before lines were merged.
 */
let alice: TestUser;
let aliceAddress: string;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  alice = await createUser();
  aliceAddress = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
});

const expectClientError = (response: { status: number; body: any }, what: string) => {
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  expect(response.body, what).toEqual(
    expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
  );
};

describe('ids Firestore reserves never reach it', () => {
  it('answers 400/404, not 500, for __x__, dots and over-long ids in every path and body', async () => {
    const token = alice.idToken;
    // ('.' and '..', even as %2E, are dot segments a URL parser removes before the request is sent.)
    const reserved = ['__x__', '__name__', '__.__', 'a'.repeat(200), '%2F', 'a%2Fb', '%00', '%E0%A4'];
    for (const id of reserved) {
      expectClientError(await get(`/orders/${id}`, { token }), `GET /orders/${id}`);
      expectClientError(
        await put(`/addresses/${id}`, { isDefault: true }, { token }),
        `PUT /addresses/${id}`,
      );
      expectClientError(await del(`/addresses/${id}`, { token }), `DELETE /addresses/${id}`);
      expectClientError(await get(`/blog/${id}`), `GET /blog/${id}`);
      expectClientError(await get(`/products/${id}`), `GET /products/${id}`);
      expectClientError(await get(`/reviews/product/${id}`), `GET /reviews/product/${id}`);
      expectClientError(await del(`/cart/${id}`, { token }), `DELETE /cart/${id}`);
    }
    for (const id of ['__x__', '__name__', 'a'.repeat(200)]) {
      await post('/cart', { productId: 1, quantity: 1, selectedVariant: { unit: '500g' } }, { token });
      const order = await post('/orders', { selectedAddressId: id }, { token });
      expectClientError(order, `order to address ${id}`);
      const direct = await post(
        '/orders/direct',
        { selectedAddressId: id, items: [{ productId: 1, quantity: 1, selectedVariant: { unit: '500g' } }] },
        { token },
      );
      expectClientError(direct, `direct order to address ${id}`);
    }
    expect((await adminDb().collection('orders').get()).size).toBe(0);
  });

  it('refuses product ids that are not plain digits (0x10, 1e3, true) or too large', async () => {
    for (const id of ['0x10', '1e3', '-0', '1.5', '99999999999999999999']) {
      expectClientError(await get(`/products/${id}`), id);
    }
    const token = alice.idToken;
    for (const productId of [true, '0x10', 1e308, -0, 0.5, [1], { id: 1 }]) {
      const response = await post(
        '/cart',
        { productId, quantity: 1, selectedVariant: { unit: '500g' } },
        { token },
      );
      expectClientError(response, JSON.stringify(productId));
    }
    expect((await get('/cart', { token })).body).toEqual([]);
  });
});

describe('text Firestore cannot store', () => {
  it('refuses lone surrogates anywhere in a body with 400 and stores nothing', async () => {
    const token = alice.idToken;
    const lone = '\ud800';
    const cases: [string, string, string][] = [
      ['POST', '/addresses', JSON.stringify(anAddress({ name: `Asha ${lone}` }))],
      ['POST', '/reviews', `{"productId":1,"rating":5,"comment":"ok \\udc00"}`],
      ['POST', '/testimonials', `{"message":"ok \\ud83d","stars":5}`],
      ['POST', '/cart', `{"productId":1,"quantity":1,"selectedVariant":{"unit":"500g\\ud800"}}`],
      ['POST', '/cart', `{"productId":1,"quantity":1,"selectedVariant":{"unit":"500g"},"extra\\ud800":1}`],
    ];
    for (const [method, path, rawBody] of cases) {
      const response = await call(method, path, { token, rawBody });
      expect(response.status, rawBody).toBe(400);
      expect(response.body.message).toBe(
        'Some of the text could not be read (it contains broken characters). Please type it again.',
      );
    }
    expect((await get('/cart', { token })).body).toEqual([]);
    expect((await get('/addresses', { token })).body).toHaveLength(1);
  });

  it('refuses control characters in an option (it becomes part of a document id)', async () => {
    const response = await post(
      '/cart',
      { productId: 1, quantity: 1, selectedVariant: { unit: '500g\u0000' } },
      { token: alice.idToken },
    );
    expect(response.status).toBe(400);
    const remove = await del('/cart/1?unit=%00', { token: alice.idToken });
    expect(remove.status).toBe(400);
  });
});

describe('only successful public answers are cached', () => {
  it('marks 404s and 400s of public reads no-store, and 200s public', async () => {
    for (const path of ['/products/999999', '/products/honey', '/blog/no-such-post', '/reviews/product/x']) {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    for (const path of ['/products', '/products/1', '/blog', '/reviews/product/1', '/testimonials']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+/);
    }
    const unknown = await get('/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});

describe('limits hold for what is stored, after merging', () => {
  it('a direct order of ten lines of 99 of one pack is one line of 990: refused', async () => {
    const items = Array.from({ length: 10 }, () => ({
      productId: 13,
      quantity: 99,
      selectedVariant: { unit: 'dozen' },
    }));
    const response = await post(
      '/orders/direct',
      { selectedAddressId: aliceAddress, items },
      { token: alice.idToken },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      `You can order up to ${MAX_LINE_QUANTITY} of Bananas (dozen) at a time. Please reduce the quantity.`,
    );
    expect((await adminDb().collection('orders').get()).size).toBe(0);
    // Two lines that merge within the limit are fine.
    const ok = await post(
      '/orders/direct',
      { selectedAddressId: aliceAddress, items: items.slice(0, 2).map((i) => ({ ...i, quantity: 40 })) },
      { token: alice.idToken },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.order.items).toEqual([expect.objectContaining({ quantity: 80, unit: 'dozen' })]);
  });

  it('a cart line never stores more than the per-line limit, however often it is added to', async () => {
    const add = () =>
      post(
        '/cart',
        { productId: 13, quantity: 60, selectedVariant: { unit: 'dozen' } },
        { token: alice.idToken },
      );
    await add();
    const second = await add();
    expect(second.status).toBe(200);
    expect(second.body.items[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(second.body.notice).toMatchObject({
      messageCode: 'cart.quantityCapped',
      params: { quantity: 99 },
    });
    expect(second.body.notice.message).toMatch(/Only 99 of Bananas \(dozen\) can be ordered at a time/);
  });

  it('an order from a cart whose stored line is over the limit (older data) is refused', async () => {
    await post(
      '/cart',
      { productId: 13, quantity: 5, selectedVariant: { unit: 'dozen' } },
      { token: alice.idToken },
    );
    const lines = await adminDb().collection('users').doc(alice.uid).collection('cart').get();
    await lines.docs[0]!.ref.update({ quantity: 500 });
    const response = await post('/orders', { selectedAddressId: aliceAddress }, { token: alice.idToken });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/You can order up to 99 of Bananas \(dozen\)/);
    expect((await adminDb().collection('orders').get()).size).toBe(0);
  });

  it(`a cart holds at most ${MAX_CART_LINES} different lines`, async () => {
    const cart = adminDb().collection('users').doc(alice.uid).collection('cart');
    const batch = adminDb().batch();
    for (let i = 0; i < MAX_CART_LINES; i++) {
      batch.set(cart.doc(`13__old-${i}`), {
        productId: 13,
        unit: `old-${i}`,
        quantity: 1,
        addedAt: new Date(),
        updatedAt: new Date(),
      });
    }
    await batch.commit();
    const response = await post(
      '/cart',
      { productId: 1, quantity: 1, selectedVariant: { unit: '500g' } },
      { token: alice.idToken },
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      `Your cart can hold up to ${MAX_CART_LINES} different items. Please check out or remove an item first.`,
    );
  });
});
