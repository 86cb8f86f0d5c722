import type { CartItem, CartUpdate } from '@contract/cart';
import { apiRequest } from '../../../lib/api-client';

/** Spec §8 fallbacks, shown when the server gives no message of its own. */
export const CART_MESSAGES = {
  load: 'Failed to load cart. Please try again.',
  add: 'Failed to add to cart. Please try again.',
  update: 'Failed to update quantity.',
  remove: 'Failed to remove item.',
  clear: 'Failed to clear cart.',
} as const;

export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return apiRequest<CartItem[]>('/cart', { fallbackMessage: CART_MESSAGES.load, signal });
}

/** The product page: the line's quantity grows by `quantity` (spec §7 payload). */
export function addToCart(item: {
  productId: number;
  quantity: number;
  unit: string;
  price: number;
  name: string;
  image: string;
}): Promise<CartUpdate> {
  return apiRequest<CartUpdate>('/cart', {
    method: 'POST',
    body: { ...item, selectedVariant: { unit: item.unit, price: item.price } },
    fallbackMessage: CART_MESSAGES.add,
  });
}

/** The cart page's stepper: the line's quantity becomes `quantity` (spec §7 payload). */
export function setCartQuantity(line: CartItem, quantity: number): Promise<CartUpdate> {
  return apiRequest<CartUpdate>('/cart', {
    method: 'POST',
    body: {
      productId: line.productId,
      name: line.name,
      price: line.price,
      quantity,
      unit: line.unit,
      variantDetails: { unit: line.unit },
    },
    fallbackMessage: CART_MESSAGES.update,
  });
}

export function removeCartItem(line: Pick<CartItem, 'productId' | 'unit'>): Promise<CartUpdate> {
  return apiRequest<CartUpdate>(`/cart/${line.productId}`, {
    method: 'DELETE',
    body: { variant: { unit: line.unit } },
    fallbackMessage: CART_MESSAGES.remove,
  });
}

export function clearCart(): Promise<CartUpdate> {
  return apiRequest<CartUpdate>('/cart', { method: 'DELETE', fallbackMessage: CART_MESSAGES.clear });
}
