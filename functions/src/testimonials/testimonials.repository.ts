import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Testimonial } from '../contract/content.js';
import { toIso } from '../lib/time.js';

/**
 * The only code that touches `testimonials` and the shoppers' private testimonial slots, but for
 * the owner's hiding: that is moderation/'s (the `hidden` flag and the back office's list, written
 * once for reviews and testimonials), which reads a stored one through `toTestimonial`.
 *
 * A testimonial is public (`testimonials/{random id}`) and carries nothing that identifies its
 * author. Who wrote it is kept in `users/{uid}/testimonialSlots/{1…max}` (no client may read
 * it; see firestore.rules): a shopper has a fixed number of slots, so the limit holds even when
 * submissions race (both cannot fill the same slot), and each slot names its testimonial, so the
 * owner can later hide one, or the shopper list their own, without a uid on the public document.
 */
interface TestimonialDoc {
  message: string;
  userName: string;
  stars: number;
  createdAt: Timestamp;
  /** The owner hid it: left out of the public list. Absent: shown. */
  hidden?: boolean;
}

interface SlotDoc {
  testimonialId: string;
  createdAt: Timestamp;
}

const collection = (db: Firestore) => db.collection('testimonials');
const slotRef = (db: Firestore, uid: string, slot: number) =>
  db.collection('users').doc(uid).collection('testimonialSlots').doc(String(slot));
const slotRefs = (db: Firestore, uid: string, max: number) =>
  Array.from({ length: max }, (_, i) => slotRef(db, uid, i + 1));

export const toTestimonial = (id: string, d: TestimonialDoc): Testimonial => ({
  _id: id,
  message: d.message,
  userName: d.userName,
  stars: d.stars,
  createdAt: toIso(d.createdAt),
});

/**
 * The shown testimonials, newest first. Hidden ones are left out here rather than in the query:
 * testimonials from before hiding existed have no `hidden` field, which no query can match.
 */
export async function findTestimonials(db: Firestore, limit = 50): Promise<Testimonial[]> {
  const snapshot = await collection(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs
    .filter((doc) => doc.get('hidden') !== true)
    .map((doc) => toTestimonial(doc.id, doc.data() as TestimonialDoc));
}

/** The shopper's own testimonials, newest first, found through their slots. */
export async function findTestimonialsOfUser(
  db: Firestore,
  uid: string,
  max: number,
): Promise<Testimonial[]> {
  const slots = await db.getAll(...slotRefs(db, uid, max));
  const ids = slots.filter((s) => s.exists).map((s) => (s.data() as SlotDoc).testimonialId);
  if (ids.length === 0) return [];
  const docs = await db.getAll(...ids.map((id) => collection(db).doc(id)));
  return docs
    .filter((doc) => doc.exists)
    .map((doc) => toTestimonial(doc.id, doc.data() as TestimonialDoc))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Creates the testimonial in the shopper's first free slot, in the caller's transaction.
 * Resolves to undefined when every slot is taken.
 */
export async function createTestimonialInFreeSlot(
  db: Firestore,
  tx: Transaction,
  uid: string,
  fields: Omit<TestimonialDoc, 'createdAt'>,
  maxPerUser: number,
): Promise<Testimonial | undefined> {
  const slots = await tx.getAll(...slotRefs(db, uid, maxPerUser));
  const free = slots.find((snap) => !snap.exists);
  if (!free) return undefined;
  const ref = collection(db).doc();
  // `hidden: false` spelled out: a client's query can then ask for shown ones (firestore.rules).
  const doc: TestimonialDoc = { ...fields, createdAt: Timestamp.now(), hidden: false };
  tx.create(ref, doc);
  tx.create(free.ref, { testimonialId: ref.id, createdAt: doc.createdAt } satisfies SlotDoc);
  return toTestimonial(ref.id, doc);
}

/** Testimonials written before authorship moved out of them: a `userId` field (the seed's too). */
export async function findLegacyTestimonials(db: Firestore): Promise<DocumentReference[]> {
  return (await collection(db).get()).docs
    .filter((doc) => doc.get('userId') !== undefined)
    .map((doc) => doc.ref);
}

/**
 * Migrates one legacy testimonial, in the caller's transaction. A shopper's (id `{uid}_{n}`) gets
 * a new random id and a slot record (slot n when free); a seeded one (fixed id, `userId: 'seed'`,
 * no uid in it) only loses the field. False when it was already migrated.
 */
export async function migrateLegacyTestimonialInTransaction(
  db: Firestore,
  tx: Transaction,
  old: DocumentReference,
  {
    isValidUid,
    maxPerUser,
    seedUser,
  }: { isValidUid: (uid: string) => boolean; maxPerUser: number; seedUser: string },
): Promise<boolean> {
  const data = (await tx.get(old)).data() as (TestimonialDoc & { userId?: unknown }) | undefined;
  if (!data || data.userId === undefined) return false;
  const { userId, ...testimonial } = data;
  if (userId === seedUser || typeof userId !== 'string' || !isValidUid(userId)) {
    tx.update(old, { userId: FieldValue.delete() });
    return true;
  }
  const slots = await tx.getAll(...slotRefs(db, userId, maxPerUser));
  const wanted = Number(/_(\d+)$/.exec(old.id)?.[1]);
  const free = slots.find((s) => !s.exists && Number(s.id) === wanted) ?? slots.find((s) => !s.exists);
  const ref = collection(db).doc();
  tx.create(ref, testimonial);
  if (free)
    tx.create(free.ref, { testimonialId: ref.id, createdAt: testimonial.createdAt } satisfies SlotDoc);
  tx.delete(old);
  return true;
}
