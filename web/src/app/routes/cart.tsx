import { PAGE_META_MESSAGES as PAGE } from '@contract/page-meta-messages';
import { CartScreen } from '@/features/cart/components/cart-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function CartRoute() {
  useDocumentMeta(PAGE.cart.title, PAGE.cart.description, { noindex: true });
  return <CartScreen />;
}
