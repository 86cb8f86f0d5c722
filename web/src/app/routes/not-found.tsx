import { NotFoundScreen } from '@/features/site/components/not-found-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function NotFoundRoute() {
  useDocumentMeta('Page not found', 'This page does not exist on the Karad Organic shop.', { noindex: true });
  return <NotFoundScreen />;
}
