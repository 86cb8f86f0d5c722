import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@contract/admin';
import { matchesProduct, priceRangeOf, stockStateOf } from './product-row';

const product = (over: Partial<AdminProduct> = {}): AdminProduct =>
  ({
    id: 6,
    name: 'Jaggery Cubes',
    mr: { name: 'गुळाचे खडे' },
    category: 'sweetener',
    hidden: false,
    variants: [
      { unit: '220gm', price: 120, stock: 50 },
      { unit: '1 kg', price: 450, stock: '-' },
    ],
    ...over,
  }) as AdminProduct;

describe('the catalogue’s search box', () => {
  it('finds a product by its name, in either language, in any case', () => {
    expect(matchesProduct(product(), 'jaggery')).toBe(true);
    expect(matchesProduct(product(), '  CUBES ')).toBe(true);
    expect(matchesProduct(product(), 'गुळाचे')).toBe(true);
    expect(matchesProduct(product(), 'ghee')).toBe(false);
  });

  it('finds it by its category as the catalogue stores it and as the shop names it', () => {
    expect(matchesProduct(product(), 'sweetener')).toBe(true);
    expect(matchesProduct(product(), 'honey')).toBe(true); // "Jaggery & Honey"
    expect(matchesProduct(product({ category: 'organic grains' }), 'seeds')).toBe(true);
  });

  it('finds it by a pack, with or without the space, and by its number', () => {
    expect(matchesProduct(product(), '220 gm')).toBe(true);
    expect(matchesProduct(product(), '1kg')).toBe(true);
    expect(matchesProduct(product(), '500 g')).toBe(false);
    expect(matchesProduct(product(), '#6')).toBe(true);
  });

  it('needs every word it is given, and shows everything while empty', () => {
    expect(matchesProduct(product(), 'jaggery 1 kg')).toBe(true);
    expect(matchesProduct(product(), 'jaggery ghee')).toBe(false);
    expect(matchesProduct(product(), '   ')).toBe(true);
  });
});

describe('a folded product’s row', () => {
  it('gives the range of its packs’ prices, the priced ones only', () => {
    expect(priceRangeOf(product())).toBe('₹120.00–₹450.00');
    expect(priceRangeOf(product({ variants: [{ unit: '1 kg', price: 450, stock: 3 }] }))).toBe('₹450.00');
    expect(
      priceRangeOf(
        product({
          variants: [
            { unit: 'a', price: null, stock: 3 },
            { unit: 'b', price: 99.5, stock: 3 },
          ],
        }),
      ),
    ).toBe('₹99.50');
    expect(priceRangeOf(product({ variants: [{ unit: 'a', price: null, stock: 3 }] }))).toBe('Not priced');
  });

  it('says how its stock stands, the worst first', () => {
    const withStocks = (...stocks: (number | '-')[]) =>
      stockStateOf(product({ variants: stocks.map((stock, i) => ({ unit: `${i}`, price: 1, stock })) }));
    expect(withStocks(50, '-')).toEqual({ level: 'ok', text: 'In stock' });
    expect(withStocks(50, 5)).toEqual({ level: 'low', text: 'Low stock' });
    expect(withStocks(0, 3, 50)).toEqual({ level: 'out', text: '1 of 3 packs out of stock' });
    expect(withStocks(0, 0)).toEqual({ level: 'out', text: 'Out of stock' });
  });
});
