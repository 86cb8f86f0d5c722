import { PAGE_META_MESSAGES as PAGE } from '@contract/page-meta-messages';
import { DeliveryAddresses } from '@/features/addresses/components/delivery-addresses';
import { getAddresses } from '@/features/addresses/api/addresses-api';
import { getCart } from '@/features/cart/api/cart-api';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

/** Checkout of the cart: the cart's lines and the address book, composed into the checkout. */
export function CheckoutRoute() {
  useDocumentMeta(PAGE.checkout.title, PAGE.checkout.description, {
    noindex: true,
  });
  return (
    <CheckoutScreen
      loadCart={getCart}
      loadAddresses={getAddresses}
      addresses={(slot) => <DeliveryAddresses {...slot} />}
    />
  );
}
