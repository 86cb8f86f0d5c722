import { useLoaderData } from 'react-router-dom';
import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { OrdersScreen } from '@/features/orders/components/orders-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { OrdersData } from '../loaders';

export function OrdersRoute() {
  useDocumentMeta(PAGE.orders.title, PAGE.orders.description, { noindex: true });
  return <OrdersScreen orders={useLoaderData<OrdersData>().orders} />;
}
