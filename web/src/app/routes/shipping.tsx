import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { ShippingScreen } from '@/features/site/components/shipping-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function ShippingRoute() {
  useDocumentMeta(PAGE.shipping.title, PAGE.shipping.description);
  return <ShippingScreen />;
}
