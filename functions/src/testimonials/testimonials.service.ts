import type { z } from 'zod';
import type { Testimonial } from '../contract/content.js';
import { msg } from '../contract/api-message.js';
import type { FeedbackMoment } from '../contract/review-moderation.js';
import { MAX_TESTIMONIALS_PER_USER, type TestimonialInputSchema } from '../contract/testimonials.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError } from '../lib/errors.js';
import {
  listFeedbackForOwner,
  setFeedbackHidden,
  type OwnerFeedback,
} from '../moderation/moderation.service.js';
import {
  createTestimonialInFreeSlot,
  findTestimonials,
  findTestimonialsOfUser,
  toTestimonial,
} from './testimonials.repository.js';

/** A testimonial as the owner sees it, hidden or not. */
export type OwnerTestimonial = OwnerFeedback<Testimonial>;

const LIMIT_REACHED = msg('testimonial.limitReached', { max: MAX_TESTIMONIALS_PER_USER });

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

// ---- the owner's moderation (moderation/'s, for both kinds; a testimonial brings its fields) ---

/** Every testimonial, hidden ones too, newest first, after `after` (the back office). */
export function listTestimonialsForOwner(
  after: FeedbackMoment | undefined,
  limit: number,
): Promise<OwnerTestimonial[]> {
  return listFeedbackForOwner('testimonial', toTestimonial, after, limit);
}

/**
 * Hides a testimonial from the public list (the home page), or shows it again (audited by
 * moderation/); it keeps its author's slot either way.
 */
export function setTestimonialHidden(uid: string, id: string, hidden: boolean): Promise<OwnerTestimonial> {
  return setFeedbackHidden('testimonial', toTestimonial, uid, id, hidden);
}
