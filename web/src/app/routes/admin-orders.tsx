import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import { AdminOrdersScreen } from '@/features/admin-orders/components/admin-orders-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function AdminOrdersRoute() {
  useDocumentMeta(`${M.ordersTitle} · ${M.title}`, 'The shop’s orders: ship, deliver or cancel them.', {
    noindex: true,
  });
  return <AdminOrdersScreen />;
}
