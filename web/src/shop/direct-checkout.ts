import { MAX_LINE_QUANTITY } from '@contract/limits';
import type { OrderItem } from '@contract/orders';

/**
 * Order Now → Buy Now: what the product page puts in navigation state and how the direct
 * checkout reads it back (product.md §2 route table: product, quantity, unit, price and variant arrive
 * through navigation state, not the URL). Both screens use it, so it lives here, not in either.
 * The chosen item is also kept for the tab (sessionStorage), so a refresh of /checkout-now keeps
 * it; placing the order forgets it.
 */

/** What the product page's Order Now puts in navigation state. */
export interface DirectCheckoutState {
  product?: { id?: unknown; name?: unknown; image?: unknown };
  quantity?: unknown;
  unit?: unknown;
  price?: unknown;
  variant?: { unit?: unknown; price?: unknown };
  /** The pack's name in the page's language (Marathi), when it is not the unit itself. */
  unitLabel?: unknown;
}

/** The one product the direct checkout orders: an order line before the API totals it. */
export type DirectItem = Omit<OrderItem, 'lineTotal'>;

const PLACEHOLDER = '/images/placeholder.svg';
const KEY = 'karad:direct-checkout';
/** Kept for a working session at most: an item chosen yesterday is not what the shopper means now. */
const MAX_AGE_MS = 6 * 60 * 60 * 1000;

/** A picture's address: a path on this site or an https URL (never `data:`, `javascript:`…). */
const localImage = (value: unknown) =>
  typeof value === 'string' && value.length <= 500 && /^(\/(?!\/)|https:\/\/)/.test(value)
    ? value
    : PLACEHOLDER;

const shortText = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null;

const labelOf = (value: unknown, unit: string): { unitLabel?: string } => {
  const label = shortText(value, 40);
  return label && label !== unit ? { unitLabel: label } : {};
};

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
    image: localImage(state.product.image),
    unit,
    ...labelOf(state.unitLabel, unit),
    price,
    quantity: Number.isFinite(quantity) ? quantity : 0,
  };
}

/**
 * The item kept for this tab, checked field by field (storage is the shopper's to edit): null
 * unless every field is what Order Now could have put there. The server prices and checks the
 * order again whatever this says.
 */
export function recallDirectItem(): DirectItem | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const kept = raw as Record<string, unknown>;
  const item = (kept.item ?? {}) as Record<string, unknown>;
  const age = Date.now() - Number(kept.savedAt);
  const { productId, price, quantity } = item;
  const name = shortText(item.name, 200);
  const unit = shortText(item.unit, 40);
  if (
    !(age >= 0 && age <= MAX_AGE_MS) ||
    typeof productId !== 'number' ||
    !Number.isInteger(productId) ||
    productId <= 0 ||
    typeof price !== 'number' ||
    !(price > 0 && price < 10_000_000) ||
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > MAX_LINE_QUANTITY ||
    !name ||
    !unit
  )
    return null;
  return {
    productId,
    name,
    unit,
    ...labelOf(item.unitLabel, unit),
    price,
    quantity,
    image: localImage(item.image),
  };
}

/** Keeps the item for this tab (a refresh of /checkout-now finds it). */
export function rememberDirectItem(item: DirectItem): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ item, savedAt: Date.now() }));
  } catch {
    // Storage blocked (private mode): Buy Now works, a refresh just loses the item as before.
  }
}

/** The order is placed (or the shopper left for good): a refresh no longer offers it again. */
export function forgetDirectItem(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
