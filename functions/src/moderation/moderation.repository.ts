import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { FeedbackKind, FeedbackMoment } from '../contract/review-moderation.js';

/**
 * The owner's hiding of reviews and testimonials, written once for both kinds: the `hidden` flag on
 * the public document and the "newest first" order the back office lists them in. Each kind's own
 * repository stays the home of its documents' shape; what moderation needs of a kind is only where
 * it is stored and which field dates it, and the caller hands in how a stored one reads publicly.
 */
const STORES: Record<FeedbackKind, { collection: string; dateField: string }> = {
  review: { collection: 'reviews', dateField: 'reviewDate' },
  testimonial: { collection: 'testimonials', dateField: 'createdAt' },
};

/** What every stored review or testimonial has for moderation. Absent `hidden`: shown. */
export interface StoredFeedback {
  hidden?: boolean;
}

/** A stored one as the public sees it (the kind's own mapping, from its repository). */
export type ToPublic<D extends StoredFeedback, T> = (id: string, data: D) => T;

/** A review or testimonial as the owner sees it, hidden or not. */
export type OwnerFeedback<T> = T & { hidden: boolean; moment: FeedbackMoment };

const collection = (db: Firestore, kind: FeedbackKind) => db.collection(STORES[kind].collection);

/** A date that is not a Timestamp (never written by the API) sorts as the oldest. */
function momentOf(kind: FeedbackKind, id: string, data: StoredFeedback): FeedbackMoment {
  const date = (data as DocumentData)[STORES[kind].dateField] as unknown;
  return date instanceof Timestamp
    ? { seconds: date.seconds, nanoseconds: date.nanoseconds, id }
    : { seconds: 0, nanoseconds: 0, id };
}

const toOwner = <D extends StoredFeedback, T>(
  kind: FeedbackKind,
  toPublic: ToPublic<D, T>,
  id: string,
  data: D,
): OwnerFeedback<T> => ({
  ...toPublic(id, data),
  hidden: data.hidden === true,
  moment: momentOf(kind, id, data),
});

/** Where it stands in "newest first", or undefined when there is no such one. */
export async function findFeedbackMoment(
  db: Firestore,
  kind: FeedbackKind,
  id: string,
): Promise<FeedbackMoment | undefined> {
  const snap = await collection(db, kind).doc(id).get();
  return snap.exists ? momentOf(kind, snap.id, snap.data() as StoredFeedback) : undefined;
}

/** All of the kind, hidden ones too, newest first (ties: the id, descending), after `after`. */
export async function findFeedbackForOwner<D extends StoredFeedback, T>(
  db: Firestore,
  kind: FeedbackKind,
  toPublic: ToPublic<D, T>,
  after: FeedbackMoment | undefined,
  limit: number,
): Promise<OwnerFeedback<T>[]> {
  let query = collection(db, kind)
    .orderBy(STORES[kind].dateField, 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  if (after) query = query.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map((doc) => toOwner(kind, toPublic, doc.id, doc.data() as D));
}

/**
 * Sets whether it is hidden, in the caller's transaction (written only when that changes);
 * undefined when there is none. `path` names the document, as the audit log does.
 */
export async function setFeedbackHiddenInTransaction<D extends StoredFeedback, T>(
  db: Firestore,
  tx: Transaction,
  kind: FeedbackKind,
  toPublic: ToPublic<D, T>,
  id: string,
  hidden: boolean,
): Promise<{ path: string; before: OwnerFeedback<T>; after: OwnerFeedback<T> } | undefined> {
  const ref = collection(db, kind).doc(id);
  const snap = await tx.get(ref);
  if (!snap.exists) return undefined;
  const data = snap.data() as D;
  if ((data.hidden === true) !== hidden) tx.update(ref, { hidden });
  return {
    path: ref.path,
    before: toOwner(kind, toPublic, id, data),
    after: toOwner(kind, toPublic, id, { ...data, hidden }),
  };
}
