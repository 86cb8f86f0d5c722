import { useLoaderData } from 'react-router-dom';
import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { DeliveryAddresses } from '@/features/addresses/components/delivery-addresses';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { CheckoutNowData } from '../loaders';

/** Buy now: the checkout of one product (from navigation state), with the address book composed in. */
export function CheckoutNowRoute() {
  useDocumentMeta(PAGE.checkoutNow.title, PAGE.checkoutNow.description, { noindex: true });
  const page = useLoaderData<CheckoutNowData>();
  return (
    <CheckoutScreen
      source={{ kind: 'direct' }}
      addresses={page.addresses}
      addressBook={(slot) => <DeliveryAddresses {...slot} />}
    />
  );
}
