import { PrivacyScreen } from '@/features/site/components/privacy-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function PrivacyRoute() {
  useDocumentMeta('Privacy policy', 'How Karad Organic uses the details you share when you shop with us.');
  return <PrivacyScreen />;
}
