import { DeliveryAddresses } from '@/features/addresses/components/delivery-addresses';
import { getAddresses } from '@/features/addresses/api/addresses-api';
import { CheckoutNowScreen } from '@/features/checkout/components/checkout-now-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

/** Buy now: one product from navigation state, with the address book composed in. */
export function CheckoutNowRoute() {
  useDocumentMeta('Buy now', 'Order a single Karad Organic product straight away.', { noindex: true });
  return (
    <CheckoutNowScreen loadAddresses={getAddresses} addresses={(slot) => <DeliveryAddresses {...slot} />} />
  );
}
