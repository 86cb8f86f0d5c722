import type { DirectItem } from '../../orders/api/orders-api';

/** What the product page's Order Now puts in navigation state (spec §2: product, quantity, unit, price, variant). */
export interface DirectCheckoutState {
  product?: { id?: unknown; name?: unknown; image?: unknown };
  quantity?: unknown;
  unit?: unknown;
  price?: unknown;
  variant?: { unit?: unknown; price?: unknown };
}

/** The item to order, or null when the state is missing or incomplete (e.g. a reload in a new tab). */
export function readDirectItem(state: DirectCheckoutState | null | undefined): DirectItem | null {
  if (!state?.product) return null;
  const productId = Number(state.product.id);
  const unit = typeof state.variant?.unit === 'string' ? state.variant.unit : state.unit;
  const price = Number(state.variant?.price ?? state.price);
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
