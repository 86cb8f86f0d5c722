import type { AdminProduct } from '@contract/admin';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { categoryName } from '@/shop/categories';
import { formatInr } from '@/shop/format';
import { stockLevel } from './pack-input';

/**
 * What a folded product's row says, and what the catalogue's search box finds: the owner's
 * catalogue is long, and on her phone she finds a product by what she remembers of it.
 */

/** Lower case, one space between words, the same Unicode form whatever the keyboard typed. */
const normalised = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const compact = (text: string) => text.replace(/ /g, '');

/**
 * Whether the product matches what the owner typed: every word of it is in the product's name
 * (English or Marathi), its category (the catalogue's value or the shop's name for it), a pack's
 * unit or its number ("#6"); or the whole of it, spaces left out, is ("500 g" finds "500g").
 */
export function matchesProduct(product: AdminProduct, typed: string): boolean {
  const wanted = normalised(typed).replace(/^#/, '');
  if (!wanted) return true;
  const haystack = normalised(
    [
      product.name,
      product.mr?.name ?? '',
      product.category,
      categoryName(product.category),
      ...product.variants.map((variant) => variant.unit),
      `#${product.id}`,
    ].join(' | '),
  );
  if (wanted.split(' ').every((word) => haystack.includes(word))) return true;
  return compact(haystack).includes(compact(wanted));
}

/** Its packs' prices, lowest to highest ("₹120.00–₹975.00"), or "Not priced" when none is. */
export function priceRangeOf(product: Pick<AdminProduct, 'variants'>): string {
  const prices = product.variants.flatMap((variant) => (variant.price === null ? [] : [variant.price]));
  if (prices.length === 0) return M.notPriced;
  return M.priceRange(formatInr(Math.min(...prices)), formatInr(Math.max(...prices)));
}

/**
 * How its stock stands, the worst first: every pack out, some packs out, some low (LOW_STOCK or
 * fewer), or in stock (uncounted packs are never short).
 */
export function stockStateOf(product: Pick<AdminProduct, 'variants'>): {
  level: 'out' | 'low' | 'ok';
  text: string;
} {
  const levels = product.variants.map((variant) => stockLevel(variant.stock));
  const out = levels.filter((level) => level === 'out').length;
  if (out > 0 && out === levels.length) return { level: 'out', text: M.outOfStock };
  if (out > 0) return { level: 'out', text: M.someOutOfStock(out, levels.length) };
  if (levels.includes('low')) return { level: 'low', text: M.lowStock };
  return { level: 'ok', text: M.inStock };
}
