import { useLoaderData } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { AdminCatalogueScreen } from '@/features/admin-catalogue/components/admin-catalogue-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { AdminCatalogueData } from '../admin-loaders';

export function AdminCatalogueRoute() {
  useDocumentMeta(`${M.catalogueTitle} · ${M.title}`, 'Prices, stock and flags of every product.', {
    noindex: true,
  });
  return <AdminCatalogueScreen products={useLoaderData<AdminCatalogueData>().products} />;
}
