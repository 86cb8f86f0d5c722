import { ShippingScreen } from '@/features/site/components/shipping-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function ShippingRoute() {
  useDocumentMeta(
    'Shipping & Returns',
    'Where Karad Organic delivers, what delivery costs, the first-order offer and how to cancel an order.',
  );
  return <ShippingScreen />;
}
