import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicEndpoints } from '@contract/endpoints';
import { anAddress, get, getEndpoint, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  [alice, bob] = await Promise.all([createUser(), createUser()]);
});

describe('reviews', () => {
  const review = {
    productId: 16,
    rating: 5,
    comment: '  Lovely tulsi aroma, we take it every morning.  ',
    userName: ' Meena ',
  };

  it('are public to read, newest first, and need sign-in to write', async () => {
    expect((await getEndpoint(publicEndpoints.productReviews(16))).body).toEqual([]);
    const anonymous = await post('/reviews', review);
    expect(anonymous.status).toBe(401);
    const first = await post('/reviews', review, { token: alice.idToken });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      productId: 16,
      rating: 5,
      comment: 'Lovely tulsi aroma, we take it every morning.',
      userName: 'Meena',
    });
    expect(Date.parse(first.body.reviewDate)).toBeGreaterThan(Date.now() - 60_000);
    const second = await post(
      '/reviews',
      { productId: 16, rating: 4, comment: 'Good' },
      { token: bob.idToken },
    );
    expect(second.body.userName).toBe('');
    const list = await getEndpoint(publicEndpoints.productReviews(16));
    expect(list.status).toBe(200);
    expect(list.body.map((r: { comment: string }) => r.comment)).toEqual([
      'Good',
      'Lovely tulsi aroma, we take it every morning.',
    ]);
    expect(list.body[0]).not.toHaveProperty('userId');
  });

  it('one review per shopper per product (409)', async () => {
    await post('/reviews', review, { token: alice.idToken });
    const again = await post('/reviews', { ...review, comment: 'Again' }, { token: alice.idToken });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this product. Thank you!');
    expect((await post('/reviews', { ...review, productId: 1 }, { token: alice.idToken })).status).toBe(201);
  });

  it('validates rating, comment and product with the spec’s message', async () => {
    const cases: [unknown, string][] = [
      [{ productId: 16, comment: 'Nice' }, 'Please provide both a rating and a comment.'],
      [{ productId: 16, rating: 5, comment: '   ' }, 'Please provide both a rating and a comment.'],
      [{ productId: 16, rating: 0, comment: 'Nice' }, 'Please provide both a rating and a comment.'],
      [{ productId: 16, rating: 6, comment: 'Nice' }, 'Please choose a rating from 1 to 5 stars.'],
      [{ productId: 16, rating: 4.5, comment: 'Nice' }, 'Please choose a rating from 1 to 5 stars.'],
      [{ productId: 5, rating: 4, comment: 'Nice' }, 'We could not find that product.'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/reviews', body, { token: alice.idToken });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await getEndpoint(publicEndpoints.productReviews(16))).body).toEqual([]);
  });
});

describe('ratings and verified buyers', () => {
  it('GET /reviews/summary gives each product its average, count and star breakdown', async () => {
    await post('/reviews', { productId: 16, rating: 5, comment: 'Lovely' }, { token: alice.idToken });
    await post('/reviews', { productId: 16, rating: 4, comment: 'Good' }, { token: bob.idToken });
    await post('/reviews', { productId: 1, rating: 3, comment: 'Fine' }, { token: bob.idToken });
    const summary = await getEndpoint(publicEndpoints.ratings());
    expect(summary.status).toBe(200);
    expect(summary.headers.get('cache-control')).toMatch(/^public/);
    expect(summary.body).toEqual({
      '16': { average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] },
      '1': { average: 3, count: 1, stars: [0, 0, 1, 0, 0] },
    });
  });

  it('marks a review verified only when its author has a shipped or delivered order with the product', async () => {
    await post('/addresses', anAddress(), { token: alice.idToken });
    const addressId = (await get('/addresses', { token: alice.idToken })).body[0]._id as string;
    const order = await post(
      '/orders/direct',
      { selectedAddressId: addressId, items: [{ productId: 16, quantity: 1, unit: '250 gm' }] },
      { token: alice.idToken },
    );
    expect(order.status).toBe(201);
    // A Pending order is not yet a purchase the shopper has in hand.
    const early = await post(
      '/reviews',
      { productId: 16, rating: 5, comment: 'Ordered it' },
      { token: alice.idToken },
    );
    expect(early.body.verified).toBe(false);

    await adminDb().collection('orders').doc(order.body.orderId).update({ status: 'Delivered' });
    const stranger = await post(
      '/reviews',
      { productId: 16, rating: 4, comment: 'Lovely' },
      { token: bob.idToken },
    );
    expect(stranger.body.verified).toBe(false);
    const received = await post(
      '/reviews',
      { productId: 1, rating: 4, comment: 'Other' },
      { token: alice.idToken },
    );
    expect(received.body.verified).toBe(false);

    const carol = await createUser();
    await post('/addresses', anAddress(), { token: carol.idToken });
    const carolAddress = (await get('/addresses', { token: carol.idToken })).body[0]._id as string;
    const carolOrder = await post(
      '/orders/direct',
      { selectedAddressId: carolAddress, items: [{ productId: 16, quantity: 1, unit: '250 gm' }] },
      { token: carol.idToken },
    );
    await adminDb().collection('orders').doc(carolOrder.body.orderId).update({ status: 'Shipped' });
    const verified = await post(
      '/reviews',
      { productId: 16, rating: 5, comment: 'Got it' },
      { token: carol.idToken },
    );
    expect(verified.status).toBe(201);
    expect(verified.body.verified).toBe(true);
    const list = (await getEndpoint(publicEndpoints.productReviews(16))).body as {
      comment: string;
      verified: boolean;
    }[];
    expect(list.map((r) => [r.comment, r.verified])).toEqual([
      ['Got it', true],
      ['Lovely', false],
      ['Ordered it', false],
    ]);
  });
});

describe('testimonials', () => {
  it('lists the seeded ones publicly, newest first', async () => {
    const list = await getEndpoint(publicEndpoints.testimonials());
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(3);
    const dates = list.body.map((t: { createdAt: string }) => t.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list.body[0]).not.toHaveProperty('userId');
  });

  it('a shopper may share two, the third is refused (409); my-testimonials lists only mine', async () => {
    expect((await get('/testimonials/my-testimonials')).status).toBe(401);
    const one = await post(
      '/testimonials',
      { message: ' The jaggery tastes like my grandmother’s. ', stars: 5, userName: 'Asha' },
      { token: alice.idToken },
    );
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({
      message: 'The jaggery tastes like my grandmother’s.',
      stars: 5,
      userName: 'Asha',
    });
    expect(
      (await post('/testimonials', { message: 'Ghee is superb', stars: 4 }, { token: alice.idToken })).status,
    ).toBe(201);
    const third = await post('/testimonials', { message: 'One more', stars: 5 }, { token: alice.idToken });
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/already shared 2 testimonials/);

    const mine = await get('/testimonials/my-testimonials', { token: alice.idToken });
    expect(mine.body.map((t: { message: string }) => t.message)).toEqual([
      'Ghee is superb',
      'The jaggery tastes like my grandmother’s.',
    ]);
    expect((await get('/testimonials/my-testimonials', { token: bob.idToken })).body).toEqual([]);
    expect((await get('/testimonials')).body[0].message).toBe('Ghee is superb');
  });

  it('two racing submissions past the limit still leave exactly two', async () => {
    await post('/testimonials', { message: 'First', stars: 5 }, { token: alice.idToken });
    const results = await Promise.all(
      ['a', 'b', 'c'].map((m) => post('/testimonials', { message: m, stars: 5 }, { token: alice.idToken })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await get('/testimonials/my-testimonials', { token: alice.idToken })).body).toHaveLength(2);
  });

  it('validates with the spec’s messages', async () => {
    const empty = await post('/testimonials', { message: '   ', stars: 5 }, { token: alice.idToken });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Testimonial message cannot be empty.');
    for (const stars of [undefined, 0, 6, 2.5]) {
      const response = await post('/testimonials', { message: 'Nice', stars }, { token: alice.idToken });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please select a star rating.');
    }
    expect((await get('/testimonials/my-testimonials', { token: alice.idToken })).body).toEqual([]);
  });
});

describe('authors stay private', () => {
  /** Every public document of a collection, id and data, as one string to search. */
  const publicDump = async (name: string) =>
    JSON.stringify((await adminDb().collection(name).get()).docs.map((d) => [d.id, d.data()]));

  it('no public review or testimonial, nor any answer, carries the author’s uid', async () => {
    const review = await post(
      '/reviews',
      { productId: 1, rating: 5, comment: 'Sweet' },
      { token: alice.idToken },
    );
    await post(
      '/reviews',
      { productId: 2, rating: 4, comment: 'Good', userName: 'Alice' },
      { token: alice.idToken },
    );
    const testimonial = await post(
      '/testimonials',
      { message: 'Lovely', stars: 5 },
      { token: alice.idToken },
    );
    const answers = JSON.stringify([
      review.body,
      testimonial.body,
      (await get('/reviews/product/1')).body,
      (await get('/reviews/product/2')).body,
      (await getEndpoint(publicEndpoints.testimonials())).body,
      (await get('/testimonials/my-testimonials', { token: alice.idToken })).body,
    ]);
    expect(answers).not.toContain(alice.uid);
    expect(await publicDump('reviews')).not.toContain(alice.uid);
    expect(await publicDump('testimonials')).not.toContain(alice.uid);
    // Two reviews of one shopper share nothing that links them (verified is a yes or no).
    const [a, b] = [(await get('/reviews/product/1')).body[0], (await get('/reviews/product/2')).body[0]];
    expect(Object.keys(a).sort()).toEqual([
      '_id',
      'comment',
      'productId',
      'rating',
      'reviewDate',
      'userName',
      'verified',
    ]);
    expect(a._id).not.toBe(b._id);
  });

  it('racing reviews of one product by one shopper: exactly one is stored', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((comment) =>
        post('/reviews', { productId: 3, rating: 5, comment }, { token: alice.idToken }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await get('/reviews/product/3')).body).toHaveLength(1);
    expect((await adminDb().collection('reviews').where('productId', '==', 3).get()).size).toBe(1);
  });

  it('racing testimonials from a fresh shopper: exactly two are stored', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((message) =>
        post('/testimonials', { message, stars: 5 }, { token: bob.idToken }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect((await get('/testimonials/my-testimonials', { token: bob.idToken })).body).toHaveLength(2);
  });
});
