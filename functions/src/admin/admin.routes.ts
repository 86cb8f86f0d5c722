import { Router } from 'express';
import {
  AdminAuditQuerySchema,
  AdminOrderMoveSchema,
  AdminOrderQuerySchema,
  AdminPaymentMarkSchema,
  AdminProductCreateSchema,
  AdminProductPatchSchema,
} from '../contract/admin.js';
import { DocIdSchema } from '../contract/common.js';
import { AdminFeedbackQuerySchema, FeedbackVisibilitySchema } from '../contract/review-moderation.js';
import { ProductIdSchema } from '../contract/products.js';
import { currentUser } from '../lib/auth.js';
import {
  addProduct,
  changeProduct,
  getOrder,
  getSummary,
  hideReview,
  hideTestimonial,
  listAuditLog,
  listFeedback,
  listOrders,
  listProducts,
  markPayment,
  moveOrder,
} from './admin.service.js';

/**
 * The owner's back office, mounted at /api/admin behind requireAdmin (app.ts).
 */
export const adminRouter = Router();

/**
 * Express gives a repeated query parameter as an array: the last one counts, as a form sends it.
 * An empty one (`?status=` from an "All" choice) is the same as none.
 */
const lastOf = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);
const queryOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .map(([k, v]) => [k, lastOf(v)])
      .filter(([, v]) => v !== ''),
  );

adminRouter.get('/orders', async (req, res) => {
  res.json(await listOrders(AdminOrderQuerySchema.parse(queryOf(req.query))));
});

adminRouter.get('/orders/:id', async (req, res) => {
  res.json(await getOrder(DocIdSchema.parse(req.params.id)));
});

adminRouter.patch('/orders/:id', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const { status, note } = AdminOrderMoveSchema.parse(req.body ?? {});
  res.json(await moveOrder(currentUser(req).uid, id, status, note));
});

adminRouter.patch('/orders/:id/payment', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const { status, reference, note } = AdminPaymentMarkSchema.parse(req.body ?? {});
  res.json(await markPayment(currentUser(req).uid, id, status, { reference, note }));
});

adminRouter.get('/summary', async (_req, res) => {
  res.json(await getSummary());
});

adminRouter.get('/products', async (_req, res) => {
  res.json(await listProducts());
});

adminRouter.post('/products', async (req, res) => {
  const input = AdminProductCreateSchema.parse(req.body ?? {});
  res.status(201).json(await addProduct(currentUser(req).uid, input));
});

adminRouter.patch('/products/:id', async (req, res) => {
  const id = ProductIdSchema.parse(req.params.id);
  const patch = AdminProductPatchSchema.parse(req.body ?? {});
  res.json(await changeProduct(currentUser(req).uid, id, patch));
});

adminRouter.get('/audit', async (req, res) => {
  res.json(await listAuditLog(AdminAuditQuerySchema.parse(queryOf(req.query)).cursor));
});

adminRouter.get('/reviews', async (req, res) => {
  res.json(await listFeedback(AdminFeedbackQuerySchema.parse(queryOf(req.query))));
});

adminRouter.patch('/reviews/:id', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const { hidden } = FeedbackVisibilitySchema.parse(req.body ?? {});
  res.json(await hideReview(currentUser(req).uid, id, hidden));
});

adminRouter.patch('/testimonials/:id', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const { hidden } = FeedbackVisibilitySchema.parse(req.body ?? {});
  res.json(await hideTestimonial(currentUser(req).uid, id, hidden));
});
