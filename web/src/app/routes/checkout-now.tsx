import { PAGE_META_MESSAGES as PAGE } from '@contract/page-meta-messages';
import { DeliveryAddresses } from '@/features/addresses/components/delivery-addresses';
import { getAddresses } from '@/features/addresses/api/addresses-api';
import { CheckoutNowScreen } from '@/features/checkout/components/checkout-now-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

/** Buy now: one product from navigation state, with the address book composed in. */
export function CheckoutNowRoute() {
  useDocumentMeta(PAGE.checkoutNow.title, PAGE.checkoutNow.description, { noindex: true });
  return (
    <CheckoutNowScreen loadAddresses={getAddresses} addresses={(slot) => <DeliveryAddresses {...slot} />} />
  );
}
