import { z } from 'zod';
import { DocIdSchema } from './common.js';
import { ORDER_STATUSES, type Order } from './orders.js';
import type { Product } from './products.js';

/**
 * The owner's back office (`/api/admin/**`, admin claim only). The screens under `/admin` and the
 * API's `functions/src/admin` both follow these shapes. Messages live in messages.ts.
 */

/** An order as the owner sees it: the shopper's order plus whose it is. */
export interface AdminOrder extends Order {
  userId: string;
}

/** GET /api/admin/orders?status=&q=&cursor= (newest first, ADMIN_ORDERS_PAGE a page). */
export const ADMIN_ORDERS_PAGE = 25;
export const AdminOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** An order number prefix, or a name or phone of the delivery address. */
  q: z.string().trim().max(60).optional(),
  /** The `nextCursor` of the page before. */
  cursor: DocIdSchema.optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export interface AdminOrderPage {
  orders: AdminOrder[];
  nextCursor: string | null;
}

/** GET /api/admin/summary: the top of the Orders screen. "Today" is the day in India (IST). */
export interface AdminSummary {
  today: { count: number; total: number };
  pending: number;
  /** Packs with tracked stock of LOW_STOCK or less. */
  lowStock: number;
}

/** Stock at or below this is highlighted in the back office. */
export const LOW_STOCK = 5;

/** GET /api/admin/products: every product, hidden ones included. */
export interface AdminProduct extends Product {
  hidden: boolean;
}

/** One entry of `auditLog`: who changed what, when, from what to what. */
export interface AuditEntry {
  _id: string;
  at: string;
  by: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
