import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { NotFoundScreen } from '@/features/site/components/not-found-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function NotFoundRoute() {
  useDocumentMeta(PAGE.notFound.title, PAGE.notFound.description, { noindex: true });
  return <NotFoundScreen />;
}
