import type { Order, PlacedOrder } from '@contract/orders';

/**
 * The order the checkout has just placed, handed to the order page: the API's answer to the order
 * is the order as it is (with its pay link and its lines' pictures), so the page shows it at once
 * and thanks the shopper, instead of asking for it again. The order route's loader takes it, once,
 * on the navigation that follows; a reload of the page reads the order and says no thanks.
 */
let handed: PlacedOrder | null = null;

export function handOverPlacedOrder(placed: PlacedOrder): void {
  handed = placed;
}

/** The order just placed, if it is `id` (whatever it was, nothing is kept after this). */
export function takePlacedOrder(id: string): Order | null {
  const placed = handed;
  handed = null;
  return placed?.orderId === id ? placed.order : null;
}
