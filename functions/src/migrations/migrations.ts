import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { DocIdSchema } from '../contract/common.js';
import { MAX_TESTIMONIALS_PER_USER } from '../contract/testimonials.js';
import { findLegacyReviews, migrateLegacyReviewInTransaction } from '../reviews/reviews.repository.js';
import {
  findLegacyTestimonials,
  migrateLegacyTestimonialInTransaction,
} from '../testimonials/testimonials.repository.js';

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
 * author's uid lose it (it moves to the author's private records), see docs/decisions/006.
 */
export async function runMigrations(db: Firestore): Promise<MigrationSummary> {
  const isValidUid = (uid: string) => DocIdSchema.safeParse(uid).success;
  return {
    reviews: await eachInTransaction(db, await findLegacyReviews(db), (tx, ref) =>
      migrateLegacyReviewInTransaction(db, tx, ref, isValidUid),
    ),
    testimonials: await eachInTransaction(db, await findLegacyTestimonials(db), (tx, ref) =>
      migrateLegacyTestimonialInTransaction(db, tx, ref, {
        isValidUid,
        maxPerUser: MAX_TESTIMONIALS_PER_USER,
        seedUser: LEGACY_SEED_USER,
      }),
    ),
  };
}

/** One transaction per document, so a run that stops half-way leaves every document whole. */
async function eachInTransaction(
  db: Firestore,
  refs: DocumentReference[],
  migrate: (tx: Transaction, ref: DocumentReference) => Promise<boolean>,
): Promise<number> {
  let migrated = 0;
  for (const ref of refs) if (await db.runTransaction((tx) => migrate(tx, ref))) migrated += 1;
  return migrated;
}
