import { useCallback, useEffect } from 'react';
import { useFetcher } from 'react-router-dom';
import type { CartItem } from '@contract/cart';
import type { FirstOrderOffer } from '@contract/pricing';
import type { Pending } from '@/platform/route-data';

/**
 * The signed-in shopper's cart, for the parts of every page that state it: the navbar's badge
 * (product.md §4 Cart badge) and the first-order offer her next order gets. It is the cart route's
 * data (its loader in app/route-tree.tsx: GET /cart and GET /checkout/offer), read through one
 * keyed fetcher that the navbar starts once she is known, and that every write of her cart (Add to
 * Cart, the cart's steppers, Reorder) and every order placed or cancelled reads again.
 */
export interface CartData {
  cart: Pending<CartItem[]>;
  offer: Pending<FirstOrderOffer>;
}

const CART_DATA = 'cart';
const CART_PATH = '/cart';

export function cartQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The cart's data as last read (undefined before the first read, and for a visitor). */
export function useCartData(): CartData | undefined {
  return useFetcher<CartData | null>({ key: CART_DATA }).data ?? undefined;
}

/** Reads the cart's data again: after a write of the cart, or an order placed or cancelled. */
export function useCartChanged(): () => void {
  const { load } = useFetcher({ key: CART_DATA });
  return useCallback(() => void load(CART_PATH), [load]);
}

/** Reads the cart's data whenever the signed-in shopper changes (the navbar; none for a visitor). */
export function useCartDataOf(uid: string | null): void {
  const changed = useCartChanged();
  useEffect(() => {
    if (uid) changed();
  }, [uid, changed]);
}
