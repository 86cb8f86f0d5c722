import { TermsScreen } from '@/features/site/components/terms-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function TermsRoute() {
  useDocumentMeta('Terms of use', 'The terms for shopping at Karad Organic.');
  return <TermsScreen />;
}
