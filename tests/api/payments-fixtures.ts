/**
 * What the payment suites (tests/api/payments-*.test.ts) share: the API in this process, the
 * owner, and before every test a freshly seeded shop whose UPI id is set, with two new shoppers
 * (Alice with a Karad and a Pune address, and Bob); and the calls the tests make about orders and
 * their payments. Importing this module sets up those hooks in the importing file (vitest gives
 * every test file a module registry of its own); the shoppers and addresses are live bindings, so
 * a test reads the ones its own beforeEach made.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { anAddress, call, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

export let alice: TestUser;
export let bob: TestUser;
export let owner: TestUser;
export let karadAddress: string;
export let puneAddress: string;

beforeAll(async () => {
  await startApi();
  owner = await makeAdmin(await createUser());
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  karadAddress = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
  puneAddress = (
    await post('/addresses', anAddress({ city: 'Pune', postalCode: '411001' }), { token: alice.idToken })
  ).body._id;
  await adminDb()
    .collection('settings')
    .doc('shop')
    .update({ upi: { id: 'karad.organic@okhdfc', payeeName: 'Karad Organic & Sons' } });
});

export const GULKAND = { productId: 1, unit: '500g', selectedVariant: { unit: '500g' } }; // ₹200, stock 50

export const order = (
  user: TestUser,
  addressId: string,
  quantity: number,
  paymentMethod?: string,
  headers: Record<string, string> = {},
) =>
  post(
    '/orders/direct',
    {
      selectedAddressId: addressId,
      items: [{ ...GULKAND, quantity }],
      ...(paymentMethod ? { paymentMethod } : {}),
    },
    { token: user.idToken, headers },
  );

export async function placed(user: TestUser, addressId: string, quantity: number, paymentMethod?: string) {
  const answer = await order(user, addressId, quantity, paymentMethod);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.order as {
    _id: string;
    number: string;
    totalAmount: number;
    payment: Record<string, unknown>;
  };
}

export const stored = async (id: string) => (await adminDb().collection('orders').doc(id).get()).data()!;
export const claim = (user: TestUser, id: string, reference: unknown) =>
  post(`/orders/${id}/payment-claim`, { reference }, { token: user.idToken });
export const mark = (id: string, status: string, token = owner.idToken, details: object = {}) =>
  call('PATCH', `/admin/orders/${id}/payment`, { token, body: { status, ...details } });
export const moveAsOwner = (id: string, status: string) =>
  call('PATCH', `/admin/orders/${id}`, { token: owner.idToken, body: { status } });
export const quote = (addressId: string, quantity: number) =>
  post(
    '/checkout/quote',
    { selectedAddressId: addressId, items: [{ ...GULKAND, quantity }] },
    { token: alice.idToken },
  );
export const settingsDoc = () => adminDb().collection('settings').doc('shop');
export const setUpi = (upi: unknown) => settingsDoc().update({ upi });
export const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 60 * 60 * 1000);
export const stockOf = async () =>
  (
    (await adminDb().collection('products').doc('1').get()).get('variants') as {
      unit: string;
      stock: number;
    }[]
  ).find((v) => v.unit === '500g')!.stock;
