import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { TermsScreen } from '@/features/site/components/terms-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function TermsRoute() {
  useDocumentMeta(PAGE.terms.title, PAGE.terms.description);
  return <TermsScreen />;
}
