import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { AdminOrdersScreen } from '@/features/admin-orders/components/admin-orders-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { ADMIN_SUMMARY_ROUTE, type AdminOrdersData, type AdminSummaryData } from '../admin-loaders';

export function AdminOrdersRoute() {
  useDocumentMeta(`${M.ordersTitle} · ${M.title}`, 'The shop’s orders: ship, deliver or cancel them.', {
    noindex: true,
  });
  const { summary } = useRouteLoaderData<AdminSummaryData>(ADMIN_SUMMARY_ROUTE)!;
  return <AdminOrdersScreen summary={summary} page={useLoaderData<AdminOrdersData>().page} />;
}
