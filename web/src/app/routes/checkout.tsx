import { useLoaderData } from 'react-router-dom';
import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { DeliveryAddresses } from '@/features/addresses/components/delivery-addresses';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { CheckoutData } from '../loaders';

/** Checkout of the cart: the cart's lines and the address book, composed into the checkout. */
export function CheckoutRoute() {
  useDocumentMeta(PAGE.checkout.title, PAGE.checkout.description, { noindex: true });
  const page = useLoaderData<CheckoutData>();
  return (
    <CheckoutScreen
      source={{ kind: 'cart', cart: page.cart }}
      addresses={page.addresses}
      addressBook={(slot) => <DeliveryAddresses {...slot} />}
    />
  );
}
