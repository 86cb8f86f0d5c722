import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, resetDatabase, stack } from '../support/emulators.js';
import { seedDatabase } from '../../seed/src/seed.js';

beforeAll(async () => {
  await resetDatabase();
});

describe('the seed loader', () => {
  it('is idempotent: a second run leaves exactly 18 products and keeps shoppers’ data', async () => {
    const db = adminDb();
    await db.collection('orders').doc('a-customer-order').set({ userId: 'someone', totalAmount: 200 });
    await db
      .collection('testimonials')
      .doc('a-shopper-testimonial')
      .set({ message: 'Lovely', userName: '', stars: 5, createdAt: new Date() });

    await seedDatabase(db, { samples: true });
    await seedDatabase(db, { samples: true });

    expect((await db.collection('products').count().get()).data().count).toBe(18);
    expect((await db.collection('blogPosts').count().get()).data().count).toBeGreaterThanOrEqual(4);
    expect((await db.collection('orders').doc('a-customer-order').get()).exists).toBe(true);
    expect((await db.collection('testimonials').doc('a-shopper-testimonial').get()).exists).toBe(true);
  });
});

describe('seeding a real shop (npm run seed -- --real)', () => {
  it('writes the catalogue and no invented people: no sample testimonials, posts or authors', async () => {
    const { firestoreHost, projectId } = stack();
    await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    const db = adminDb();
    const summary = await seedDatabase(db, { samples: false });
    expect(summary).toEqual({ products: 18, blogPosts: 0, testimonials: 0 });
    expect((await db.collection('products').count().get()).data().count).toBe(18);
    expect((await db.collection('testimonials').count().get()).data().count).toBe(0);
    expect((await db.collection('blogPosts').count().get()).data().count).toBe(0);
    expect((await db.collection('blogSlugs').count().get()).data().count).toBe(0);
    // Every product is listable by a client that asks for shown ones only (firestore.rules).
    const shown = await db.collection('products').where('hidden', '==', false).count().get();
    expect(shown.data().count).toBe(18);
    await resetDatabase();
  });
});
