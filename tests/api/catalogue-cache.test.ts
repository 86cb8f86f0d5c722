import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicEndpoints } from '@contract/endpoints';
import { anAddress, call, get, getEndpoint, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi, stack } from '../support/emulators.js';

// The in-process API of this file keeps the production cache: every other suite sets its TTL to 0
// (tests/support/env-setup.ts) so that reseeded stock shows at once; here it stays at its 60 s.
vi.hoisted(() => {
  delete process.env['CATALOGUE_CACHE_TTL_MS'];
});

beforeAll(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  await startApi();
});
afterAll(stopApi);
afterEach(() => {
  vi.useRealTimers();
});

/** The owner changing stock in the Firebase console: straight into Firestore, past the API. */
const setGulkandStock = (stock: number) =>
  adminDb()
    .collection('products')
    .doc('1')
    .update({
      variants: [
        { unit: '500g', price: 200, stock },
        { unit: '300g', price: 150, stock: 20 },
      ],
    });

const stockIn = (product: { variants: { unit: string; stock: unknown }[] }, unit: string) =>
  product.variants.find((v) => v.unit === unit)?.stock;

describe('the function in the test stack', () => {
  it('answers from Firestore as it is now, not from a catalogue cached by an earlier test file', async () => {
    const stockOf1 = async () =>
      (
        (await (await fetch(`${stack().hostingUrl}/api/products/1`)).json()) as {
          variants: { stock: number }[];
        }
      ).variants[0]!.stock;
    expect(await stockOf1()).toBe(50);
    await setGulkandStock(7);
    expect(await stockOf1()).toBe(7);
  });
});

describe('the catalogue cache (60 s per function instance)', () => {
  it('answers from memory, reads again after an order takes stock, and when the minute is up', async () => {
    await resetDatabase();
    await setFarmUpi();
    const gulkand500 = async () => stockIn((await get('/products/1')).body, '500g');
    const listed500 = async () =>
      stockIn(
        (await get('/products')).body.find((p: { id: number }) => p.id === 1),
        '500g',
      );

    // A cached read: a change made behind the API's back does not show yet, on either call.
    expect(await gulkand500()).toBe(50);
    await setGulkandStock(7);
    expect(await gulkand500()).toBe(50);
    expect(await listed500()).toBe(50);

    // An order takes stock inside its transaction and drops the cache: the next read is fresh.
    const shopper = await createUser();
    const address = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
    const honeyBefore = stockIn((await getEndpoint(publicEndpoints.product(16))).body, '250 gm') as number;
    const placed = await post(
      '/orders/direct',
      {
        selectedAddressId: address,
        items: [{ productId: 16, quantity: 1, selectedVariant: { unit: '250 gm' } }],
      },
      { token: shopper.idToken },
    );
    expect(placed.status).toBe(201);
    expect(stockIn((await getEndpoint(publicEndpoints.product(16))).body, '250 gm')).toBe(honeyBefore - 1);
    expect(await gulkand500()).toBe(7);

    // Cached again from that read: still 7 just before the minute is up, 5 just after.
    await setGulkandStock(5);
    // Only the wall clock moves (timers stay real), and all of it: the Firestore client computes
    // its call deadlines from the same clock, so a half-faked one would time every call out.
    const start = performance.now();
    const realNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: realNow + 55_000, shouldAdvanceTime: true });
    expect(await gulkand500()).toBe(7);
    vi.setSystemTime(realNow + 61_000);
    expect(await gulkand500()).toBe(5);
    expect(await listed500()).toBe(5);
    // The 55 s check above is only meaningful if the test got there within the 5 s of slack.
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

describe('the back office and cancels drop the cache too', () => {
  it('shows a cancelled order’s stock, a changed price, packs added and removed and a hidden product at once, within the minute', async () => {
    await resetDatabase();
    await setFarmUpi();
    const owner = await makeAdmin(await createUser());
    const shopper = await createUser();
    const address = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
    const honey = async () => (await getEndpoint(publicEndpoints.product(16))).body;
    const placed = await post(
      '/orders/direct',
      {
        selectedAddressId: address,
        items: [{ productId: 16, quantity: 2, selectedVariant: { unit: '250 gm' } }],
      },
      { token: shopper.idToken },
    );
    expect(placed.status).toBe(201);
    const left = stockIn(await honey(), '250 gm') as number;
    // Cached from here on: a change behind the API's back does not show.
    await adminDb().collection('products').doc('16').update({ isNew: true });
    expect((await honey()).isNew).not.toBe(true);

    expect(
      (await post(`/orders/${placed.body.orderId}/cancel`, undefined, { token: shopper.idToken })).status,
    ).toBe(200);
    expect(stockIn(await honey(), '250 gm')).toBe(left + 2);
    expect((await honey()).isNew).toBe(true);

    const patched = await call('PATCH', '/admin/products/16', {
      token: owner.idToken,
      body: { variants: [{ unit: '250 gm', price: 250, stock: 9 }] },
    });
    expect(patched.status).toBe(200);
    expect((await honey()).variants.find((v: { unit: string }) => v.unit === '250 gm')).toEqual({
      unit: '250 gm',
      price: 250,
      stock: 9,
    });
    // Packs added and removed (issue 26) show at once too.
    const units = async () => ((await honey()).variants as { unit: string }[]).map((v) => v.unit);
    const repacked = await call('PATCH', '/admin/products/16', {
      token: owner.idToken,
      body: { addVariants: [{ unit: '1 kg', price: 900, stock: 4 }], removeVariants: ['100 gm'] },
    });
    expect(repacked.status).toBe(200);
    expect(await units()).toEqual(['500 gm', '250 gm', '1 kg']);

    expect(
      (await call('PATCH', '/admin/products/16', { token: owner.idToken, body: { hidden: true } })).status,
    ).toBe(200);
    expect((await getEndpoint(publicEndpoints.product(16))).status).toBe(404);
    expect(
      ((await getEndpoint(publicEndpoints.products())).body as { id: number }[]).some((p) => p.id === 16),
    ).toBe(false);
  });
});

describe('another instance’s writes (issue 36)', () => {
  it('show here within the 2 s version check, not the cache’s minute: a price change and a cancel', async () => {
    await resetDatabase();
    await setFarmUpi();
    const owner = await makeAdmin(await createUser());
    const shopper = await createUser();
    // The other instance: the function behind Hosting in the test stack.
    const there = (method: string, path: string, token: string, body?: unknown) =>
      call(method, path, { base: `${stack().hostingUrl}/api`, token, body });
    const address = (await there('POST', '/addresses', shopper.idToken, anAddress())).body._id;
    const honey250 = async () =>
      ((await get('/products/16')).body.variants as { unit: string; price: number; stock: number }[]).find(
        (v) => v.unit === '250 gm',
      )!;
    // Only the wall clock moves, as above; each step is one version check later.
    const realNow = Date.now();
    let shifted = 0;
    const aCheckLater = () => {
      shifted += 2_100;
      if (shifted === 2_100)
        vi.useFakeTimers({ toFake: ['Date'], now: realNow + shifted, shouldAdvanceTime: true });
      else vi.setSystemTime(realNow + shifted);
    };
    // The reseeded catalogue (the earlier test hid this product) shows at this instance's next check.
    aCheckLater();
    const before = await honey250();

    const patched = await there('PATCH', '/admin/products/16', owner.idToken, {
      variants: [{ unit: '250 gm', price: before.price + 15, stock: before.stock }],
    });
    expect(patched.status).toBe(200);
    // This instance read the catalogue a moment ago: it has not asked again yet.
    expect((await honey250()).price).toBe(before.price);
    // Once the check is due it asks for the catalogue's version, sees the write, and reads again.
    aCheckLater();
    expect((await honey250()).price).toBe(before.price + 15);

    const placed = await there('POST', '/orders/direct', shopper.idToken, {
      selectedAddressId: address,
      items: [{ productId: 16, quantity: 3, selectedVariant: { unit: '250 gm' } }],
    });
    expect(placed.status).toBe(201);
    expect((await honey250()).stock).toBe(before.stock);
    aCheckLater();
    expect((await honey250()).stock).toBe(before.stock - 3);
    expect((await there('POST', `/orders/${placed.body.orderId}/cancel`, shopper.idToken)).status).toBe(200);
    aCheckLater();
    expect((await honey250()).stock).toBe(before.stock);
  });
});
