import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, startApi, stopApi } from '../support/api.js';
import { craftToken, createUser, type TestUser } from '../support/auth.js';
import { resetDatabase, setFarmUpi, stack } from '../support/emulators.js';

let alice: TestUser;

beforeAll(async () => {
  await startApi();
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  alice = await createUser();
});
afterAll(stopApi);

describe('bad requests get a JSON error with a human message', () => {
  it('malformed JSON → 400', async () => {
    const response = await call('POST', '/cart', { token: alice.idToken, rawBody: '{"productId": 1,' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'INVALID',
      message: 'The request body is not valid JSON.',
      messageCode: 'api.invalidJson',
      params: {},
    });
  });

  it('a body over the limit → 413', async () => {
    const response = await post('/addresses', { name: 'x'.repeat(20_000) }, { token: alice.idToken });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
      messageCode: 'api.bodyTooLarge',
      params: {},
    });
  });

  it('missing, forged, expired and other-project tokens → 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      undefined,
      'not-a-jwt',
      craftToken({ exp: now - 60, iat: now - 3700 }),
      craftToken({ aud: 'some-other-project', iss: 'https://securetoken.google.com/some-other-project' }),
    ];
    for (const token of tokens) {
      const response = await get('/orders', { token });
      expect(response.status, String(token)).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('never leaks a stack trace', async () => {
    const response = await call('POST', '/orders', { token: alice.idToken, rawBody: '[' });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('through Hosting (the deployed shape)', () => {
  it('malformed JSON is a 400 without a stack trace, an oversize body a JSON 413', async () => {
    const base = `${stack().hostingUrl}/api`;
    // The Functions runtime parses JSON bodies before the app runs and answers this one itself.
    const malformed = await call('POST', '/cart', {
      base,
      token: alice.idToken,
      rawBody: '{"productId": 1,',
    });
    expect(malformed.status).toBe(400);
    expect(String(malformed.body)).not.toMatch(/at .*\.js:\d+/);
    const large = await post('/addresses', { name: 'x'.repeat(20_000) }, { base, token: alice.idToken });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a shopper’s whole flow: token → cart → address → order → history', async () => {
    const base = `${stack().hostingUrl}/api`;
    const token = alice.idToken;
    expect(
      (
        await post(
          '/cart',
          { productId: 9, quantity: 2, selectedVariant: { unit: '300gm' } },
          { base, token },
        )
      ).status,
    ).toBe(200);
    const address = await post(
      '/addresses',
      {
        name: 'Asha More',
        street: '4 Market Yard',
        city: 'Satara',
        state: 'Maharashtra',
        postalCode: '415001',
        country: 'India',
        phoneNumber: '9876543210',
      },
      { base, token },
    );
    expect(address.status).toBe(201);
    const order = await post(
      '/orders',
      { selectedAddressId: address.body._id },
      { base, token, headers: { 'Idempotency-Key': 'hosting-flow-0001' } },
    );
    expect(order.status).toBe(201);
    // 240 − 15% (first order) + ₹120 delivery (415001 is outside Karad's PIN codes).
    expect(order.body.order.totalAmount).toBe(324);
    const history = await get('/orders', { base, token });
    expect(history.status).toBe(200);
    expect(history.body[0]._id).toBe(order.body.orderId);
    expect(history.headers.get('cache-control')).toMatch(/no-store/);
  });
});
