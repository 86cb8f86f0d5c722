import type { CartAddition, CartItem, CartUpdate } from '@contract/cart';
import { CART_MESSAGES, PURCHASE_MESSAGES } from '@/words/messages';
import { shopperEndpoints } from '@contract/endpoints';
import { apiGet, apiRequest } from '@/platform/api-client';

// The fallbacks (product.md §8) show when the server gives no message of its own.

export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return apiGet(shopperEndpoints.cart(), { fallbackMessage: CART_MESSAGES.loadFailed, signal });
}

/** The product page: the line's quantity grows by `quantity` (product.md §7 payload). */
export function addToCart(item: CartAddition): Promise<CartUpdate> {
  return apiRequest<CartUpdate>('/cart', {
    method: 'POST',
    body: { ...item, selectedVariant: { unit: item.unit, price: item.price } },
    fallbackMessage: PURCHASE_MESSAGES.addFailed,
  });
}

/** The cart page's stepper: the line's quantity becomes `quantity` (product.md §7 payload). */
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
    fallbackMessage: CART_MESSAGES.updateFailed,
  });
}

export function removeCartItem(line: Pick<CartItem, 'productId' | 'unit'>): Promise<CartUpdate> {
  return apiRequest<CartUpdate>(`/cart/${line.productId}`, {
    method: 'DELETE',
    body: { variant: { unit: line.unit } },
    fallbackMessage: CART_MESSAGES.removeFailed,
  });
}

export function clearCart(): Promise<CartUpdate> {
  return apiRequest<CartUpdate>('/cart', { method: 'DELETE', fallbackMessage: CART_MESSAGES.clearFailed });
}
