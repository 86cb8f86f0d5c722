import { useLoaderData } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { AdminSettingsScreen } from '@/features/admin-settings/components/admin-settings-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { AdminSettingsData } from '../admin-loaders';

export function AdminSettingsRoute() {
  useDocumentMeta(
    `${M.settingsTitle} · ${M.title}`,
    'Delivery, the first-order offer, orders and payments.',
    { noindex: true },
  );
  return <AdminSettingsScreen settings={useLoaderData<AdminSettingsData>().settings} />;
}
