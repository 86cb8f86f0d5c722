import { OrdersScreen } from '@/features/orders/components/orders-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function OrdersRoute() {
  useDocumentMeta('My orders', 'Your Karad Organic order history.', { noindex: true });
  return <OrdersScreen />;
}
