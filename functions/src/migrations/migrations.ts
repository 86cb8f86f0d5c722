import type { Firestore } from 'firebase-admin/firestore';
import { DocIdSchema } from '../contract/common.js';
import { MAX_TESTIMONIALS_PER_USER } from '../contract/testimonials.js';
import { migrateLegacyReviews } from '../reviews/reviews.repository.js';
import { migrateLegacyTestimonials } from '../testimonials/testimonials.repository.js';

/** The `userId` the seed loader once wrote on seeded testimonials. */
export const LEGACY_SEED_USER = 'seed';

export interface MigrationSummary {
  reviews: number;
  testimonials: number;
}

/**
 * Brings stored documents to the shape the API writes today. Every step is idempotent, so this
 * runs after every seed (`npm run seed`, `npm start`) and on its own against a real project
 * (`npm run migrate`). Today's one step: reviews and testimonials written when they carried their
 * author's uid lose it (it moves to the author's private records), see docs/decisions/002.
 */
export async function runMigrations(db: Firestore): Promise<MigrationSummary> {
  const isValidUid = (uid: string) => DocIdSchema.safeParse(uid).success;
  return {
    reviews: await migrateLegacyReviews(db, isValidUid),
    testimonials: await migrateLegacyTestimonials(
      db,
      isValidUid,
      MAX_TESTIMONIALS_PER_USER,
      LEGACY_SEED_USER,
    ),
  };
}
