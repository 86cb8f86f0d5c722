import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { anAddress, english, get, post } from '../support/api.js';
import { OWNER_TEXT } from '../../functions/src/orders/order-texts.js';
import { adminDb } from '../support/emulators.js';
import {
  alice,
  bob,
  claim,
  hoursAgo,
  karadAddress,
  mark,
  moveAsOwner,
  owner,
  placed,
  settingsDoc,
  stockOf,
  stored,
} from './payments-fixtures.js';

/*
 * Paying for an order (decision 011), after it is placed: the shopper's claim with a transaction
 * reference, the owner's mark (paid, refunded), and which Pending orders the stale-order job
 * expires (unpaid ones, and claims nobody confirmed). The method chosen at checkout:
 * payments-methods.test.ts.
 */
describe('POST /orders/{id}/payment-claim', () => {
  it('moves her own UPI payment to claimed with the reference; the link goes; the same reference again changes nothing', async () => {
    const { _id: id } = await placed(alice, karadAddress, 2);
    const claimed = await claim(alice, id, ' 123456789012 ');
    expect(claimed.status).toBe(200);
    expect(claimed.body.payment).toEqual({
      method: 'upi',
      status: 'claimed',
      reference: '123456789012',
      claimedAt: expect.any(String),
    });
    expect(claimed.body.userId).toBeUndefined();
    expect((await stored(id)).payment).toMatchObject({ status: 'claimed', reference: '123456789012' });
    const index = (await adminDb().collection('paymentReferences').doc('123456789012').get()).data();
    expect(index).toEqual({ orderId: id, userId: alice.uid, at: expect.any(Timestamp) });
    const again = await claim(alice, id, '123456789012');
    expect(again.status).toBe(200);
    expect(again.body.payment.claimedAt).toBe(claimed.body.payment.claimedAt);
    const other = await claim(alice, id, '999999999999');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('The payment of this order is already awaiting check.');
  });

  it('answers 404 for another shopper’s order exactly like a missing one, and 401 without sign-in', async () => {
    const { _id: id } = await placed(alice, karadAddress, 2);
    const stolen = await claim(bob, id, '123456789012');
    const missing = await claim(bob, 'no-such-order', '123456789012');
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual(missing.body);
    expect((await stored(id)).payment.status).toBe('due');
    expect((await adminDb().collection('paymentReferences').get()).size).toBe(0);
    expect((await post(`/orders/${id}/payment-claim`, { reference: '123456789012' })).status).toBe(401);
  });

  it('wants exactly 12 digits (400, nothing stored)', async () => {
    const { _id: id } = await placed(alice, karadAddress, 2);
    for (const reference of ['12345678901', '1234567890123', '12345678901a', '', 123456789012, undefined]) {
      const answer = await claim(alice, id, reference);
      expect(answer.status, String(reference)).toBe(400);
      expect(answer.body).toMatchObject({
        message: 'Please enter the 12-digit UPI transaction reference (UTR), digits only.',
        code: 'INVALID',
      });
    }
    expect((await stored(id)).payment.status).toBe('due');
  });

  it('refuses a reference already given for another order (409), even another shopper’s', async () => {
    const first = await placed(alice, karadAddress, 1);
    const second = await placed(alice, karadAddress, 1);
    expect((await claim(alice, first._id, '111122223333')).status).toBe(200);
    const reused = await claim(alice, second._id, '111122223333');
    expect(reused.status).toBe(409);
    expect(reused.body).toEqual({
      code: 'CONFLICT',
      message: 'This transaction reference was already given for another order. Please check it.',
      messageCode: 'payment.referenceUsed',
      params: {},
    });
    const bobAddress = (await post('/addresses', anAddress(), { token: bob.idToken })).body._id;
    const bobs = await placed(bob, bobAddress, 1);
    expect((await claim(bob, bobs._id, '111122223333')).status).toBe(409);
    expect((await stored(second._id)).payment.status).toBe('due');
  });

  it('refuses a cancelled order and a cash on delivery order (409)', async () => {
    const { _id: cancelled } = await placed(alice, karadAddress, 1);
    expect((await post(`/orders/${cancelled}/cancel`, undefined, { token: alice.idToken })).status).toBe(200);
    const late = await claim(alice, cancelled, '123456789012');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order is cancelled, so it cannot be paid.');
    const { _id: cod } = await placed(alice, karadAddress, 1, 'cod');
    const cash = await claim(alice, cod, '123456789012');
    expect(cash.status).toBe(409);
    expect(cash.body.message).toBe('This order is paid in cash on delivery.');
    expect((await adminDb().collection('paymentReferences').get()).size).toBe(0);
  });
});

describe('PATCH /admin/orders/{id}/payment (the owner)', () => {
  it('marks a claimed UPI payment paid, audited; the shopper sees it paid', async () => {
    const { _id: id } = await placed(alice, karadAddress, 2);
    await claim(alice, id, '123456789012');
    const paid = await mark(id, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ method: 'upi', status: 'paid', reference: '123456789012' });
    expect(paid.body.payment.paidAt).toEqual(expect.any(String));
    expect((await get(`/orders/${id}`, { token: alice.idToken })).body.payment.status).toBe('paid');
    const audit = (await adminDb().collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit).toEqual([
      expect.objectContaining({
        by: owner.uid,
        action: 'order.payment',
        target: `orders/${id}`,
        before: { payment: 'claimed' },
        after: { payment: 'paid' },
      }),
    ]);
    expect((await mark(id, 'paid')).status).toBe(409);
  });

  it('marks a due UPI order paid without a claim (paid by QR, shown on WhatsApp), with the UTR or a note', async () => {
    // With the UTR the owner read off the shopper's screenshot: it now pays this order only.
    const { _id: id } = await placed(alice, karadAddress, 1);
    const paid = await mark(id, 'paid', owner.idToken, {
      reference: '555566667777',
      note: 'Screenshot on WhatsApp',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ method: 'upi', status: 'paid', reference: '555566667777' });
    expect(paid.body.paymentNote).toBe('Screenshot on WhatsApp');
    expect((await stored(id)).payment).toMatchObject({ status: 'paid', note: 'Screenshot on WhatsApp' });
    const index = (await adminDb().collection('paymentReferences').doc('555566667777').get()).data();
    expect(index).toEqual({ orderId: id, userId: alice.uid, at: expect.any(Timestamp) });
    // The shopper sees it paid, without the owner's note.
    const mine = (await get(`/orders/${id}`, { token: alice.idToken })).body;
    expect(mine.payment.status).toBe('paid');
    expect(JSON.stringify(mine)).not.toContain('Screenshot');
    const audit = (await adminDb().collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.payment',
        before: { payment: 'due' },
        after: { payment: 'paid', reference: '555566667777', note: 'Screenshot on WhatsApp' },
      }),
    ]);

    // With nothing but her word: no reference at all.
    const { _id: plain } = await placed(alice, karadAddress, 1);
    const noRef = await mark(plain, 'paid');
    expect(noRef.status).toBe(200);
    expect(noRef.body.payment.reference).toBeUndefined();

    // A UTR already used for another order, or a reference with a claim that has its own: 409,
    // nothing changes.
    const { _id: third } = await placed(alice, karadAddress, 1);
    const reused = await mark(third, 'paid', owner.idToken, { reference: '555566667777' });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(english('payment.referenceUsed'));
    expect((await stored(third)).payment.status).toBe('due');
    await claim(alice, third, '888899990000');
    const twice = await mark(third, 'paid', owner.idToken, { reference: '111122223333' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(english('payment.markReferenceOnlyDue'));
    expect((await stored(third)).payment.status).toBe('claimed');
    const badRef = await mark(third, 'paid', owner.idToken, { reference: '12345' });
    expect(badRef.status).toBe(400);
    expect(badRef.body.message).toBe(english('payment.referenceInvalid'));
    expect((await mark(third, 'paid', owner.idToken, { note: 'x'.repeat(201) })).status).toBe(400);
  });

  it('mails the owner when a shopper claims a payment, naming the order, the UTR and the amount', async () => {
    await settingsDoc().update({ notificationEmail: 'orders@karadfarm.in' });
    const order = await placed(alice, karadAddress, 2);
    const before = (await adminDb().collection('mail').get()).size;
    expect((await claim(alice, order._id, '246813579024')).status).toBe(200);
    const mails = (await adminDb().collection('mail').get()).docs.map((d) => d.data());
    expect(mails).toHaveLength(before + 1);
    const claimMail = mails.find((m) => m['message'].subject.includes('246813579024'))!;
    expect(claimMail['to']).toBe('orders@karadfarm.in');
    const amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
      order.totalAmount,
    );
    expect(claimMail['message'].subject).toBe(
      OWNER_TEXT.claimSubject((await stored(order._id))['number'], amount, '246813579024'),
    );
    expect(claimMail['message'].text).toContain(amount);
    expect(claimMail['message'].text).toContain('246813579024');
    // The same reference again is the same claim: no second e-mail.
    await claim(alice, order._id, '246813579024');
    expect((await adminDb().collection('mail').get()).size).toBe(before + 1);
  });

  it('marks a cash on delivery order paid straight from due', async () => {
    const { _id: id } = await placed(alice, karadAddress, 1, 'cod');
    const paid = await mark(id, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ method: 'cod', status: 'paid' });
  });

  it('refunds only a paid order that is Cancelled; cancelling never touches the payment', async () => {
    const { _id: id } = await placed(alice, karadAddress, 1);
    await claim(alice, id, '123456789012');
    await mark(id, 'paid');
    const notCancelled = await mark(id, 'refunded');
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body.message).toBe('Only a cancelled order’s payment can be marked refunded.');
    expect((await moveAsOwner(id, 'Cancelled')).status).toBe(200);
    expect((await stored(id)).payment.status).toBe('paid');
    const refunded = await mark(id, 'refunded');
    expect(refunded.status).toBe(200);
    expect(refunded.body.payment.status).toBe('refunded');
    expect((await stored(id)).payment.refundedAt).toEqual(expect.any(Timestamp));

    // A claimed (not yet paid) order that is cancelled cannot be refunded either.
    const { _id: other } = await placed(alice, karadAddress, 1);
    await claim(alice, other, '222233334444');
    await post(`/orders/${other}/cancel`, undefined, { token: alice.idToken });
    expect((await stored(other)).payment.status).toBe('claimed');
    expect((await mark(other, 'refunded')).status).toBe(409);
  });

  it('is for the owner only, checks its input, and answers 404 for a missing order', async () => {
    const { _id: id } = await placed(alice, karadAddress, 1, 'cod');
    expect((await mark(id, 'paid', alice.idToken)).status).toBe(403);
    const bad = await mark(id, 'claimed');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Please choose paid or refunded.', code: 'INVALID' });
    expect((await mark('no-such-order', 'paid')).status).toBe(404);
    expect((await stored(id)).payment.status).toBe('due');
    expect((await adminDb().collection('auditLog').get()).size).toBe(0);
  });

  it('the back office lists every order with its payment; an order from before payments has none', async () => {
    const { _id: id } = await placed(alice, karadAddress, 1, 'cod');
    const { payment: _payment, ...legacy } = await stored(id);
    await adminDb().collection('orders').doc('legacy-order-1').set(legacy);
    const page = (await get('/admin/orders', { token: owner.idToken })).body;
    const byId = Object.fromEntries(page.orders.map((o: { _id: string }) => [o._id, o]));
    expect(byId[id].payment).toEqual({ method: 'cod', status: 'due' });
    expect(byId['legacy-order-1'].payment).toBeUndefined();
    const refused = await mark('legacy-order-1', 'paid');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order was placed before payments were recorded.');
  });
});

describe('the stale-order job and payments', () => {
  it('expires an unpaid UPI order; keeps a claimed one, a paid one and a cash on delivery one until the owner decides', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const due = await placed(alice, karadAddress, 1);
    const claimed = await placed(alice, karadAddress, 1);
    const cod = await placed(alice, karadAddress, 1, 'cod');
    await claim(alice, claimed._id, '123456789012');
    const bobAddress = (await post('/addresses', anAddress(), { token: bob.idToken })).body._id;
    const paid = await placed(bob, bobAddress, 1);
    await claim(bob, paid._id, '555566667777');
    await mark(paid._id, 'paid');
    const old = Timestamp.fromMillis(Date.now() - 80 * 60 * 60 * 1000);
    for (const o of [due, claimed, cod, paid]) {
      await adminDb().collection('orders').doc(o._id).update({ orderDate: old });
    }
    expect(await stockOf()).toBe(46);

    const result = await cancelStaleOrders({ now: new Date() });
    expect(result.cancelled).toEqual([due._id]);
    expect((await stored(due._id)).status).toBe('Cancelled');
    expect((await stored(due._id)).payment.status).toBe('due');
    for (const kept of [claimed, cod, paid]) expect((await stored(kept._id)).status).toBe('Pending');
    expect(await stockOf()).toBe(47);
  });

  it('goes past more kept orders than one batch holds to reach an unpaid one behind them', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const template = await placed(alice, karadAddress, 1);
    const data = await stored(template._id);
    const batch = adminDb().batch();
    for (let i = 0; i < 105; i++) {
      batch.set(
        adminDb()
          .collection('orders')
          .doc(`kept-${String(i).padStart(3, '0')}`),
        {
          ...data,
          orderDate: Timestamp.fromMillis(Date.now() - (200 - i) * 60 * 60 * 1000),
          payment: { method: 'cod', status: 'due' },
        },
      );
    }
    await batch.commit();
    await adminDb()
      .collection('orders')
      .doc(template._id)
      .update({ orderDate: Timestamp.fromMillis(Date.now() - 80 * 60 * 60 * 1000) });
    const result = await cancelStaleOrders({ now: new Date() });
    expect(result.cancelled).toEqual([template._id]);
    expect(result.skipped).toHaveLength(105);
  });
});

describe('a UPI claim the owner does not confirm in time (claimExpiryHours)', () => {
  it('ends like an unpaid order: cancelled by the job, stock back, a note the shopper reads', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const stale = await placed(alice, karadAddress, 2);
    const fresh = await placed(alice, karadAddress, 1);
    await claim(alice, stale._id, '123456789012');
    await claim(alice, fresh._id, '123456789013');
    await adminDb()
      .collection('orders')
      .doc(stale._id)
      .update({ 'payment.claimedAt': hoursAgo(73) });
    await adminDb()
      .collection('orders')
      .doc(fresh._id)
      .update({ 'payment.claimedAt': hoursAgo(71) });
    expect(await stockOf()).toBe(47);

    const result = await cancelStaleOrders({ now: new Date() });
    expect(result.cancelled).toEqual([stale._id]);
    expect(await stockOf()).toBe(49);
    const cancelled = await stored(stale._id);
    expect(cancelled.status).toBe('Cancelled');
    // The payment stays claimed: only the owner knows whether money arrived.
    expect(cancelled.payment.status).toBe('claimed');
    const note =
      'Your UPI transaction reference could not be confirmed within 72 hours, so the order was cancelled and its items went back on sale. If money left your account, please contact the farm.';
    expect(cancelled.statusHistory.at(-1)).toEqual({
      status: 'Cancelled',
      at: expect.any(Timestamp),
      by: 'system',
      notice: { code: 'order.claimExpiredNote', params: { hours: 72 } },
    });
    const seen = (await get(`/orders/${stale._id}`, { token: alice.idToken })).body;
    expect(seen.statusHistory.at(-1).notice.message).toBe(note);
    expect((await stored(fresh._id)).status).toBe('Pending');
    // Run again: nothing cancelled or restored twice.
    expect((await cancelStaleOrders({ now: new Date() })).cancelled).toEqual([]);
    expect(await stockOf()).toBe(49);
  });

  it('follows the owner’s claimExpiryHours', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    await settingsDoc().update({ claimExpiryHours: 24 });
    const { _id: id } = await placed(alice, karadAddress, 1);
    await claim(alice, id, '123456789012');
    await adminDb()
      .collection('orders')
      .doc(id)
      .update({ 'payment.claimedAt': hoursAgo(25) });
    expect((await cancelStaleOrders({ now: new Date() })).cancelled).toEqual([id]);
    expect((await stored(id)).statusHistory.at(-1).notice.params).toEqual({ hours: 24 });
  });

  it('a payment the owner confirms just before the job wins: the order stays, its stock too', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const { _id: id } = await placed(alice, karadAddress, 1);
    await claim(alice, id, '123456789012');
    await adminDb()
      .collection('orders')
      .doc(id)
      .update({ 'payment.claimedAt': hoursAgo(100) });
    expect((await mark(id, 'paid')).status).toBe(200);
    const result = await cancelStaleOrders({ now: new Date() });
    expect(result.cancelled).toEqual([]);
    expect((await stored(id)).status).toBe('Pending');
    expect(await stockOf()).toBe(49);
  });

  it('the owner can still record the late payment on the Cancelled order, then refund it (audited)', async () => {
    const { cancelStaleOrders } = await import('../../functions/src/orders/stale-orders.js');
    const { _id: id } = await placed(alice, karadAddress, 1);
    await claim(alice, id, '123456789012');
    await adminDb()
      .collection('orders')
      .doc(id)
      .update({ 'payment.claimedAt': hoursAgo(100) });
    expect((await cancelStaleOrders({ now: new Date() })).cancelled).toEqual([id]);

    const late = await mark(id, 'paid');
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({
      status: 'Cancelled',
      payment: { status: 'paid', reference: '123456789012' },
    });
    const refunded = await mark(id, 'refunded');
    expect(refunded.status).toBe(200);
    expect(refunded.body.payment.status).toBe('refunded');
    const audit = (await adminDb().collection('auditLog').where('target', '==', `orders/${id}`).get()).docs
      .map((d) => d.data())
      .map(({ before, after }) => [before, after]);
    expect(audit).toEqual(
      expect.arrayContaining([
        [{ payment: 'claimed' }, { payment: 'paid' }],
        [{ payment: 'paid' }, { payment: 'refunded' }],
      ]),
    );
    // Stock went back once, at the cancel; the late payment does not take it again.
    expect(await stockOf()).toBe(50);
  });
});
