import { useSyncExternalStore } from 'react';
import type { CartItem } from '@contract/cart';

/**
 * The navbar badge: the sum of the cart's quantities (product.md §4). Whoever learns the cart's new
 * contents (the cart page, Add to Cart, checkout) publishes it here; the badge re-renders.
 */
let count = 0;
/** Moves with every publication: a read that started before one is out of date when it lands. */
let version = 0;
const listeners = new Set<() => void>();

export function cartQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function publishCart(items: readonly Pick<CartItem, 'quantity'>[]): void {
  setCartCount(cartQuantity(items));
}

export function setCartCount(next: number): void {
  version++;
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

/** What to pass to publishCartRead: taken when a read of the cart starts. */
export const cartCountVersion = () => version;

/**
 * The cart as a read that started at `since` found it, unless something was published after the
 * read started: an Add to Cart answered while the navbar's own read (made at sign-in) was still on
 * its way is newer than that read, and its count must stay.
 */
export function publishCartRead(since: number, items: readonly Pick<CartItem, 'quantity'>[]): void {
  if (since === version) publishCart(items);
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
