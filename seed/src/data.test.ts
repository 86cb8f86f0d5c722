import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../functions/src/contract/products.js';
import { BlogPostSchema, TestimonialSchema } from '../../functions/src/contract/content.js';
import { blogPosts, products, testimonials } from './seed.js';

const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
const priceTable = (id: number) =>
  products.find((p) => p.id === id)?.variants.map((v) => [v.unit, v.price] as const);

describe('the built-in catalogue (product.md §3)', () => {
  it('has 18 valid products with ids 1–4 and 6–19', () => {
    expect(products.map((p) => p.id)).toEqual([
      1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    for (const product of products) expect(() => ProductSchema.parse(product), product.name).not.toThrow();
  });

  it('prices every variant as the spec lists', () => {
    expect(priceTable(1)).toEqual([
      ['500g', 200],
      ['300g', 150],
    ]);
    expect(priceTable(2)).toEqual([['125gm', 150]]);
    expect(priceTable(3)).toEqual([['200gm', 150]]);
    expect(priceTable(4)).toEqual([['250g', 180]]);
    expect(priceTable(6)).toEqual([['220gm', 120]]);
    expect(priceTable(7)).toEqual([['175gm', 150]]);
    expect(priceTable(8)).toEqual([['500 ml', 275]]);
    expect(priceTable(9)).toEqual([['300gm', 120]]);
    expect(priceTable(10)).toEqual([['500 ml', 275]]);
    expect(priceTable(11)).toEqual([['125g', 150]]);
    expect(priceTable(12)).toEqual([['1ltr', 150]]);
    expect(priceTable(13)).toEqual([['dozen', 80]]);
    expect(priceTable(14)).toEqual([
      ['500 gm', 750],
      ['300 ml', null],
    ]);
    expect(priceTable(15)).toEqual([['250 gm', 240]]);
    expect(priceTable(16)).toEqual([
      ['500 gm', 470],
      ['250 gm', 240],
      ['100 gm', 110],
    ]);
    expect(priceTable(19)).toEqual([['250 gm', 230]]);
  });

  it('uses only the placeholder stock values 20 and 50 where stock is numeric', () => {
    const numeric = products
      .flatMap((p) => p.variants.map((v) => v.stock))
      .filter((s) => typeof s === 'number');
    expect(new Set(numeric)).toEqual(new Set([20, 50]));
  });

  it('marks exactly Gulkand and the Wild Forest, Jamun and Nilgiri honeys as not popular', () => {
    expect(products.filter((p) => !p.isPopular).map((p) => p.name)).toEqual([
      'Gulkand',
      'Wild Forest Honey',
      'Jamun Honey',
      'Nilgiri Honey',
    ]);
  });

  it('mirrors the first variant in the top-level price, unit and stock', () => {
    for (const p of products)
      expect([p.price, p.unit, p.stock]).toEqual([
        p.variants[0]!.price,
        p.variants[0]!.unit,
        p.variants[0]!.stock,
      ]);
  });

  it('uses the spec’s categories', () => {
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set([
        'Natural Rose Petal Jam',
        'organic grains',
        'laddu',
        'sweetener',
        'powder',
        'juice',
        'syrup',
        'fruit',
        'ghee',
      ]),
    );
  });

  it('ships every image it references', () => {
    const images = [
      ...products.flatMap((p) => [p.image, ...p.images]),
      ...blogPosts.map((b) => b.featuredImage),
      '/images/placeholder.svg',
    ];
    for (const image of images) expect(existsSync(`${publicDir}${image}`), image).toBe(true);
  });
});

describe('the blog and testimonials', () => {
  it('has at least 4 valid bilingual posts with unique slugs and one "no tag needed" post', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(4);
    for (const post of blogPosts) expect(() => BlogPostSchema.parse(post), post._id).not.toThrow();
    const slugs = blogPosts.flatMap((p) => [p.en.slug, p.mr.slug]).filter(Boolean);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(blogPosts.filter((p) => p.tags.length === 1 && p.tags[0] === 'no tag needed')).toHaveLength(1);
    expect(blogPosts.filter((p) => p.en.title && p.mr.title).length).toBeGreaterThanOrEqual(4);
  });

  it('has at least 3 valid testimonials', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const t of testimonials) expect(() => TestimonialSchema.parse(t)).not.toThrow();
  });
});
