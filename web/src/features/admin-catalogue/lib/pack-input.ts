import { LOW_STOCK } from '@contract/admin';
import { ADMIN_MESSAGES as M } from '@/words/messages';
import type { Variant } from '@contract/products';

/** What the owner typed into a pack's price and stock boxes, read the way the API takes it. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Empty is "not priced yet" (null); otherwise rupees above 0 with at most two decimals. */
export function parsePrice(text: string): Parsed<number | null> {
  const trimmed = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: M.priceInvalid };
  const value = Number(trimmed);
  return value > 0 ? { ok: true, value } : { ok: false, message: M.priceInvalid };
}

/** '-' (or empty) is "not counted"; otherwise a whole number from 0. */
export function parseStock(text: string): Parsed<number | '-'> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return { ok: true, value: '-' };
  if (!/^\d{1,7}$/.test(trimmed)) return { ok: false, message: M.stockInvalid };
  return { ok: true, value: Number(trimmed) };
}

/** A new pack's three boxes as typed (the new-product form's rows, a card's "Add a pack"). */
export interface PackText {
  unit: string;
  price: string;
  stock: string;
}
export const NO_PACK: PackText = { unit: '', price: '', stock: '' };

/** A new pack as the API takes it; its unit is left to the API's own schema to check. */
export function parsePack(
  text: PackText,
): Parsed<{ unit: string; price: number | null; stock: number | '-' }> {
  const price = parsePrice(text.price);
  if (!price.ok) return price;
  const stock = parseStock(text.stock);
  if (!stock.ok) return stock;
  return { ok: true, value: { unit: text.unit, price: price.value, stock: stock.value } };
}

/** How a pack's price and stock show in their boxes. */
export const priceText = (price: Variant['price']) => (price === null ? '' : price.toFixed(2));
export const stockText = (stock: Variant['stock']) => (typeof stock === 'number' ? String(stock) : '-');

/** A counted pack at LOW_STOCK or below (0 included) is flagged in the back office. */
export function stockLevel(stock: Variant['stock']): 'out' | 'low' | 'ok' {
  if (typeof stock !== 'number') return 'ok';
  if (stock === 0) return 'out';
  return stock <= LOW_STOCK ? 'low' : 'ok';
}
