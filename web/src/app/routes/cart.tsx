import { CartScreen } from '@/features/cart/components/cart-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function CartRoute() {
  useDocumentMeta('Your cart', 'The organic products in your Karad Organic cart.', { noindex: true });
  return <CartScreen />;
}
