import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../functions/src/migrations/migrations.js';
import { publicEndpoints } from '@contract/endpoints';
import { get, getEndpoint, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * Reviews and testimonials written before issue 9 carried their author's uid (in the id and a
 * userId field). The migration moves it into private records; these are such documents, in the
 * old shape, on the emulator.
 */
let alice: TestUser;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  alice = await createUser();
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

async function writeOldShapes(uid: string) {
  const db = adminDb();
  await db.doc(`reviews/16_${uid}`).set({
    productId: 16,
    userId: uid,
    rating: 5,
    comment: 'Tulsi honey every morning',
    userName: '',
    reviewDate: at('2025-03-01T10:00:00Z'),
  });
  await db.doc(`testimonials/${uid}_1`).set({
    userId: uid,
    message: 'First words',
    userName: 'Alice',
    stars: 5,
    createdAt: at('2025-03-02T10:00:00Z'),
  });
  await db.doc(`testimonials/${uid}_2`).set({
    userId: uid,
    message: 'Second words',
    userName: 'Alice',
    stars: 4,
    createdAt: at('2025-03-03T10:00:00Z'),
  });
  // What the seed loader wrote before: fixed id, userId 'seed'.
  await db.doc('testimonials/seed-testimonial-1').update({ userId: 'seed' });
}

describe('the authorship migration', () => {
  it('takes every uid out of public documents, keeps the content and the limits, and is idempotent', async () => {
    const db = adminDb();
    await writeOldShapes(alice.uid);

    expect(await runMigrations(db)).toEqual({ reviews: 1, testimonials: 3 });

    const dump = async (name: string) =>
      JSON.stringify((await db.collection(name).get()).docs.map((d) => [d.id, d.data()]));
    expect(await dump('reviews')).not.toContain(alice.uid);
    expect(await dump('testimonials')).not.toContain(alice.uid);
    expect(await dump('testimonials')).not.toContain('userId');
    expect((await db.doc('testimonials/seed-testimonial-1').get()).exists).toBe(true);

    // The content is all there, with its dates.
    const reviews = (await getEndpoint(publicEndpoints.productReviews(16))).body;
    expect(reviews).toEqual([
      expect.objectContaining({
        comment: 'Tulsi honey every morning',
        reviewDate: '2025-03-01T10:00:00.000Z',
      }),
    ]);
    const mine = (await get('/testimonials/my-testimonials', { token: alice.idToken })).body;
    expect(mine.map((t: { message: string }) => t.message)).toEqual(['Second words', 'First words']);

    // The limits still hold for the migrated author.
    const again = await post(
      '/reviews',
      { productId: 16, rating: 4, comment: 'Again' },
      { token: alice.idToken },
    );
    expect(again.status).toBe(409);
    const third = await post('/testimonials', { message: 'Third', stars: 5 }, { token: alice.idToken });
    expect(third.status).toBe(409);

    // A second run changes nothing.
    const before = await Promise.all([dump('reviews'), dump('testimonials')]);
    expect(await runMigrations(db)).toEqual({ reviews: 0, testimonials: 0 });
    expect(await Promise.all([dump('reviews'), dump('testimonials')])).toEqual(before);
  });

  it('runs as `npm run migrate` against the emulator', async () => {
    await writeOldShapes(alice.uid);
    const { spawnSync } = await import('node:child_process');
    const { stack } = await import('../support/emulators.js');
    const result = spawnSync(
      'npx',
      ['tsx', 'seed/src/load.ts', '--migrate-only', '--project', stack().projectId],
      {
        encoding: 'utf8',
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: stack().firestoreHost },
      },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Migrated .*: 1 reviews and 3 testimonials/);
    expect((await adminDb().collection('products').count().get()).data().count).toBe(18);
  });
});
