import type { LoaderFunctionArgs } from 'react-router-dom';
import { getPost, getPosts } from '@/features/admin-blog/api/admin-blog-api';
import { getAdminProducts } from '@/features/admin-catalogue/api/admin-products-api';
import { getAdminOrders, getAdminSummary } from '@/features/admin-orders/api/admin-orders-api';
import { orderFilterOf } from '@/features/admin-orders/lib/order-filter';
import { getAdminFeedback } from '@/features/admin-reviews/api/admin-reviews-api';
import { getSettingsStatus, getShopSettings } from '@/features/admin-settings/api/admin-settings-api';
import { answerOf } from '@/platform/route-data';

/**
 * What each screen of the owner's back office reads (docs/decisions/019), loaded with the back
 * office's code, never with a shopper's page (app/route-tree.tsx imports this module when a back
 * office route loads). Read in the browser only (the owner's token): each is the feature's own
 * call, its answer or why not.
 */
export const ADMIN_LOADERS = {
  /** Every back-office screen: can shoppers pay by UPI, can the settings be read (the banner). */
  layout: ({ request }: LoaderFunctionArgs) => ({ status: answerOf(getSettingsStatus(request.signal)) }),
  /** Today's figures, above the orders (not read again for each filter: see route-tree.tsx). */
  summary: ({ request }: LoaderFunctionArgs) => ({ summary: answerOf(getAdminSummary(request.signal)) }),
  /** The first page of orders of the filter in the address. */
  orders: ({ request }: LoaderFunctionArgs) => ({
    page: answerOf(getAdminOrders(orderFilterOf(new URL(request.url).searchParams), request.signal)),
  }),
  catalogue: ({ request }: LoaderFunctionArgs) => ({ products: answerOf(getAdminProducts(request.signal)) }),
  blog: ({ request }: LoaderFunctionArgs) => ({ posts: answerOf(getPosts(request.signal)) }),
  /** The post to edit, by its English or Marathi slug; none for a new one. */
  post: ({ request, params }: LoaderFunctionArgs) => ({
    post: params['slug']
      ? answerOf(getPost(params['slug'], request.signal))
      : ({ ok: true, data: null } as const),
  }),
  /** The newest reviews and testimonials; older ones page by page on the screen. */
  reviews: ({ request }: LoaderFunctionArgs) => ({ first: answerOf(getAdminFeedback(null, request.signal)) }),
  /** The settings with their version (the ETag a save names in If-Match). */
  settings: ({ request }: LoaderFunctionArgs) => ({ settings: answerOf(getShopSettings(request.signal)) }),
};

type Loaded<K extends keyof typeof ADMIN_LOADERS> = ReturnType<(typeof ADMIN_LOADERS)[K]>;
export type AdminLayoutData = Loaded<'layout'>;
export type AdminSummaryData = Loaded<'summary'>;
export type AdminOrdersData = Loaded<'orders'>;
/** The id of the route above the orders that reads today's figures. */
export const ADMIN_SUMMARY_ROUTE = 'admin-summary';
export type AdminCatalogueData = Loaded<'catalogue'>;
export type AdminBlogData = Loaded<'blog'>;
export type AdminPostData = Loaded<'post'>;
export type AdminReviewsData = Loaded<'reviews'>;
export type AdminSettingsData = Loaded<'settings'>;
