import type { z } from 'zod';
import type { Testimonial } from '../contract/content.js';
import { TESTIMONIAL_MESSAGES } from '../contract/messages.js';
import { MAX_TESTIMONIALS_PER_USER, type TestimonialInputSchema } from '../contract/testimonials.js';
import { db } from '../lib/firestore.js';
import { ConflictError } from '../lib/errors.js';
import {
  createTestimonialInFreeSlot,
  findTestimonials,
  findTestimonialsOfUser,
} from './testimonials.repository.js';

export function listTestimonials(): Promise<Testimonial[]> {
  return findTestimonials(db());
}

export function listMyTestimonials(uid: string): Promise<Testimonial[]> {
  return findTestimonialsOfUser(db(), uid);
}

export async function addTestimonial(
  uid: string,
  input: z.output<typeof TestimonialInputSchema>,
): Promise<Testimonial> {
  const created = await createTestimonialInFreeSlot(
    db(),
    { ...input, userId: uid },
    MAX_TESTIMONIALS_PER_USER,
  );
  if (!created) {
    throw new ConflictError(TESTIMONIAL_MESSAGES.limitReached(MAX_TESTIMONIALS_PER_USER));
  }
  return created;
}
