import { z } from 'zod';
import { msg, says, saysWith } from './api-message.js';

/**
 * The owner hides a review or testimonial from every public read (`/api/admin/reviews`, admin
 * claim only). A hidden one stays stored, with its author's record, and can be shown again.
 */
export const FEEDBACK_KINDS = ['review', 'testimonial'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** How many a page holds unless `limit` says otherwise, and the most it may say. */
export const ADMIN_FEEDBACK_PAGE = 30;
export const ADMIN_FEEDBACK_MAX = 100;

/** A page's `nextCursor`: the kind and id of the last one on it (`review:AbC…`). */
export const FeedbackCursorSchema = z
  .string()
  .regex(/^(review|testimonial):[A-Za-z0-9_-]{1,128}$/, says('admin.cursorInvalid'))
  .transform((cursor) => {
    const [kind, id] = cursor.split(':') as [FeedbackKind, string];
    return { kind, id };
  });

/** GET /api/admin/reviews?limit=&cursor= */
export const AdminFeedbackQuerySchema = z.object({
  limit: z
    .preprocess(
      (value) => (value === undefined ? value : Number(value)),
      z.custom<number>(
        (n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= ADMIN_FEEDBACK_MAX,
        saysWith(msg('moderation.limitInvalid', { max: ADMIN_FEEDBACK_MAX })),
      ),
    )
    .optional(),
  cursor: FeedbackCursorSchema.optional(),
});
export type AdminFeedbackQuery = z.output<typeof AdminFeedbackQuerySchema>;

/** PATCH /api/admin/reviews/{id} and /api/admin/testimonials/{id}. */
export const FeedbackVisibilitySchema = z.object({
  hidden: z.boolean(says('moderation.hiddenInvalid')),
});

/** A review or a testimonial as the owner sees it: the public fields plus whether it is hidden. */
export interface AdminFeedback {
  kind: FeedbackKind;
  _id: string;
  userName: string;
  /** The review's rating, the testimonial's stars (1–5). */
  stars: number;
  /** The review's comment, the testimonial's message. */
  text: string;
  /** When it was written (ISO). */
  date: string;
  hidden: boolean;
  /** Reviews only: the product and whether the reviewer is a verified buyer. */
  productId?: number;
  productName?: string;
  verified?: boolean;
}

export interface AdminFeedbackPage {
  items: AdminFeedback[];
  nextCursor: string | null;
}

/**
 * Where one stands in "newest first" (the date to the nanosecond, then the id): what orders the
 * two collections into one list and what a cursor starts after.
 */
export interface FeedbackMoment {
  seconds: number;
  nanoseconds: number;
  id: string;
}
