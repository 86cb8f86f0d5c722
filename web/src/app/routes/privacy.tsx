import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { PrivacyScreen } from '@/features/site/components/privacy-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function PrivacyRoute() {
  useDocumentMeta(PAGE.privacy.title, PAGE.privacy.description);
  return <PrivacyScreen />;
}
