import { useEffect } from 'react';
import { getCart } from '../api/cart-api';
import { cartCountVersion, publishCartRead, setCartCount } from '@/shop/cart-count';
import { useSession } from '@/platform/session';

/**
 * Keeps the navbar's cart badge right when the shopper changes (product.md §4 Cart badge): the signed-in
 * shopper's cart count is fetched, a signed-out visitor's is 0. Renders nothing.
 */
export function CartCountSync() {
  const { status, data } = useSession();
  const uid = data?.user?.uid ?? null;
  useEffect(() => {
    if (status !== 'success') return;
    if (!uid) {
      setCartCount(0);
      return;
    }
    const controller = new AbortController();
    const since = cartCountVersion();
    getCart(controller.signal).then(
      (items) => publishCartRead(since, items),
      () => {
        // The badge is a hint: a failure here shows nowhere; the cart page reports its own.
      },
    );
    return () => controller.abort();
  }, [status, uid]);
  return null;
}
