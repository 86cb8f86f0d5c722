import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Testimonial } from '../contract/content.js';
import { toIso } from '../lib/time.js';

/** The only code that touches `testimonials`. */
interface TestimonialDoc {
  userId: string;
  message: string;
  userName: string;
  stars: number;
  createdAt: Timestamp;
}

const collection = (db: Firestore) => db.collection('testimonials');

const toTestimonial = (id: string, d: TestimonialDoc): Testimonial => ({
  _id: id,
  message: d.message,
  userName: d.userName,
  stars: d.stars,
  createdAt: toIso(d.createdAt),
});

export async function findTestimonials(db: Firestore, limit = 50): Promise<Testimonial[]> {
  const snapshot = await collection(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => toTestimonial(doc.id, doc.data() as TestimonialDoc));
}

export async function findTestimonialsOfUser(db: Firestore, uid: string): Promise<Testimonial[]> {
  const snapshot = await collection(db).where('userId', '==', uid).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toTestimonial(doc.id, doc.data() as TestimonialDoc));
}

/**
 * A shopper's testimonials live in numbered slots (`{uid}_1` … `{uid}_{max}`), so the limit holds
 * even when two submissions race: both cannot create the same slot. Resolves to undefined when
 * every slot is taken.
 */
export async function createTestimonialInFreeSlot(
  db: Firestore,
  fields: Omit<TestimonialDoc, 'createdAt'>,
  maxPerUser: number,
): Promise<Testimonial | undefined> {
  return db.runTransaction(async (tx) => {
    const refs = Array.from({ length: maxPerUser }, (_, i) =>
      collection(db).doc(`${fields.userId}_${i + 1}`),
    );
    const snaps = await tx.getAll(...refs);
    const free = snaps.find((snap) => !snap.exists);
    if (!free) return undefined;
    const doc: TestimonialDoc = { ...fields, createdAt: Timestamp.now() };
    tx.create(free.ref, doc);
    return toTestimonial(free.id, doc);
  });
}
