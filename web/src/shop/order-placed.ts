/**
 * The router state checkout hands the order page after placing an order: the page says thank you
 * once, in the page (a toast would cover the pay panel on a phone), and forgets it on a reload.
 */
export const ORDER_PLACED_STATE = { orderPlaced: true } as const;

export function isOrderPlacedState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { orderPlaced?: unknown }).orderPlaced === true
  );
}
