import { PAGE_META_MESSAGES as PAGE } from '@contract/page-meta-messages';
import { OrdersScreen } from '@/features/orders/components/orders-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function OrdersRoute() {
  useDocumentMeta(PAGE.orders.title, PAGE.orders.description, { noindex: true });
  return <OrdersScreen />;
}
