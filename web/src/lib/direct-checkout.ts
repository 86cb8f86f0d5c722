import type { OrderItem } from '@contract/orders';

/**
 * Order Now → Buy Now: what the product page puts in navigation state and how the direct
 * checkout reads it back (spec §2 route table: product, quantity, unit, price and variant arrive
 * through navigation state, not the URL). Both screens use it, so it lives here, not in either.
 */

/** What the product page's Order Now puts in navigation state. */
export interface DirectCheckoutState {
  product?: { id?: unknown; name?: unknown; image?: unknown };
  quantity?: unknown;
  unit?: unknown;
  price?: unknown;
  variant?: { unit?: unknown; price?: unknown };
}

/** The one product the direct checkout orders: an order line before the API totals it. */
export type DirectItem = Omit<OrderItem, 'lineTotal'>;

/** The item to order, or null when the state is missing or incomplete (e.g. a reload in a new tab). */
export function readDirectItem(state: DirectCheckoutState | null | undefined): DirectItem | null {
  if (!state?.product) return null;
  const productId = Number(state.product.id);
  const unit = typeof state.variant?.unit === 'string' ? state.variant.unit : state.unit;
  const price = Number(state.variant ? state.variant.price : state.price);
  const quantity = Number(state.quantity);
  if (!Number.isInteger(productId) || productId <= 0 || typeof unit !== 'string' || !(price > 0)) return null;
  return {
    productId,
    name: typeof state.product.name === 'string' ? state.product.name : 'Product',
    image: typeof state.product.image === 'string' ? state.product.image : '/images/placeholder.svg',
    unit,
    price,
    quantity: Number.isFinite(quantity) ? quantity : 0,
  };
}
