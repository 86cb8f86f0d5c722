import { useLoaderData } from 'react-router-dom';
import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { CartScreen } from '@/features/cart/components/cart-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { CartData } from '../loaders';

export function CartRoute() {
  useDocumentMeta(PAGE.cart.title, PAGE.cart.description, { noindex: true });
  const page = useLoaderData<CartData>();
  return <CartScreen cart={page.cart} offer={page.offer} />;
}
