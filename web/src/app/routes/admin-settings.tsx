import { BACK_OFFICE_MESSAGES as M } from '@contract/messages';
import { AdminSettingsScreen } from '@/features/admin-settings/components/admin-settings-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function AdminSettingsRoute() {
  useDocumentMeta(
    `${M.settingsTitle} · ${M.title}`,
    'Delivery, the first-order offer, orders and payments.',
    { noindex: true },
  );
  return <AdminSettingsScreen />;
}
