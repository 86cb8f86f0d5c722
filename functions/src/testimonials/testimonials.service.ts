import type { z } from 'zod';
import type { Testimonial } from '../contract/content.js';
import { REVIEW_MODERATION_MESSAGES, TESTIMONIAL_MESSAGES } from '../contract/messages.js';
import type { FeedbackMoment } from '../contract/review-moderation.js';
import { MAX_TESTIMONIALS_PER_USER, type TestimonialInputSchema } from '../contract/testimonials.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  createTestimonialInFreeSlot,
  findTestimonialMoment,
  findTestimonials,
  findTestimonialsForOwner,
  findTestimonialsOfUser,
  setTestimonialHiddenInTransaction,
  type OwnerTestimonial,
} from './testimonials.repository.js';

export type { OwnerTestimonial };

const LIMIT_REACHED = TESTIMONIAL_MESSAGES.limitReached(MAX_TESTIMONIALS_PER_USER);

export function listTestimonials(): Promise<Testimonial[]> {
  return findTestimonials(db());
}

export function listMyTestimonials(uid: string): Promise<Testimonial[]> {
  return findTestimonialsOfUser(db(), uid, MAX_TESTIMONIALS_PER_USER);
}

/** At most MAX_TESTIMONIALS_PER_USER each, decided in the transaction that writes it. */
export async function addTestimonial(
  uid: string,
  input: z.output<typeof TestimonialInputSchema>,
): Promise<Testimonial> {
  const firestore = db();
  let created: Testimonial | undefined;
  try {
    created = await runTransaction((tx) =>
      createTestimonialInFreeSlot(firestore, tx, uid, input, MAX_TESTIMONIALS_PER_USER),
    );
  } catch (error) {
    // Two submissions at once: the loser's commit finds the slot already filled.
    if ((error as { code?: unknown }).code === 6 /* ALREADY_EXISTS */) throw new ConflictError(LIMIT_REACHED);
    throw error;
  }
  if (!created) throw new ConflictError(LIMIT_REACHED);
  return created;
}

// ---- the owner's moderation ------------------------------------------------------------------

/** Every testimonial, hidden ones too, newest first, after `after` (the back office). */
export function listTestimonialsForOwner(
  after: FeedbackMoment | undefined,
  limit: number,
): Promise<OwnerTestimonial[]> {
  return findTestimonialsForOwner(db(), after, limit);
}

export function testimonialMoment(id: string): Promise<FeedbackMoment | undefined> {
  return findTestimonialMoment(db(), id);
}

/**
 * Hides a testimonial from the public list (the home page), or shows it again; it keeps its
 * author's slot either way. Audited with the change; setting what already is changes nothing.
 */
export async function setTestimonialHidden(
  uid: string,
  id: string,
  hidden: boolean,
): Promise<OwnerTestimonial> {
  const firestore = db();
  return runTransaction(async (tx) => {
    const changed = await setTestimonialHiddenInTransaction(firestore, tx, id, hidden);
    if (!changed) throw new NotFoundError(REVIEW_MODERATION_MESSAGES.testimonialNotFound);
    if (changed.before.hidden !== hidden)
      recordAudit(tx, {
        by: uid,
        action: 'testimonial.visibility',
        target: `testimonials/${id}`,
        before: { hidden: changed.before.hidden },
        after: { hidden },
      });
    return changed.after;
  });
}
