import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { AboutScreen } from '@/features/site/components/about-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function AboutRoute() {
  useDocumentMeta(PAGE.about.title, PAGE.about.description);
  return <AboutScreen />;
}
