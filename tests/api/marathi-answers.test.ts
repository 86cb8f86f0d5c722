import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TEXT as MR } from '../../functions/src/contract/api-text.mr.js';
import { SHOPPER_TEXT as MR_TEXTS } from '../../functions/src/orders/order-texts.mr.js';
import { anAddress, call, english, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * The API answers a Marathi page in Marathi (issue 27): the storefront's Marathi build names `mr`
 * in Accept-Language, and errors, notices and the names of cart and order lines come back in
 * Marathi. An order remembers the language it was placed in, so the owner's WhatsApp update to the
 * shopper is written in it. Without the header, everything is English as before.
 */
let shopper: TestUser;
let owner: TestUser;

beforeAll(async () => {
  await startApi();
  owner = await makeAdmin(await createUser());
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  shopper = await createUser();
});

const MARATHI = { 'Accept-Language': 'mr' };
const devanagari = /[\u0900-\u097F]/;

describe('errors in the page’s language', () => {
  it('says a shared message in Marathi, and in English to a caller that names no language', async () => {
    expect((await get('/cart', { headers: MARATHI })).body).toMatchObject({
      messageCode: 'api.signInRequired',
      message: MR['api.signInRequired'],
    });
    expect((await get('/cart')).body).toMatchObject({
      messageCode: 'api.signInRequired',
      message: english('api.signInRequired'),
    });
  });

  it('puts the values of a message into the Marathi sentence (the path of a missing endpoint)', async () => {
    const missing = await get('/no-such-thing', { headers: { 'Accept-Language': 'mr-IN,en;q=0.8' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      messageCode: 'api.noEndpoint',
      params: { method: 'GET', path: '/api/no-such-thing' },
      message: MR['api.noEndpoint']({ method: 'GET', path: '/api/no-such-thing' }),
    });
  });

  it('words a rejected body’s field errors in Marathi, and stores nothing', async () => {
    const bad = { productId: 1, unit: '500g', quantity: 0 };
    const inEnglish = await post('/cart', bad, { token: shopper.idToken });
    const marathi = await post('/cart', bad, { token: shopper.idToken, headers: MARATHI });
    expect(inEnglish.status).toBe(400);
    expect(marathi.status).toBe(400);
    expect(inEnglish.body.message).not.toMatch(devanagari);
    expect(marathi.body.message).toMatch(devanagari);
    expect(marathi.body.issues[0].message).toBe(marathi.body.message);
    // The same code and parameters in both: only the words differ.
    expect(marathi.body.messageCode).toBe('cart.invalidQuantity');
    expect(inEnglish.body.messageCode).toBe(marathi.body.messageCode);
    expect((await get('/cart', { token: shopper.idToken })).body).toEqual([]);
  });
});

describe('cart and order lines in the page’s language', () => {
  it('names the cart’s lines and packs in Marathi, keeping the pack’s key', async () => {
    const added = await post(
      '/cart',
      { productId: 1, unit: '500g', quantity: 2 },
      { token: shopper.idToken, headers: MARATHI },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.items[0]).toMatchObject({ name: 'गुलकंद', unit: '500g', unitLabel: '500 ग्रॅम' });
    const english = (await get('/cart', { token: shopper.idToken })).body[0];
    expect(english).toMatchObject({ name: 'Gulkand', unit: '500g' });
    expect(english).not.toHaveProperty('unitLabel');
  });

  it('keeps the language of an order, and the owner’s update to the shopper is in it', async () => {
    const address = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
    const placed = await post(
      '/orders/direct',
      {
        selectedAddressId: address,
        paymentMethod: 'cod',
        items: [{ productId: 13, unit: 'dozen', quantity: 1, selectedVariant: { unit: 'dozen' } }],
      },
      { token: shopper.idToken, headers: MARATHI },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.orderId as string;
    const stored = (await adminDb().collection('orders').doc(id).get()).data()!;
    expect(stored.language).toBe('mr');
    // The record keeps the English name it was ordered by; a Marathi page reads the Marathi one.
    expect(stored.items[0].name).toBe('Bananas');
    const read = (await get(`/orders/${id}`, { token: shopper.idToken, headers: MARATHI })).body;
    expect(read.items[0]).toMatchObject({ name: 'केळी', unit: 'dozen', unitLabel: 'डझन' });
    expect((await get(`/orders/${id}`, { token: shopper.idToken })).body.items[0].name).toBe('Bananas');

    const moved = await call('PATCH', `/admin/orders/${id}`, {
      token: owner.idToken,
      body: { status: 'Shipped', note: 'EE123456789IN' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.language).toBe('mr');
    expect(moved.body.shopperUpdate.text).toBe(
      MR_TEXTS.update(anAddress().name, stored.number as string, 'Shipped', 'EE123456789IN'),
    );
  });
});
