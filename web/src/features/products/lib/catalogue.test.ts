import { describe, expect, it } from 'vitest';
import { productInLanguage, type Product } from '@contract/products';
import { PURCHASE_MESSAGES } from '@/words/messages';
import { products as catalogue } from '../../../../../seed/src/data/products';
import { productsMarathi } from '../../../../../seed/src/data/products-mr';
import { clampQuantity } from '@/shop/quantity';
import { filterProducts, isBuyable, packState, priceDisplay, sortProducts } from './catalogue';
import {
  benefitPreview,
  categoryOptions,
  hasFarmInfo,
  packUnavailableReason,
  nutritionRows,
  productTabs,
  stockLabel,
  validatePurchase,
} from './product-details';
import { matchesSearch, suggestProducts } from './search';

const byId = (id: number) => catalogue.find((p) => p.id === id)!;
const names = (list: readonly Product[]) => list.map((p) => p.name);

describe('priceDisplay', () => {
  it("shows 'From' the first variant's price when there are several variants", () => {
    expect(priceDisplay(byId(16))).toEqual({ kind: 'from', amount: 470 }); // Tulsi Honey 500/250/100 gm
    expect(priceDisplay(byId(1))).toEqual({ kind: 'from', amount: 200 }); // Gulkand 500g/300g
  });

  it('shows the one price of a single-variant product', () => {
    expect(priceDisplay(byId(13))).toEqual({ kind: 'single', amount: 80 }); // Bananas, per dozen
  });

  it("shows 'View' when there is no valid price", () => {
    const unpriced = { price: null, variants: [{ unit: '300 ml', price: null, stock: null }] };
    expect(priceDisplay(unpriced)).toEqual({ kind: 'view' });
    expect(priceDisplay({ price: 0, variants: [{ unit: '1', price: 0, stock: 1 }] })).toEqual({
      kind: 'view',
    });
    expect(priceDisplay({ price: null, variants: [] })).toEqual({ kind: 'view' });
    // The ghee's second pack has no price, but the first one does.
    expect(priceDisplay(byId(14))).toEqual({ kind: 'from', amount: 750 });
  });
});

describe('benefitPreview', () => {
  it("keeps the first two benefits and counts the rest as '+N'", () => {
    expect(benefitPreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(benefitPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('search', () => {
  it('matches name, description or origin, ignoring case', () => {
    expect(matchesSearch(byId(16), 'TULSI')).toBe(true);
    expect(matchesSearch(byId(1), 'khadisakhar')).toBe(true); // description
    expect(matchesSearch(byId(3), 'partner organic farms')).toBe(true); // origin only
    expect(matchesSearch(byId(1), 'sweetener')).toBe(false); // category is not searched in the shop
    expect(matchesSearch(byId(1), '   ')).toBe(true);
  });

  it('finds a product on a Marathi page by its Marathi or its English name', () => {
    const marathi = catalogue.map((product) =>
      productInLanguage({ ...product, mr: productsMarathi[product.id] }, 'mr'),
    );
    expect(names(suggestProducts(marathi, 'गुलकंद'))).toEqual(['गुलकंद']);
    expect(names(suggestProducts(marathi, 'gulkand'))).toEqual(['गुलकंद']);
    expect(names(marathi.filter((p) => matchesSearch(p, 'Desi Cow Ghee')))).toEqual(['देशी गाईचे तूप']);
    expect(names(marathi.filter((p) => matchesSearch(p, 'तूप')))).toContain('देशी गाईचे तूप');
  });

  it('suggests at most 5 products by name, description or category', () => {
    const honey = suggestProducts(catalogue, 'honey');
    expect(honey).toHaveLength(5);
    expect(suggestProducts(catalogue, 'POWDER').map((p) => p.id)).toEqual(expect.arrayContaining([7, 11]));
    // 'Natural Rose Petal Jam' is only a category name.
    expect(names(suggestProducts(catalogue, 'petal jam'))).toEqual(['Gulkand']);
    expect(suggestProducts(catalogue, '')).toEqual([]);
    // Name matches first, then category, then description; catalogue order within each.
    expect(names(suggestProducts(catalogue, 'ghee'))).toEqual([
      'Desi Cow Ghee',
      'Ragi Laddu',
      'Curry Leaves Powder',
      'Kaakvi',
    ]);
    expect(suggestProducts(catalogue, 'zzzz')).toEqual([]);
  });
});

describe('categories', () => {
  it('offers All Categories, Seasonal Specials and each distinct category by the name the home tiles use', () => {
    const options = categoryOptions(catalogue);
    expect(options.slice(0, 2)).toEqual([
      { value: 'all', label: 'All Categories' },
      { value: 'seasonal', label: 'Seasonal Specials' },
    ]);
    // The names the home page's tiles use too (shop/categories); the values stay the catalogue's.
    expect(options.slice(2).map((o) => o.label)).toEqual([
      'Fruit',
      'Ghee',
      'Gulkand',
      'Jaggery & Honey',
      'Juice',
      'Laddu',
      'Powders',
      'Seeds & Grains',
      'Syrup',
    ]);
    expect(options.find((o) => o.label === 'Gulkand')?.value).toBe('Natural Rose Petal Jam');
    expect(options.find((o) => o.label === 'Seeds & Grains')?.value).toBe('organic grains');
  });

  it('filters by category (any case), by season and by search together', () => {
    expect(filterProducts(catalogue, { category: 'all', search: '' })).toHaveLength(18);
    expect(names(filterProducts(catalogue, { category: 'Powder', search: '' }))).toEqual([
      'Curry Leaves Powder',
      'Moringa Powder',
    ]);
    expect(names(filterProducts(catalogue, { category: 'seasonal', search: '' }))).toEqual([
      'Jamun Juice',
      'Bananas',
      'Jamun Honey',
    ]);
    expect(names(filterProducts(catalogue, { category: 'sweetener', search: 'NILGIRI' }))).toEqual([
      'Nilgiri Honey',
    ]);
    expect(filterProducts(catalogue, { category: 'no such thing', search: '' })).toEqual([]);
  });
});

describe('sortProducts', () => {
  it('puts popular products first, then by organicRating descending', () => {
    const sorted = sortProducts(catalogue, 'popularity');
    expect(sorted[0]!.name).toBe('Desi Cow Ghee'); // popular, 5.0
    const firstUnpopular = sorted.findIndex((p) => !p.isPopular);
    expect(sorted.slice(firstUnpopular).every((p) => !p.isPopular)).toBe(true);
    expect(names(sorted.slice(firstUnpopular))).toEqual([
      'Gulkand',
      'Jamun Honey',
      'Wild Forest Honey',
      'Nilgiri Honey',
    ]);
    for (let i = 1; i < firstUnpopular; i++)
      expect(sorted[i - 1]!.organicRating).toBeGreaterThanOrEqual(sorted[i]!.organicRating);
  });

  it('sorts by list price both ways, unpriced products last', () => {
    const unpriced = {
      ...byId(13),
      id: 99,
      name: 'Unpriced',
      price: null,
      variants: [{ unit: 'x', price: null, stock: null }],
    };
    const list = [unpriced, ...catalogue];
    const asc = sortProducts(list, 'price-asc');
    expect(asc[0]!.name).toBe('Bananas');
    expect(asc.at(-1)!.name).toBe('Unpriced');
    const desc = sortProducts(list, 'price-desc');
    expect(desc[0]!.name).toBe('Desi Cow Ghee');
    expect(desc.at(-1)!.name).toBe('Unpriced');
    expect(sortProducts(catalogue, 'price-asc')).not.toBe(catalogue); // never sorts in place
  });
});

describe('stock label and quantity stepper', () => {
  it("reads '{stock} {unit} available' and hides when stock is '-' or missing", () => {
    expect(stockLabel({ unit: '500g', stock: 50 })).toBe('50 500g available');
    expect(stockLabel({ unit: '1ltr', stock: '-' })).toBeNull();
    expect(stockLabel({ unit: '300 ml', stock: null })).toBeNull();
    expect(stockLabel(undefined)).toBeNull();
  });

  it("says 'Out of stock' at 0 (the spec's label is for 1 or more)", () => {
    expect(stockLabel({ unit: '250 gm', stock: 0 })).toBe('Out of stock');
    expect(stockLabel({ unit: '250 gm', stock: 1 })).toBe('1 250 gm available');
  });
});

describe('packs that cannot be bought', () => {
  it('tells a priced pack in stock from one at 0 and one with no price', () => {
    expect(packState({ price: 240, stock: 5 })).toBe('buyable');
    expect(packState({ price: 150, stock: '-' })).toBe('buyable');
    expect(packState({ price: 240, stock: 0 })).toBe('out-of-stock');
    expect(packState({ price: null, stock: 20 })).toBe('unpriced');
    expect(packUnavailableReason({ price: 240, stock: 0 })).toBe(
      'This pack is out of stock. Please choose another pack or check back soon.',
    );
    expect(packUnavailableReason({ price: null, stock: 20 })).toMatch(/price is coming soon/);
    expect(packUnavailableReason({ price: 240, stock: 3 })).toBeNull();
  });

  it('a product is sold out when none of its packs can be bought, and sorts after the rest', () => {
    const ghee = byId(14);
    expect(isBuyable(ghee)).toBe(true); // 500 gm is priced, 300 ml is not
    const soldOut = { ...byId(16), variants: byId(16).variants.map((v) => ({ ...v, stock: 0 })) };
    expect(isBuyable(soldOut)).toBe(false);
    const list = [soldOut, ...catalogue.filter((p) => p.id !== 16)];
    for (const sort of ['popularity', 'price-asc', 'price-desc'] as const)
      expect(sortProducts(list, sort).at(-1)!.name, sort).toBe('Tulsi Honey');
  });

  it('keeps the quantity at least 1 and at most a numeric stock', () => {
    expect(clampQuantity(3, 20)).toBe(3);
    expect(clampQuantity(25, 20)).toBe(20);
    expect(clampQuantity('21', 20)).toBe(20);
    expect(clampQuantity(0, 20)).toBe(1);
    expect(clampQuantity(-4, 20)).toBe(1);
    expect(clampQuantity(2.7, 20)).toBe(2);
    expect(clampQuantity(50, '-')).toBe(50);
    expect(clampQuantity(500, '-')).toBe(99);
    expect(clampQuantity(500, null)).toBe(99);
  });

  it('resets anything that is not a number to 1', () => {
    expect(clampQuantity('abc', 20)).toBe(1);
    expect(clampQuantity('', 20)).toBe(1);
    expect(clampQuantity(Number.NaN, 20)).toBe(1);
    expect(clampQuantity(undefined, 20)).toBe(1);
  });
});

describe('validatePurchase', () => {
  const variant = { unit: '500g', price: 200, stock: 50 };
  it('needs a positive price, a quantity above 0 and a chosen variant, in that order', () => {
    expect(validatePurchase({ price: 200, quantity: 1, variantCount: 2, variant })).toBeNull();
    expect(validatePurchase({ price: null, quantity: 0, variantCount: 2, variant: undefined })).toBe(
      PURCHASE_MESSAGES.invalidPrice,
    );
    expect(validatePurchase({ price: -5, quantity: 1, variantCount: 1, variant })).toBe(
      PURCHASE_MESSAGES.invalidPrice,
    );
    expect(validatePurchase({ price: 200, quantity: 0, variantCount: 1, variant })).toBe(
      'Please select a quantity greater than 0.',
    );
    expect(validatePurchase({ price: 200, quantity: 1, variantCount: 2, variant: undefined })).toBe(
      'Please select an option for this product.',
    );
  });
});

describe('product tabs', () => {
  it('always has Product Details, and the others only when they have something to show', () => {
    expect(productTabs(byId(1))).toEqual(['details', 'benefits', 'nutrition', 'farm']);
    // Nilgiri Honey: farmInfo '-', no origin or methods.
    expect(productTabs(byId(19))).not.toContain('farm');
    // The honey syrup has no nutrition.
    expect(productTabs(byId(10))).not.toContain('nutrition');
    expect(
      productTabs({ benefits: [], uses: [], nutrition: null, farmInfo: '-', origin: ' ', methods: [] }),
    ).toEqual(['details']);
    expect(
      productTabs({ benefits: [], uses: ['x'], nutrition: null, farmInfo: 'Our field', methods: [] }),
    ).toEqual(['details', 'benefits', 'farm']);
  });

  it('shows nutrition per 100 g with units for bare numbers and text as written', () => {
    expect(nutritionRows(byId(1).nutrition)).toEqual([
      { label: 'Calories', value: '290 kcal' },
      { label: 'Protein', value: '0.3 g' },
      { label: 'Carbohydrates', value: '72 g' },
      { label: 'Sugar', value: '68 g' },
      { label: 'Fat', value: '0 g' },
      { label: 'Fiber', value: '1.2 g' },
    ]);
    expect(
      nutritionRows({ calories: null, protein: '', carbs: '10 gm', sugar: 0, fat: null, fiber: null }).map(
        (r) => r.value,
      ),
    ).toEqual(['—', '—', '10 gm', '0 g', '—', '—']);
    expect(nutritionRows(null)).toEqual([]);
  });

  it("treats farmInfo '-' or blank as missing", () => {
    expect(hasFarmInfo('-')).toBe(false);
    expect(hasFarmInfo('  ')).toBe(false);
    expect(hasFarmInfo('Grown on our upper plot')).toBe(true);
  });
});
