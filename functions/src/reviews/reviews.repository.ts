import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Review } from '../contract/reviews.js';
import { toIso } from '../lib/time.js';

/** The only code that touches `reviews`. A review's id is product + author: one each. */
interface ReviewDoc {
  productId: number;
  userId: string;
  rating: number;
  comment: string;
  userName: string;
  reviewDate: Timestamp;
}

const toReview = (id: string, d: ReviewDoc): Review => ({
  _id: id,
  productId: d.productId,
  rating: d.rating,
  comment: d.comment,
  userName: d.userName,
  reviewDate: toIso(d.reviewDate),
});

export async function findReviewsOfProduct(db: Firestore, productId: number, limit = 100): Promise<Review[]> {
  const snapshot = await db
    .collection('reviews')
    .where('productId', '==', productId)
    .orderBy('reviewDate', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => toReview(doc.id, doc.data() as ReviewDoc));
}

/** Creates the review; resolves to undefined when this user already reviewed the product. */
export async function createReview(
  db: Firestore,
  fields: Omit<ReviewDoc, 'reviewDate'>,
): Promise<Review | undefined> {
  const ref = db.collection('reviews').doc(`${fields.productId}_${fields.userId}`);
  const doc: ReviewDoc = { ...fields, reviewDate: Timestamp.now() };
  try {
    await ref.create(doc);
  } catch (error) {
    if ((error as { code?: number }).code === 6 /* ALREADY_EXISTS */) return undefined;
    throw error;
  }
  return toReview(ref.id, doc);
}
