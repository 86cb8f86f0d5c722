import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicEndpoints } from '@contract/endpoints';
import { call, get, getEndpoint, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { testimonials as seededTestimonials } from '../../seed/src/data/testimonials.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * The owner hides a review or testimonial (issue 14 §4): /api/admin/reviews (list),
 * PATCH /api/admin/reviews/{id} and /api/admin/testimonials/{id}; hidden ones vanish from every
 * public read and each change is in the audit log.
 */
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await startApi();
  [owner, alice, bob] = await Promise.all([createUser().then(makeAdmin), createUser(), createUser()]);
});
afterAll(stopApi);
beforeEach(resetDatabase);

const SEEDED = seededTestimonials.length;
const patch = (path: string, body: unknown, token = owner.idToken) => call('PATCH', path, { token, body });
const list = (query = '') => get(`/admin/reviews${query}`, { token: owner.idToken });

async function twoReviews() {
  const good = await post(
    '/reviews',
    { productId: 16, rating: 5, comment: 'Lovely tulsi aroma.', userName: 'Meena' },
    { token: alice.idToken },
  );
  const spam = await post(
    '/reviews',
    { productId: 16, rating: 1, comment: 'test test test', userName: 'x' },
    { token: bob.idToken },
  );
  return { good: good.body._id as string, spam: spam.body._id as string };
}

describe('who may moderate', () => {
  it('answers 401 without a token and 403 to a shopper, and changes nothing', async () => {
    const { spam } = await twoReviews();
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/reviews'],
      ['PATCH', `/admin/reviews/${spam}`, { hidden: true }],
      ['PATCH', '/admin/testimonials/seed-testimonial-1', { hidden: true }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { body, token: alice.idToken })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    expect((await getEndpoint(publicEndpoints.productReviews(16))).body).toHaveLength(2);
    expect((await getEndpoint(publicEndpoints.testimonials())).body).toHaveLength(SEEDED);
  });
});

describe('hiding a review', () => {
  it('takes it out of the product’s list and the rating figures; showing it puts it back', async () => {
    const { good, spam } = await twoReviews();
    expect((await getEndpoint(publicEndpoints.ratings())).body['16']).toEqual({
      average: 3,
      count: 2,
      stars: [1, 0, 0, 0, 1],
    });

    const hidden = await patch(`/admin/reviews/${spam}`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      kind: 'review',
      _id: spam,
      hidden: true,
      productId: 16,
      productName: 'Tulsi Honey',
      stars: 1,
      text: 'test test test',
    });
    const publicList = (await getEndpoint(publicEndpoints.productReviews(16))).body;
    expect(publicList.map((r: { _id: string }) => r._id)).toEqual([good]);
    expect(publicList[0]).not.toHaveProperty('hidden');
    expect((await getEndpoint(publicEndpoints.ratings())).body['16']).toEqual({
      average: 5,
      count: 1,
      stars: [0, 0, 0, 0, 1],
    });
    // Still one review per shopper: the author cannot write another while hers is hidden.
    const again = await post(
      '/reviews',
      { productId: 16, rating: 5, comment: 'Again' },
      { token: bob.idToken },
    );
    expect(again.status).toBe(409);

    const shown = await patch(`/admin/reviews/${spam}`, { hidden: false });
    expect(shown.body.hidden).toBe(false);
    expect((await getEndpoint(publicEndpoints.productReviews(16))).body).toHaveLength(2);
    expect((await get('/reviews/summary')).body['16'].count).toBe(2);
  });

  it('every product’s only review hidden: the product has no figures at all', async () => {
    const { good, spam } = await twoReviews();
    await patch(`/admin/reviews/${good}`, { hidden: true });
    await patch(`/admin/reviews/${spam}`, { hidden: true });
    expect((await getEndpoint(publicEndpoints.ratings())).body).not.toHaveProperty('16');
    expect((await getEndpoint(publicEndpoints.productReviews(16))).body).toEqual([]);
  });
});

describe('hiding a testimonial', () => {
  it('takes it out of the public list (the home page); the author still sees her own', async () => {
    const mine = await post(
      '/testimonials',
      { message: 'Best gulkand ever', stars: 5 },
      { token: alice.idToken },
    );
    const id: string = mine.body._id;
    expect((await getEndpoint(publicEndpoints.testimonials())).body).toHaveLength(SEEDED + 1);
    const hidden = await patch(`/admin/testimonials/${id}`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      kind: 'testimonial',
      _id: id,
      hidden: true,
      stars: 5,
      text: 'Best gulkand ever',
    });
    const shown = (await getEndpoint(publicEndpoints.testimonials())).body as { _id: string }[];
    expect(shown.map((t) => t._id)).not.toContain(id);
    expect(shown).toHaveLength(SEEDED);
    expect(shown[0]).not.toHaveProperty('hidden');
    expect((await get('/testimonials/my-testimonials', { token: alice.idToken })).body).toHaveLength(1);
    await patch(`/admin/testimonials/${id}`, { hidden: false });
    expect((await getEndpoint(publicEndpoints.testimonials())).body).toHaveLength(SEEDED + 1);
  });
});

describe('the owner’s list', () => {
  it('holds reviews and testimonials together, newest first, hidden ones too, a page at a time', async () => {
    const { good, spam } = await twoReviews();
    await patch(`/admin/reviews/${spam}`, { hidden: true });
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toMatch(/no-store/);
    const ids = all.body.items.map((i: { _id: string }) => i._id);
    // Two reviews just written, then the seeded testimonials (2025).
    expect(ids.slice(0, 2)).toEqual([spam, good]);
    expect(all.body.items.slice(2).map((i: { kind: string }) => i.kind)).toEqual(
      Array(SEEDED).fill('testimonial'),
    );
    expect(all.body.items[0]).toMatchObject({ hidden: true, userName: 'x', verified: false });
    expect(all.body.nextCursor).toBeNull();
    const dates = all.body.items.map((i: { date: string }) => Date.parse(i.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    // Pages of two: the cursor carries on across both collections, nothing twice, nothing lost.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((i: { _id: string }) => i._id));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(ids);
  });

  it('refuses what it cannot read: a bad limit, an unknown cursor, a bad body, an unknown id', async () => {
    const { spam } = await twoReviews();
    for (const query of ['?limit=0', '?limit=101', '?limit=two']) {
      const refused = await list(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Please ask for between 1 and 100 at a time.',
        code: 'INVALID',
      });
    }
    const unknown = await list('?cursor=review:nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('That page is no longer available. Please start from the first page.');
    expect((await list('?cursor=order:abc')).status).toBe(400);

    for (const body of [{}, { hidden: 'yes' }, { hidden: 1 }]) {
      const bad = await patch(`/admin/reviews/${spam}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toBe('Please say whether it is hidden: true or false.');
    }
    const missing = await patch('/admin/reviews/no-such-review', { hidden: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find that review.');
    const noTestimonial = await patch('/admin/testimonials/no-such-one', { hidden: true });
    expect(noTestimonial.status).toBe(404);
    expect(noTestimonial.body.message).toBe('We could not find that testimonial.');
    // None of it stored anything.
    expect((await adminDb().collection('auditLog').get()).size).toBe(0);
    expect((await getEndpoint(publicEndpoints.productReviews(16))).body).toHaveLength(2);
  });

  it('audits each change, in its transaction; setting what already is records nothing', async () => {
    const { spam } = await twoReviews();
    await patch(`/admin/reviews/${spam}`, { hidden: true });
    await patch(`/admin/reviews/${spam}`, { hidden: true });
    await patch('/admin/testimonials/seed-testimonial-2', { hidden: true });
    await patch('/admin/testimonials/seed-testimonial-2', { hidden: false });
    const audit = await get('/admin/audit', { token: owner.idToken });
    expect(
      audit.body.entries.map(
        (e: { action: string; target: string; before: unknown; after: unknown; by: string }) => [
          e.action,
          e.target,
          e.before,
          e.after,
          e.by,
        ],
      ),
    ).toEqual([
      [
        'testimonial.visibility',
        'testimonials/seed-testimonial-2',
        { hidden: true },
        { hidden: false },
        owner.uid,
      ],
      [
        'testimonial.visibility',
        'testimonials/seed-testimonial-2',
        { hidden: false },
        { hidden: true },
        owner.uid,
      ],
      ['review.visibility', `reviews/${spam}`, { hidden: false }, { hidden: true }, owner.uid],
    ]);
  });
});
