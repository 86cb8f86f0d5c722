import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Address } from '@contract/addresses';
import type { CartItem } from '@contract/cart';
import { CHECKOUT_MESSAGES, OFFLINE_MESSAGES } from '@/words/messages';
import { CHECKOUT_PAGE_MESSAGES as M } from '@/words/account-messages';
import { Loaded, PageLoading } from '@/components/ui/page-states';
import { PageMessage } from '@/components/ui/page-message';
import type { Pending } from '@/platform/route-data';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { useDirectItem } from '../lib/use-direct-item';
import type { AddressSlot } from './address-slot';
import { CheckoutForm } from './checkout-form';
import './checkout.css';

export const EMPTY_CART_REDIRECT_MS = 2000;

/**
 * Checkout (product.md §2 Checkout, Direct checkout; §4, §5 Place order): one screen with two
 * sources, as the API has one order request with a `source`. The cart's: its lines from the
 * checkout route's data, back to the cart, the cart emptied by the order. Buy Now's (Order Now on
 * a product page): one item from navigation state (kept for the tab), back to the product. Both:
 * the delivery address (the address book, another feature, put in by the route through
 * `addressBook`), the Order Summary with the server's price, the way of paying, Place Order and
 * Order via WhatsApp.
 */
export function CheckoutScreen({
  source,
  addresses,
  addressBook,
}: {
  source: { kind: 'cart'; cart: Pending<CartItem[]> } | { kind: 'direct' };
  addresses: Pending<Address[]>;
  addressBook: AddressSlot;
}) {
  return source.kind === 'cart' ? (
    <CartCheckout cart={source.cart} addresses={addresses} addressBook={addressBook} />
  ) : (
    <DirectCheckout addresses={addresses} addressBook={addressBook} />
  );
}

function CartCheckout({
  cart,
  addresses,
  addressBook,
}: {
  cart: Pending<CartItem[]>;
  addresses: Pending<Address[]>;
  addressBook: AddressSlot;
}) {
  const handleError = useApiErrorHandler();
  return (
    <Loaded
      answer={cart}
      loading={<PageLoading text={M.loading} />}
      offline={{ title: M.title, message: OFFLINE_MESSAGES.checkout }}
      failed={{ title: M.title, fallback: CHECKOUT_MESSAGES.loadFailed }}
      onFailed={(error) => handleError(error, CHECKOUT_MESSAGES.loadFailed)}
    >
      {(items) =>
        items.length === 0 ? (
          <EmptyCart />
        ) : (
          <CheckoutForm order={{ source: 'cart', items }} addresses={addresses} addressBook={addressBook} />
        )
      }
    </Loaded>
  );
}

/** Nothing to check out: said, then back to the cart after 2 seconds. */
function EmptyCart() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/cart'), EMPTY_CART_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="container page state-panel">
      <h1>{M.title}</h1>
      <p role="alert">{CHECKOUT_MESSAGES.emptyCart}</p>
      <p className="state-detail">{M.returningToCart}</p>
    </div>
  );
}

function DirectCheckout({
  addresses,
  addressBook,
}: {
  addresses: Pending<Address[]>;
  addressBook: AddressSlot;
}) {
  const item = useDirectItem();
  if (!item) {
    return (
      <PageMessage title={M.nothingTitle} link={{ to: '/shop', label: M.goToShop }}>
        <p role="alert">{CHECKOUT_MESSAGES.noDirectProduct}</p>
      </PageMessage>
    );
  }
  return <CheckoutForm order={{ source: 'direct', item }} addresses={addresses} addressBook={addressBook} />;
}
