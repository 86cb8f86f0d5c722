// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDirectItem, readDirectItem, recallDirectItem, rememberDirectItem } from './direct-checkout';

const KEY = 'karad:direct-checkout';
const tulsi = {
  productId: 16,
  name: 'Tulsi Honey',
  image: '/images/products/tulsi-honey.svg',
  unit: '250 gm',
  price: 240,
  quantity: 2,
};
const keep = (value: unknown) => sessionStorage.setItem(KEY, JSON.stringify(value));

beforeEach(() => sessionStorage.clear());

describe('Buy Now kept for the tab', () => {
  it('gives back what was kept, and nothing once forgotten', () => {
    rememberDirectItem(tulsi);
    expect(recallDirectItem()).toEqual(tulsi);
    forgetDirectItem();
    expect(recallDirectItem()).toBeNull();
  });

  it('trusts nothing it reads back: each field must be what Order Now could have kept', () => {
    const now = Date.now();
    const bad = [
      { ...tulsi, productId: -1 },
      { ...tulsi, productId: '16' },
      { ...tulsi, productId: 1.5 },
      { ...tulsi, price: 0 },
      { ...tulsi, price: '240' },
      { ...tulsi, quantity: 0 },
      { ...tulsi, quantity: 100 },
      { ...tulsi, quantity: 2.5 },
      { ...tulsi, unit: '' },
      { ...tulsi, unit: 'x'.repeat(41) },
      { ...tulsi, name: 42 },
    ];
    for (const item of bad) {
      keep({ item, savedAt: now });
      expect(recallDirectItem(), JSON.stringify(item)).toBeNull();
    }
    sessionStorage.setItem(KEY, '{nope');
    expect(recallDirectItem()).toBeNull();
    keep('just a string');
    expect(recallDirectItem()).toBeNull();
    // Too old, or from the future.
    keep({ item: tulsi, savedAt: now - 7 * 60 * 60 * 1000 });
    expect(recallDirectItem()).toBeNull();
    keep({ item: tulsi, savedAt: now + 60_000 });
    expect(recallDirectItem()).toBeNull();
  });

  it('shows a picture only from this site or https', () => {
    for (const image of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/x.png', 42]) {
      keep({ item: { ...tulsi, image }, savedAt: Date.now() });
      expect(recallDirectItem()?.image).toBe('/images/placeholder.svg');
    }
    keep({ item: { ...tulsi, image: 'https://cdn.example/x.png' }, savedAt: Date.now() });
    expect(recallDirectItem()?.image).toBe('https://cdn.example/x.png');
  });

  it('reads Order Now’s navigation state as before', () => {
    expect(
      readDirectItem({
        product: { id: 16, name: 'Tulsi Honey', image: '/images/products/tulsi-honey.svg' },
        quantity: 2,
        variant: { unit: '250 gm', price: 240 },
      }),
    ).toEqual(tulsi);
    expect(readDirectItem(null)).toBeNull();
  });
});
