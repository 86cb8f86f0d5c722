import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, anAddress, post, startApi, stopApi } from '../support/api.js';
import { createUser } from '../support/auth.js';
import { resetDatabase } from '../support/emulators.js';

/*
 * POST /checkout/quote reads a shopper's cart, addresses and the catalogue on every call: it shares
 * the per-shopper write limit (issue 23 §13), so a loop of quotes is cut off like a loop of writes.
 * This file's API runs with a small limit of its own (the other suites run with a huge one).
 */
const LIMIT = 5;
process.env['WRITE_RATE_LIMIT_PER_MINUTE'] = String(LIMIT);

beforeAll(async () => {
  await resetDatabase();
  await startApi();
});
afterAll(stopApi);

describe('quotes share the write limiter', () => {
  it('answers a burst of quotes up to the limit, then 429 with a plain message; others are not affected', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    const items = [{ productId: 1, quantity: 1, selectedVariant: { unit: '500g' } }];
    // One write (the address) and then quotes until the limit is reached.
    const address = await post('/addresses', anAddress(), { token: alice.idToken });
    expect(address.status).toBe(201);
    const quote = () =>
      post('/checkout/quote', { selectedAddressId: address.body._id, items }, { token: alice.idToken });
    const answers = [];
    for (let i = 0; i < LIMIT; i++) answers.push(await quote());
    expect(answers.slice(0, LIMIT - 1).map((a) => a.status)).toEqual(Array(LIMIT - 1).fill(200));
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      messageCode: 'api.rateLimited',
      message: english('api.rateLimited'),
    });
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);

    // Bob's quota is his own.
    const bobsAddress = await post('/addresses', anAddress(), { token: bob.idToken });
    const bobs = await post(
      '/checkout/quote',
      { selectedAddressId: bobsAddress.body._id, items },
      { token: bob.idToken },
    );
    expect(bobs.status).toBe(200);
  });
});
