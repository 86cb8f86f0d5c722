import { msg, type ApiMessage } from '../contract/api-message.js';
import type { FeedbackKind, FeedbackMoment } from '../contract/review-moderation.js';
import { db, runTransaction } from '../lib/firestore.js';
import { NotFoundError } from '../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  findFeedbackForOwner,
  findFeedbackMoment,
  setFeedbackHiddenInTransaction,
  type OwnerFeedback,
  type StoredFeedback,
  type ToPublic,
} from './moderation.repository.js';

export type { OwnerFeedback };

/**
 * The owner's moderation of reviews and testimonials, below both features: each calls it with its
 * kind and its own mapping of a stored one, so neither knows the other and the hiding, its
 * transaction and its audit record are written once. The back office reaches it through them.
 */
const KINDS: Record<FeedbackKind, { action: string; notFound: ApiMessage }> = {
  review: { action: 'review.visibility', notFound: msg('moderation.reviewNotFound') },
  testimonial: {
    action: 'testimonial.visibility',
    notFound: msg('moderation.testimonialNotFound'),
  },
};

/** Where one stands in "newest first", or undefined when there is no such one (a page's cursor). */
export function feedbackMoment(kind: FeedbackKind, id: string): Promise<FeedbackMoment | undefined> {
  return findFeedbackMoment(db(), kind, id);
}

/** Every one of the kind, hidden ones too, newest first, after `after` (the back office). */
export function listFeedbackForOwner<D extends StoredFeedback, T>(
  kind: FeedbackKind,
  toPublic: ToPublic<D, T>,
  after: FeedbackMoment | undefined,
  limit: number,
): Promise<OwnerFeedback<T>[]> {
  return findFeedbackForOwner(db(), kind, toPublic, after, limit);
}

/**
 * Hides one from every public read, or shows it again; its author's record stays either way.
 * Audited with the change, in its transaction; setting what already is changes nothing.
 */
export async function setFeedbackHidden<D extends StoredFeedback, T>(
  kind: FeedbackKind,
  toPublic: ToPublic<D, T>,
  uid: string,
  id: string,
  hidden: boolean,
): Promise<OwnerFeedback<T>> {
  const firestore = db();
  return runTransaction(async (tx) => {
    const changed = await setFeedbackHiddenInTransaction(firestore, tx, kind, toPublic, id, hidden);
    if (!changed) throw new NotFoundError(KINDS[kind].notFound);
    if (changed.before.hidden !== hidden)
      recordAudit(tx, {
        by: uid,
        action: KINDS[kind].action,
        target: changed.path,
        before: { hidden: changed.before.hidden },
        after: { hidden },
      });
    return changed.after;
  });
}
