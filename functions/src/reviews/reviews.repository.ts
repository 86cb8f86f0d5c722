import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Review } from '../contract/reviews.js';
import { toIso } from '../lib/time.js';

/**
 * The only code that touches `reviews` and the shoppers' private authorship records, but for the
 * owner's hiding: that is moderation/'s (the `hidden` flag and the back office's list, written
 * once for reviews and testimonials), which reads a stored review through `toReview`.
 *
 * A review is public (`reviews/{random id}`) and carries nothing that identifies its author: no
 * uid, no id derived from one, so nobody can link one shopper's reviews. Who wrote it is kept
 * apart, in `users/{uid}/reviewed/{productId}` (no client may read it; see firestore.rules): one
 * record per product is what makes "one review per product per shopper" hold, and it names the
 * review, so the server can later tell a verified buyer or let the owner hide a review without
 * the author writing again.
 */
interface ReviewDoc {
  productId: number;
  rating: number;
  comment: string;
  userName: string;
  reviewDate: Timestamp;
  /** Absent on reviews written before the mark existed: not verified. */
  verified?: boolean;
  /** The owner hid it: left out of every public read. Absent: shown. */
  hidden?: boolean;
}

interface AuthorshipDoc {
  reviewId: string;
  productId: number;
  createdAt: Timestamp;
}

const reviews = (db: Firestore) => db.collection('reviews');
const authorshipRef = (db: Firestore, uid: string, productId: number) =>
  db.collection('users').doc(uid).collection('reviewed').doc(String(productId));

export const toReview = (id: string, d: ReviewDoc): Review => ({
  _id: id,
  productId: d.productId,
  rating: d.rating,
  comment: d.comment,
  userName: d.userName,
  reviewDate: toIso(d.reviewDate),
  verified: d.verified === true,
});

/**
 * The product's shown reviews, newest first. Hidden ones are left out here rather than in the
 * query: reviews from before hiding existed have no `hidden` field, which no query can match.
 */
export async function findReviewsOfProduct(db: Firestore, productId: number, limit = 100): Promise<Review[]> {
  const snapshot = await reviews(db)
    .where('productId', '==', productId)
    .orderBy('reviewDate', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs
    .filter((doc) => doc.get('hidden') !== true)
    .map((doc) => toReview(doc.id, doc.data() as ReviewDoc));
}

/** Every shown review's product and rating, and nothing else: what the rating figures are made of. */
export async function findAllRatings(db: Firestore): Promise<{ productId: number; rating: number }[]> {
  const snapshot = await reviews(db).select('productId', 'rating', 'hidden').get();
  return snapshot.docs
    .filter((doc) => doc.get('hidden') !== true)
    .map((doc) => ({
      productId: Number(doc.get('productId')),
      rating: Number(doc.get('rating')),
    }));
}

export async function hasReviewedInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  productId: number,
): Promise<boolean> {
  return (await tx.get(authorshipRef(db, uid, productId))).exists;
}

/** The review and its private authorship record, in the caller's transaction. */
export function createReviewInTransaction(
  db: Firestore,
  tx: Transaction,
  uid: string,
  fields: Omit<ReviewDoc, 'reviewDate'>,
): Review {
  const ref = reviews(db).doc();
  // `hidden: false` spelled out: a client's query can then ask for shown ones (firestore.rules).
  const doc: ReviewDoc = { ...fields, reviewDate: Timestamp.now(), hidden: false };
  tx.create(ref, doc);
  tx.create(authorshipRef(db, uid, fields.productId), {
    reviewId: ref.id,
    productId: fields.productId,
    createdAt: doc.reviewDate,
  } satisfies AuthorshipDoc);
  return toReview(ref.id, doc);
}

/** Reviews written before authorship moved out of them: id `{productId}_{uid}`, a `userId` field. */
export async function findLegacyReviews(db: Firestore): Promise<DocumentReference[]> {
  return (await reviews(db).get()).docs
    .filter((doc) => doc.get('userId') !== undefined)
    .map((doc) => doc.ref);
}

/**
 * Re-keys one legacy review, in the caller's transaction: a new random id without the uid, and its
 * authorship record. False when it was already migrated. `isValidUid` screens uids that could not
 * name a document (such a review just loses its authorship).
 */
export async function migrateLegacyReviewInTransaction(
  db: Firestore,
  tx: Transaction,
  old: DocumentReference,
  isValidUid: (uid: string) => boolean,
): Promise<boolean> {
  const data = (await tx.get(old)).data() as (ReviewDoc & { userId?: unknown }) | undefined;
  if (!data || data.userId === undefined) return false;
  const { userId, ...review } = data;
  const owner =
    typeof userId === 'string' && isValidUid(userId) ? authorshipRef(db, userId, review.productId) : null;
  const taken = owner ? (await tx.get(owner)).exists : true;
  const ref = reviews(db).doc();
  tx.create(ref, review);
  if (owner && !taken) {
    tx.create(owner, {
      reviewId: ref.id,
      productId: review.productId,
      createdAt: review.reviewDate,
    } satisfies AuthorshipDoc);
  }
  tx.delete(old);
  return true;
}
