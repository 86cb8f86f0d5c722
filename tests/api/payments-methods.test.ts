import { describe, expect, it } from 'vitest';
import { get, notice, post, putSettings } from '../support/api.js';
import { adminDb } from '../support/emulators.js';
import {
  alice,
  GULKAND,
  karadAddress,
  order,
  owner,
  placed,
  puneAddress,
  quote,
  settingsDoc,
  setUpi,
  stockOf,
  stored,
} from './payments-fixtures.js';

/*
 * Paying for an order (decision 011), the methods: the one chosen at checkout (cash on delivery
 * only where settings/shop allows it, UPI only while the farm's UPI id can be paid to) and the UPI
 * link built by the server; and the shop while the farm's UPI id cannot be paid to. The claims,
 * the owner's mark and the stale-order job: payments-lifecycle.test.ts.
 */
describe('the payment method at checkout', () => {
  it('is UPI by default: the order carries a due payment and the link that pays exactly its total', async () => {
    const placedOrder = await placed(alice, karadAddress, 2);
    // 2 × ₹200, 15% first-order discount, ₹40 Karad delivery.
    expect(placedOrder.totalAmount).toBe(380);
    expect(placedOrder.number).toMatch(/^KO-\d{4,}$/);
    expect(placedOrder.payment).toEqual({
      method: 'upi',
      status: 'due',
      upiId: 'karad.organic@okhdfc',
      upiLink:
        'upi://pay?pa=karad.organic%40okhdfc&pn=Karad%20Organic%20%26%20Sons&am=380.00&cu=INR' +
        `&tn=Karad%20Organic%20order%20${placedOrder.number}`,
    });
    // Stored: the method and the status only; the link is built on every read.
    expect((await stored(placedOrder._id)).payment).toEqual({ method: 'upi', status: 'due' });
    const listed = (await get('/orders', { token: alice.idToken })).body;
    expect(listed[0].payment.upiLink).toContain('am=380.00');
  });

  it('the quote offers cash on delivery in Karad up to maxTotal, and says why not elsewhere', async () => {
    const karad = await quote(karadAddress, 2);
    expect(karad.body).toMatchObject({ total: 380, codAllowed: true, codNote: null });
    const pune = await quote(puneAddress, 2);
    expect(pune.body).toMatchObject({
      codAllowed: false,
      codNote: notice('payment.codKaradOnly'),
    });
    // 12 × ₹200 − 15% = ₹2,040: above the ₹2,000 limit.
    const big = await quote(karadAddress, 12);
    expect(big.body).toMatchObject({
      total: 2040,
      codAllowed: false,
      // The limit travels as a number; the words format it.
      codNote: notice('payment.codOverMax', { max: 2000 }),
    });
    await adminDb().collection('settings').doc('shop').update({ 'cod.enabled': false });
    expect((await quote(karadAddress, 2)).body).toMatchObject({
      codAllowed: false,
      codNote: notice('payment.codOff'),
    });
    await adminDb()
      .collection('settings')
      .doc('shop')
      .update({ 'cod.enabled': true, 'cod.karadOnly': false });
    expect((await quote(puneAddress, 2)).body).toMatchObject({ codAllowed: true });
  });

  it('places a cash on delivery order in Karad: due, no UPI link', async () => {
    const cod = await placed(alice, karadAddress, 2, 'cod');
    expect(cod.payment).toEqual({ method: 'cod', status: 'due' });
    expect((await stored(cod._id)).payment).toEqual({ method: 'cod', status: 'due' });
  });

  it('refuses cash on delivery where it is not allowed with 409, and stores nothing', async () => {
    const expected = {
      code: 'CONFLICT',
      message: 'Cash on delivery is not available for this order. Please choose UPI.',
      messageCode: 'payment.codNotAllowed',
      params: {},
    };
    const outside = await order(alice, puneAddress, 2, 'cod');
    expect(outside.status).toBe(409);
    expect(outside.body).toEqual(expected);
    const tooBig = await order(alice, karadAddress, 12, 'cod');
    expect(tooBig.status).toBe(409);
    expect(tooBig.body).toEqual(expected);
    expect((await adminDb().collection('orders').get()).size).toBe(0);
    expect(await stockOf()).toBe(50);
    // Through the cart too.
    await post(
      '/cart',
      { productId: 1, quantity: 1, selectedVariant: { unit: '500g' } },
      { token: alice.idToken },
    );
    const fromCart = await post(
      '/orders',
      { selectedAddressId: puneAddress, paymentMethod: 'cod' },
      { token: alice.idToken },
    );
    expect(fromCart.status).toBe(409);
    expect((await get('/cart', { token: alice.idToken })).body).toHaveLength(1);
    expect((await adminDb().collection('orders').get()).size).toBe(0);
  });

  it('refuses an unknown method with 400, and a client cannot set the payment’s status', async () => {
    const bad = await order(alice, karadAddress, 1, 'card');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Please choose UPI or Cash on delivery.', code: 'INVALID' });
    const sneaky = await post(
      '/orders/direct',
      {
        selectedAddressId: karadAddress,
        items: [{ ...GULKAND, quantity: 1 }],
        payment: { method: 'upi', status: 'paid' },
      },
      { token: alice.idToken },
    );
    expect(sneaky.status).toBe(201);
    expect((await stored(sneaky.body.orderId)).payment).toEqual({ method: 'upi', status: 'due' });
  });
});

describe('while the farm’s UPI id cannot be paid to (not set, a sample, broken)', () => {
  const NOT_SET = { id: '', payeeName: '' };

  it('the quote offers no UPI and says why; cash on delivery stays where it is allowed', async () => {
    await setUpi(NOT_SET);
    expect((await quote(karadAddress, 2)).body).toMatchObject({
      codAllowed: true,
      upiAllowed: false,
      upiNote: notice('payment.upiOff'),
    });
    expect((await quote(puneAddress, 2)).body).toMatchObject({ codAllowed: false, upiAllowed: false });
    await setUpi({ id: 'karad.organic@okhdfc', payeeName: 'Karad Organic' });
    expect((await quote(karadAddress, 2)).body).toMatchObject({ upiAllowed: true, upiNote: null });
  });

  it.each([
    ['not set', NOT_SET],
    ['the old seed’s sample', { id: 'sample@upi', payeeName: 'Karad Organic (sample)' }],
    ['broken by a hand edit', { id: 42 }],
  ])(
    'refuses a UPI order with 409 and stores nothing, while cash on delivery still orders (%s)',
    async (_name, upi) => {
      await setUpi(upi);
      const refused = await order(alice, karadAddress, 2);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'CONFLICT',
        message:
          'Paying by UPI is not available at the moment. Please choose cash on delivery if it is offered, or contact the farm.',
        messageCode: 'payment.upiNotAllowed',
        params: {},
      });
      expect((await adminDb().collection('orders').get()).size).toBe(0);
      expect(await stockOf()).toBe(50);
      expect((await placed(alice, karadAddress, 2, 'cod')).payment).toEqual({ method: 'cod', status: 'due' });
    },
  );

  it('no answer names a UPI id, link or sample: order, order list, place-order answer', async () => {
    const due = await placed(alice, karadAddress, 1);
    expect(due.payment.upiId).toBe('karad.organic@okhdfc');
    // The owner's id goes (or an old seed's sample comes back in the console): every answer drops it.
    await setUpi({ id: 'sample@upi', payeeName: 'Karad Organic (sample)' });
    const detail = (await get(`/orders/${due._id}`, { token: alice.idToken })).body;
    expect(detail.payment).toEqual({ method: 'upi', status: 'due' });
    const list = (await get('/orders', { token: alice.idToken })).body;
    expect(list[0].payment).toEqual({ method: 'upi', status: 'due' });
    const cod = await order(alice, karadAddress, 1, 'cod');
    expect(cod.status).toBe(201);
    for (const answer of [detail, list, cod.body])
      expect(JSON.stringify(answer)).not.toMatch(/upi:\/\/|@upi|sample/);
  });

  it('the back office learns it from GET /admin/settings/status (owner only), with the reason', async () => {
    const status = () => get('/admin/settings/status', { token: owner.idToken });
    expect((await status()).body).toEqual({ upi: { payable: true, problem: null }, brokenGroups: [] });
    await setUpi(NOT_SET);
    expect((await status()).body).toEqual({ upi: { payable: false, problem: 'notSet' }, brokenGroups: [] });
    await setUpi({ id: 'sample@upi', payeeName: 'Karad Organic (sample)' });
    expect((await status()).body).toEqual({
      upi: { payable: false, problem: 'sample' },
      brokenGroups: ['upi'],
    });
    await settingsDoc().update({ upi: 'karad.organic@okhdfc', cod: { enabled: 'yes' } });
    expect((await status()).body).toEqual({
      upi: { payable: false, problem: 'invalid' },
      brokenGroups: ['cod', 'upi'],
    });
    // A broken cod is off, never the default "on": with UPI broken too, nothing can be paid.
    expect((await quote(karadAddress, 1)).body).toMatchObject({ codAllowed: false, upiAllowed: false });
    expect((await get('/admin/settings/status', { token: alice.idToken })).status).toBe(403);
    expect((await get('/admin/settings/status')).status).toBe(401);
  });

  it('the owner cannot save a sample UPI id (400, nothing stored), but may leave it not set', async () => {
    const current = (await get('/admin/settings', { token: owner.idToken })).body;
    const sample = await putSettings(
      { ...current, upi: { id: 'sample@upi', payeeName: 'Karad Organic' } },
      owner.idToken,
    );
    expect(sample.status).toBe(400);
    expect(sample.body).toMatchObject({
      message: 'This is a sample UPI id, not the farm’s. Please enter the farm’s own UPI id.',
      code: 'INVALID',
    });
    expect((await settingsDoc().get()).get('upi.id')).toBe('karad.organic@okhdfc');
    const unset = await putSettings({ ...current, upi: NOT_SET }, owner.idToken);
    expect(unset.status).toBe(200);
    expect((await settingsDoc().get()).get('upi')).toEqual(NOT_SET);
  });
});
