import { AboutScreen } from '@/features/site/components/about-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function AboutRoute() {
  useDocumentMeta(
    'Our story',
    'Three generations of organic farming in Karad: how our family and the women of our self-help group make certified organic jaggery, honey, ghee and more.',
  );
  return <AboutScreen />;
}
