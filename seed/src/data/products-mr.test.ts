import { describe, expect, it } from 'vitest';
import { ProductSchema, type Product } from '../../../functions/src/contract/products.js';
import { products as seeded } from '../seed.js';
import { products } from './products.js';
import { productsMarathi } from './products-mr.js';

/** The English fields that have a Marathi twin in `mr` (besides `units`). */
const TEXT_FIELDS = [
  'name',
  'description',
  'shortDescription',
  'category',
  'farmInfo',
  'origin',
  'ingredients',
] as const;
const LIST_FIELDS = ['benefits', 'uses', 'methods'] as const;

const marathiOf = (product: Product) => {
  const mr = productsMarathi[product.id];
  if (!mr) throw new Error(`${product.name} (id ${product.id}) has no Marathi entry`);
  return mr;
};

/** The share of a text's letters that are Devanagari (vowel signs are marks, not letters). */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const devanagari = letters.filter((letter) => /\p{Script=Devanagari}/u.test(letter));
  return letters.length === 0 ? 0 : devanagari.length / letters.length;
}

describe('the catalogue in Marathi (issue 27)', () => {
  it('has an entry for every product and for no other id', () => {
    expect(Object.keys(productsMarathi).map(Number)).toEqual(products.map((p) => p.id));
  });

  it('gives every product a Marathi name, description, short description and category', () => {
    for (const product of products) {
      const mr = marathiOf(product);
      for (const field of ['name', 'description', 'shortDescription', 'category'] as const)
        expect(mr[field]?.trim(), `${product.name}: ${field}`).toBeTruthy();
    }
  });

  it('has a Marathi twin for exactly the fields the English product has, lists of the same length', () => {
    for (const product of products) {
      const mr = marathiOf(product);
      for (const field of TEXT_FIELDS) {
        const english = product[field];
        if (english === undefined) expect(mr[field], `${product.name}: ${field}`).toBeUndefined();
        // '-' means "nothing to add" and stays '-'; anything else is translated.
        else if (english === '-') expect(mr[field], `${product.name}: ${field}`).toBe('-');
        else expect(mr[field]?.trim(), `${product.name}: ${field}`).toBeTruthy();
      }
      for (const field of LIST_FIELDS) {
        const english = product[field];
        if (english === undefined) expect(mr[field], `${product.name}: ${field}`).toBeUndefined();
        else {
          expect(mr[field], `${product.name}: ${field}`).toHaveLength(english.length);
          for (const item of mr[field] ?? []) expect(item.trim(), `${product.name}: ${field}`).toBeTruthy();
        }
      }
    }
  });

  it('labels every pack by its unit, with Western digits as prices have', () => {
    for (const product of products) {
      const units = marathiOf(product).units ?? {};
      expect(Object.keys(units).sort(), product.name).toEqual(product.variants.map((v) => v.unit).sort());
      for (const label of Object.values(units)) {
        expect(label, product.name).not.toMatch(/[०-९]/);
        expect(devanagariShare(label), `${product.name}: ${label}`).toBe(1);
      }
    }
  });

  it('writes names, short descriptions and descriptions mostly in Devanagari (85% of letters or more)', () => {
    for (const product of products) {
      const mr = marathiOf(product);
      for (const field of ['name', 'shortDescription', 'description'] as const)
        expect(devanagariShare(mr[field] ?? ''), `${product.name}: ${field}`).toBeGreaterThanOrEqual(0.85);
    }
  });

  it('names each English category once in Marathi, the same for every product in it', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const product of products) {
      const names = byEnglish.get(product.category) ?? new Set<string>();
      names.add(marathiOf(product).category ?? '');
      byEnglish.set(product.category, names);
    }
    for (const [english, names] of byEnglish) expect([...names], english).toHaveLength(1);
    // …and two English categories never share one Marathi name.
    const marathi = [...byEnglish.values()].map((names) => [...names][0]);
    expect(new Set(marathi).size).toBe(byEnglish.size);
  });

  it('is what the seed writes: every seeded product carries its `mr` and passes ProductSchema', () => {
    for (const product of seeded) {
      expect(product.mr, product.name).toEqual(productsMarathi[product.id]);
      expect(() => ProductSchema.parse(product), product.name).not.toThrow();
    }
  });
});
