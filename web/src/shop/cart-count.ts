import { useSyncExternalStore } from 'react';
import type { CartItem } from '@contract/cart';

/**
 * The navbar badge: the sum of the cart's quantities (product.md §4). Whoever learns the cart's new
 * contents (the cart page, Add to Cart, checkout) publishes it here; the badge re-renders.
 */
let count = 0;
const listeners = new Set<() => void>();

export function cartQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function publishCart(items: readonly Pick<CartItem, 'quantity'>[]): void {
  setCartCount(cartQuantity(items));
}

export function setCartCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

export const cartCountStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => count,
};

export function useCartCount(): number {
  return useSyncExternalStore(cartCountStore.subscribe, cartCountStore.getSnapshot, () => 0);
}
