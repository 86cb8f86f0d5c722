import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, resetDatabase } from '../support/emulators.js';
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

    await seedDatabase(db);
    await seedDatabase(db);

    expect((await db.collection('products').count().get()).data().count).toBe(18);
    expect((await db.collection('blogPosts').count().get()).data().count).toBeGreaterThanOrEqual(4);
    expect((await db.collection('orders').doc('a-customer-order').get()).exists).toBe(true);
    expect((await db.collection('testimonials').doc('a-shopper-testimonial').get()).exists).toBe(true);
  });
});
