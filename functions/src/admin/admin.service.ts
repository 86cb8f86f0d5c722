import type {
  AdminOrder,
  AdminOrderPage,
  AdminOrderQuery,
  AdminProduct,
  AdminProductPatch,
  AdminSummary,
  AuditPage,
} from '../contract/admin.js';
import type { OrderStatus } from '../contract/orders.js';
import { listAudit } from '../audit/audit.service.js';
import {
  getAdminOrder,
  getAdminSummary,
  listAdminOrders,
  markPaymentAsOwner,
  moveOrderAsOwner,
} from '../orders/orders.service.js';
import { listAllProducts, updateProduct } from '../products/products.service.js';

/**
 * The back office has no data of its own: it is where the owner meets the orders, the catalogue
 * and the audit log, through the same services the shop uses (an order moves, and a product
 * changes, in one place only). Every write here is audited by the service that makes it.
 */
export const listOrders = (query: AdminOrderQuery): Promise<AdminOrderPage> => listAdminOrders(query);
export const getOrder = (id: string): Promise<AdminOrder> => getAdminOrder(id);
export const moveOrder = (uid: string, id: string, to: OrderStatus, note?: string): Promise<AdminOrder> =>
  moveOrderAsOwner(uid, id, to, note);
export const markPayment = (uid: string, id: string, to: 'paid' | 'refunded'): Promise<AdminOrder> =>
  markPaymentAsOwner(uid, id, to);
export const getSummary = (): Promise<AdminSummary> => getAdminSummary();
export const listProducts = (): Promise<AdminProduct[]> => listAllProducts();
export const changeProduct = (uid: string, id: number, patch: AdminProductPatch): Promise<AdminProduct> =>
  updateProduct(uid, id, patch);
export const listAuditLog = (cursor?: string): Promise<AuditPage> => listAudit(cursor);
