import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anAddress, del, get, post, put, startApi, stopApi } from '../support/api.js';
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

const defaults = async (user: TestUser) =>
  ((await get('/addresses', { token: user.idToken })).body as { name: string; isDefault: boolean }[]).map(
    (a) => [a.name, a.isDefault],
  );

describe('addresses', () => {
  it('needs a signed-in shopper', async () => {
    expect((await get('/addresses')).status).toBe(401);
    expect((await post('/addresses', anAddress())).status).toBe(401);
  });

  it('creates trimmed addresses; the first is the default automatically', async () => {
    const first = await post('/addresses', anAddress({ name: '  Sunita Patil  ' }), { token: alice.idToken });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      _id: expect.any(String),
      name: 'Sunita Patil',
      isDefault: true,
      city: 'Karad',
    });
    await post('/addresses', anAddress({ name: 'Office' }), { token: alice.idToken });
    expect(await defaults(alice)).toEqual([
      ['Sunita Patil', true],
      ['Office', false],
    ]);
  });

  it('a new default takes the badge from the old one', async () => {
    await post('/addresses', anAddress({ name: 'Home' }), { token: alice.idToken });
    await post('/addresses', anAddress({ name: 'Office', isDefault: true }), { token: alice.idToken });
    expect(await defaults(alice)).toEqual([
      ['Home', false],
      ['Office', true],
    ]);
  });

  it('sets a default (PUT) and deleting the default promotes another', async () => {
    const home = await post('/addresses', anAddress({ name: 'Home' }), { token: alice.idToken });
    const office = await post('/addresses', anAddress({ name: 'Office' }), { token: alice.idToken });
    const set = await put(`/addresses/${office.body._id}`, { isDefault: true }, { token: alice.idToken });
    expect(set.status).toBe(200);
    expect(await defaults(alice)).toEqual([
      ['Home', false],
      ['Office', true],
    ]);
    const deleted = await del(`/addresses/${office.body._id}`, { token: alice.idToken });
    expect(deleted.status).toBe(200);
    expect(await defaults(alice)).toEqual([['Home', true]]);
    expect(home.body._id).toBeTruthy();
  });

  it('rejects missing fields with the spec’s message and stores nothing', async () => {
    for (const field of [
      'name',
      'street',
      'city',
      'state',
      'postalCode',
      'country',
      'phoneNumber',
    ] as const) {
      const blank = await post('/addresses', anAddress({ [field]: '   ' }), { token: alice.idToken });
      expect(blank.status, field).toBe(400);
      expect(blank.body.message).toBe('Please fill in all required address fields.');
      const { [field]: _omitted, ...missing } = anAddress();
      expect((await post('/addresses', missing, { token: alice.idToken })).body.message).toBe(
        'Please fill in all required address fields.',
      );
    }
    expect(
      (await post('/addresses', anAddress({ phoneNumber: 'call me' }), { token: alice.idToken })).body
        .message,
    ).toBe('Please enter a 10-digit mobile number, e.g. +91 98765 43210.');
    expect(
      (await post('/addresses', anAddress({ street: 'x'.repeat(500) }), { token: alice.idToken })).status,
    ).toBe(400);
    expect((await get('/addresses', { token: alice.idToken })).body).toEqual([]);
  });

  it('stores an Indian address one way: PIN of 6 digits, a state of India, the phone as +91 and 10 digits', async () => {
    const saved = await post(
      '/addresses',
      anAddress({ phoneNumber: '098765-43210', state: 'maharashtra', country: 'india' }),
      { token: alice.idToken },
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      phoneNumber: '+919876543210',
      state: 'Maharashtra',
      country: 'India',
    });

    for (const [change, message] of [
      [{ postalCode: 'abc12' }, 'Please enter a 6-digit PIN code (it cannot start with 0).'],
      [{ postalCode: '015110' }, 'Please enter a 6-digit PIN code (it cannot start with 0).'],
      [{ state: 'Bombay' }, 'Please choose a state or union territory from the list.'],
      [{ country: 'Nepal' }, 'We deliver only within India.'],
      [{ phoneNumber: '+1 415 555 0100' }, 'Please enter a 10-digit mobile number, e.g. +91 98765 43210.'],
    ] as const) {
      const refused = await post('/addresses', anAddress(change), { token: alice.idToken });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await get('/addresses', { token: alice.idToken })).body).toHaveLength(1);
  });

  it('names each missing field in `issues` under the spec’s summary, in the page’s language', async () => {
    const blank = await post('/addresses', anAddress({ name: ' ', postalCode: '' }), {
      token: alice.idToken,
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      code: 'INVALID',
      message: 'Please fill in all required address fields.',
      messageCode: 'address.required',
      params: {},
      issues: [
        {
          path: '',
          message: 'Please fill in all required address fields.',
          messageCode: 'address.required',
          params: {},
        },
        {
          path: 'name',
          message: 'Enter the full name.',
          messageCode: 'address.nameRequired',
          params: {},
        },
        {
          path: 'postalCode',
          message: 'Enter a 6-digit PIN code.',
          messageCode: 'address.postalCodeRequired',
          params: {},
        },
      ],
    });
    const marathi = await post('/addresses', anAddress({ name: ' ' }), {
      token: alice.idToken,
      headers: { 'Accept-Language': 'mr' },
    });
    expect(marathi.body.message).toBe('कृपया पत्त्याची सर्व आवश्यक माहिती भरा.');
    expect(marathi.body.issues[1]).toEqual({
      path: 'name',
      message: 'पूर्ण नाव टाका.',
      messageCode: 'address.nameRequired',
      params: {},
    });
  });

  it('keeps an optional landmark, trimmed, and carries it into the order’s Shipping To', async () => {
    const saved = await post('/addresses', anAddress({ landmark: '  Near Krishna Hospital  ' }), {
      token: alice.idToken,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.landmark).toBe('Near Krishna Hospital');
    const stored = (
      await adminDb().collection('users').doc(alice.uid).collection('addresses').doc(saved.body._id).get()
    ).data();
    expect(stored).toMatchObject({ landmark: 'Near Krishna Hospital' });
    expect((await get('/addresses', { token: alice.idToken })).body[0].landmark).toBe(
      'Near Krishna Hospital',
    );

    // None given, or only spaces: no landmark at all, stored or answered.
    const none = await post('/addresses', anAddress({ name: 'Office', landmark: '   ' }), {
      token: alice.idToken,
    });
    expect(none.status).toBe(201);
    expect(none.body).not.toHaveProperty('landmark');
    const plain = await post('/addresses', anAddress({ name: 'Home' }), { token: alice.idToken });
    expect(plain.body).not.toHaveProperty('landmark');

    // Too long, or not one line of text: refused on its own field, nothing stored.
    for (const landmark of ['x'.repeat(101), 'Near\u0007the temple', 42]) {
      const refused = await post('/addresses', { ...anAddress(), landmark }, { token: alice.idToken });
      expect(refused.status, String(landmark)).toBe(400);
      expect(refused.body.issues.map((i: { path: string }) => i.path)).toEqual(['landmark']);
    }
    expect(
      (await post('/addresses', anAddress({ landmark: 'x'.repeat(101) }), { token: alice.idToken })).body
        .message,
    ).toBe('Please keep the landmark under 100 characters.');
    expect((await get('/addresses', { token: alice.idToken })).body).toHaveLength(3);

    // The order keeps it with the address it was sent to.
    const placed = await post(
      '/orders/direct',
      {
        selectedAddressId: saved.body._id,
        items: [{ productId: 1, quantity: 1, selectedVariant: { unit: '500g' } }],
        paymentMethod: 'cod',
      },
      { token: alice.idToken },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.shippingAddress.landmark).toBe('Near Krishna Hospital');
    const order = (await adminDb().collection('orders').doc(placed.body.orderId).get()).data()!;
    expect(order['shippingAddress'].landmark).toBe('Near Krishna Hospital');
    const plainOrder = await post(
      '/orders/direct',
      {
        selectedAddressId: plain.body._id,
        items: [{ productId: 1, quantity: 1, selectedVariant: { unit: '500g' } }],
        paymentMethod: 'cod',
      },
      { token: alice.idToken },
    );
    expect(plainOrder.body.order.shippingAddress).not.toHaveProperty('landmark');
  });

  it('drops unknown fields (no mass assignment)', async () => {
    const created = await post(
      '/addresses',
      { ...anAddress(), userId: bob.uid, _id: 'chosen', createdAt: 'yesterday' },
      { token: alice.idToken },
    );
    expect(created.status).toBe(201);
    expect(created.body._id).not.toBe('chosen');
    const stored = (
      await adminDb().collection('users').doc(alice.uid).collection('addresses').doc(created.body._id).get()
    ).data();
    expect(stored).not.toHaveProperty('userId');
  });

  it('Bob cannot see, set or delete Alice’s address: 404, nothing changed', async () => {
    const home = await post('/addresses', anAddress({ name: 'Home' }), { token: alice.idToken });
    await post('/addresses', anAddress({ name: 'Office' }), { token: alice.idToken });
    expect((await get('/addresses', { token: bob.idToken })).body).toEqual([]);
    const setOther = await put(`/addresses/${home.body._id}`, { isDefault: true }, { token: bob.idToken });
    expect(setOther.status).toBe(404);
    const deleteOther = await del(`/addresses/${home.body._id}`, { token: bob.idToken });
    expect(deleteOther.status).toBe(404);
    expect(deleteOther.body.message).toBe(
      (await del('/addresses/doesnotexist', { token: bob.idToken })).body.message,
    );
    expect(await defaults(alice)).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
  });
});
