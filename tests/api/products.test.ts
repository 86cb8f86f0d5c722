import { beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, stack } from '../support/emulators.js';
import { products as seedProducts } from '../../seed/src/seed.js';

/** These go through Hosting's /api/** rewrite to the function in the Functions emulator. */
const hosting = () => stack().hostingUrl;

beforeAll(async () => {
  await resetDatabase();
});

describe('GET /api/products through Hosting', () => {
  it('answers the 18 seeded products with their catalogue prices', async () => {
    const response = await fetch(`${hosting()}/api/products`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const products = (await response.json()) as {
      id: number;
      variants: { unit: string; price: number | null }[];
    }[];
    expect(products.map((p) => p.id)).toEqual([
      1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    const gulkand = products.find((p) => p.id === 1);
    expect(gulkand?.variants).toEqual([
      { unit: '500g', price: 200, stock: 50 },
      { unit: '300g', price: 150, stock: 20 },
    ]);
    // English words only: a product's Marathi words come with ?lang=mr.
    expect(products).toEqual(seedProducts.map(({ mr: _marathi, ...english }) => english));
  });

  it('answers the products in Marathi with ?lang=mr, and refuses a language it does not have', async () => {
    const response = await fetch(`${hosting()}/api/products?lang=mr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const products = (await response.json()) as Record<string, unknown>[];
    for (const product of products) {
      const seeded = seedProducts.find((p) => p.id === product['id'])!;
      expect(product['name']).toBe(seeded.mr?.name);
      expect(product['description']).toBe(seeded.mr?.description);
      // The category stays the catalogue's key (the filter and its URL); pages name it themselves.
      expect(product['category']).toBe(seeded.category);
      expect(product['unitLabels']).toEqual(seeded.mr?.units);
      expect(product['mr']).toBeUndefined();
      // A search on a Marathi page finds it by its English name too.
      expect(product['englishName']).toBe(seeded.name);
      // Prices, packs and stock are the same in both languages.
      expect(product['variants']).toEqual(seeded.variants);
    }
    const one = await fetch(`${hosting()}/api/products/14?lang=mr`);
    expect(((await one.json()) as { name: string }).name).toBe('देशी गाईचे तूप');

    const bad = await fetch(`${hosting()}/api/products?lang=fr`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(await bad.json()).toMatchObject({
      code: 'INVALID',
      message: 'Please ask for the catalogue in English (en) or Marathi (mr).',
    });
  });

  it('answers one product by id, 404 for id 5 and 400 for a non-number', async () => {
    const tulsi = await fetch(`${hosting()}/api/products/16`);
    expect(tulsi.status).toBe(200);
    expect(((await tulsi.json()) as { variants: { price: number }[] }).variants.map((v) => v.price)).toEqual([
      470, 240, 110,
    ]);

    const missing = await fetch(`${hosting()}/api/products/5`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });

    const bad = await fetch(`${hosting()}/api/products/honey`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID', message: 'Product id must be a number.' });
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await fetch(`${hosting()}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
