import type {
  AdminOrder,
  AdminOrderMoved,
  AdminOrderPage,
  AdminOrderQuery,
  AdminProduct,
  AdminProductCreate,
  AdminProductPatch,
  AdminSummary,
  AuditPage,
} from '../contract/admin.js';
import type { OrderStatus } from '../contract/orders.js';
import { listAudit } from '../audit/audit.service.js';
import { getAdminOrder, getAdminSummary, listAdminOrders } from '../orders/admin-orders.service.js';
import { moveOrderAsOwner } from '../orders/lifecycle.service.js';
import { markPaymentAsOwner } from '../orders/payments.service.js';
import { createProduct, listAllProducts, updateProduct } from '../products/products.service.js';
import { feedbackMoment } from '../moderation/moderation.service.js';
import { listReviewsForOwner, setReviewHidden, type OwnerReview } from '../reviews/reviews.service.js';
import {
  listTestimonialsForOwner,
  setTestimonialHidden,
  type OwnerTestimonial,
} from '../testimonials/testimonials.service.js';
import {
  ADMIN_FEEDBACK_PAGE,
  type AdminFeedback,
  type AdminFeedbackPage,
  type AdminFeedbackQuery,
  type FeedbackMoment,
} from '../contract/review-moderation.js';
import { msg } from '../contract/api-message.js';
import { InvalidError } from '../lib/errors.js';

/**
 * The back office has no data of its own: it is where the owner meets the orders, the catalogue
 * and the audit log, through the same services the shop uses (an order moves, and a product
 * changes, in one place only). Every write here is audited by the service that makes it.
 */
export const listOrders = (query: AdminOrderQuery): Promise<AdminOrderPage> => listAdminOrders(query);
export const getOrder = (id: string): Promise<AdminOrder> => getAdminOrder(id);
export const moveOrder = (
  uid: string,
  id: string,
  to: OrderStatus,
  note?: string,
): Promise<AdminOrderMoved> => moveOrderAsOwner(uid, id, to, note);
export const markPayment = (
  uid: string,
  id: string,
  to: 'paid' | 'refunded',
  details: { reference?: string; note?: string },
): Promise<AdminOrder> => markPaymentAsOwner(uid, id, to, details);
export const getSummary = (): Promise<AdminSummary> => getAdminSummary();
export const listProducts = (): Promise<AdminProduct[]> => listAllProducts();
export const addProduct = (uid: string, input: AdminProductCreate): Promise<AdminProduct> =>
  createProduct(uid, input);
export const changeProduct = (uid: string, id: number, patch: AdminProductPatch): Promise<AdminProduct> =>
  updateProduct(uid, id, patch);
export const listAuditLog = (cursor?: string): Promise<AuditPage> => listAudit(cursor);

// ---- reviews and testimonials ----------------------------------------------------------------

const fromReview = (review: OwnerReview, names: Map<number, string>): AdminFeedback => ({
  kind: 'review',
  _id: review._id,
  userName: review.userName,
  stars: review.rating,
  text: review.comment,
  date: review.reviewDate,
  hidden: review.hidden,
  productId: review.productId,
  productName: names.get(review.productId) ?? `product ${review.productId}`,
  verified: review.verified,
});

const fromTestimonial = (testimonial: OwnerTestimonial): AdminFeedback => ({
  kind: 'testimonial',
  _id: testimonial._id,
  userName: testimonial.userName,
  stars: testimonial.stars,
  text: testimonial.message,
  date: testimonial.createdAt,
  hidden: testimonial.hidden,
});

/** Newest first; at one instant, the greater id first (the order each collection's query has). */
function newerFirst(a: FeedbackMoment, b: FeedbackMoment): number {
  if (a.seconds !== b.seconds) return b.seconds - a.seconds;
  if (a.nanoseconds !== b.nanoseconds) return b.nanoseconds - a.nanoseconds;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * GET /admin/reviews: reviews and testimonials in one list, newest first, `limit` a page. Each
 * collection gives its next `limit`, they are merged, and the page ends where `limit` does; the
 * cursor names the last one shown, so the next page starts right after it in both collections.
 */
export async function listFeedback(query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
  const limit = query.limit ?? ADMIN_FEEDBACK_PAGE;
  let after: FeedbackMoment | undefined;
  if (query.cursor) {
    const { kind, id } = query.cursor;
    after = await feedbackMoment(kind, id);
    if (!after) throw new InvalidError(msg('admin.cursorInvalid'));
  }
  const [reviews, testimonials, products] = await Promise.all([
    listReviewsForOwner(after, limit + 1),
    listTestimonialsForOwner(after, limit + 1),
    listAllProducts(),
  ]);
  const names = new Map(products.map((p) => [p.id, p.name]));
  const merged = [
    ...reviews.map((r) => ({ moment: r.moment, item: fromReview(r, names) })),
    ...testimonials.map((t) => ({ moment: t.moment, item: fromTestimonial(t) })),
  ].sort((a, b) => newerFirst(a.moment, b.moment));
  const page = merged.slice(0, limit).map((entry) => entry.item);
  const last = page.at(-1);
  return { items: page, nextCursor: merged.length > limit && last ? `${last.kind}:${last._id}` : null };
}

export async function hideReview(uid: string, id: string, hidden: boolean): Promise<AdminFeedback> {
  const [review, products] = await Promise.all([setReviewHidden(uid, id, hidden), listAllProducts()]);
  return fromReview(review, new Map(products.map((p) => [p.id, p.name])));
}

export async function hideTestimonial(uid: string, id: string, hidden: boolean): Promise<AdminFeedback> {
  return fromTestimonial(await setTestimonialHidden(uid, id, hidden));
}
