import type { AdminOrderPage, AdminPaymentFilter, AdminProduct, AdminSummary } from './admin.js';
import { get } from './endpoints.js';
import type { OrderStatus } from './orders.js';
import type { AdminFeedbackPage } from './review-moderation.js';
import type { SettingsStatus, ShopSettings } from './settings.js';

/** `path?a=1&b=2`, leaving out the parameters without a value. */
const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/** The owner's back office (the admin claim). */
export const adminEndpoints = {
  /**
   * One page of orders, newest first (the payments to check: oldest claim first); `cursor` is the
   * previous page's nextCursor.
   */
  orders: (filter: { status?: OrderStatus; payment?: AdminPaymentFilter; q?: string; cursor?: string }) =>
    get<AdminOrderPage>(withQuery('/admin/orders', filter)),
  summary: () => get<AdminSummary>('/admin/summary'),
  products: () => get<AdminProduct[]>('/admin/products'),
  /** Reviews and testimonials together, newest first, hidden ones too. */
  feedback: (cursor?: string) => get<AdminFeedbackPage>(withQuery('/admin/reviews', { cursor })),
  settings: () => get<ShopSettings>('/admin/settings'),
  settingsStatus: () => get<SettingsStatus>('/admin/settings/status'),
} as const;
