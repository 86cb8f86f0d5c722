import type { z } from 'zod';
import type { Testimonial } from '../contract/content.js';
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
    throw new ConflictError(
      `You have already shared ${MAX_TESTIMONIALS_PER_USER} testimonials. Thank you for your kind words!`,
    );
  }
  return created;
}
