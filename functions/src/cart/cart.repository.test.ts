import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineId } from './cart.repository.js';
import { UnitSchema } from '../contract/cart.js';
import { DocIdSchema } from '../contract/common.js';
import { BlogSlugSchema } from '../contract/content.js';

/** Firestore's rules for a document id: https://firebase.google.com/docs/firestore/quotas */
function isValidFirestoreId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id, 'utf8') <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id) &&
    !/\p{Cs}/u.test(id)
  );
}

/** Strings a fuzzer would try as ids: any code units (lone surrogates too), and the known traps. */
const candidate = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('_', '.', '/', 'a', '\ud800', '\u0000', ' ', 'क'), maxLength: 12 }),
  fc.constantFrom('__x__', '__.__', '.', '..', '/', '%2F', 'a'.repeat(200), '🍯'.repeat(40)),
);

describe('ids that reach Firestore paths are always valid document ids', () => {
  it('DocIdSchema accepts only valid ids', () => {
    fc.assert(
      fc.property(candidate, (s) => {
        const parsed = DocIdSchema.safeParse(s);
        if (parsed.success) expect(isValidFirestoreId(parsed.data), JSON.stringify(s)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    for (const reserved of ['__x__', '__name__', '.', '..', 'a/b', ''])
      expect(DocIdSchema.safeParse(reserved).success).toBe(false);
  });

  it('a cart line id is valid for every unit UnitSchema accepts (and every product id)', () => {
    fc.assert(
      fc.property(candidate, fc.integer({ min: 1, max: 999_999 }), (s, productId) => {
        const parsed = UnitSchema.safeParse(s);
        if (parsed.success)
          expect(isValidFirestoreId(cartLineId(productId, parsed.data)), JSON.stringify(s)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(UnitSchema.safeParse('500g\ud800').success).toBe(false);
    expect(UnitSchema.safeParse('500g\u0000').success).toBe(false);
    expect(cartLineId(1, '1/2 kg')).toBe('1__1%2F2%20kg');
  });

  it('a blog slug BlogSlugSchema accepts is a valid id (it keys blogSlugs)', () => {
    fc.assert(
      fc.property(candidate, (s) => {
        const parsed = BlogSlugSchema.safeParse(s);
        if (parsed.success && parsed.data)
          expect(isValidFirestoreId(parsed.data), JSON.stringify(s)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(BlogSlugSchema.parse('गुळाचा-हंगाम'.normalize('NFD'))).toBe('गुळाचा-हंगाम'.normalize('NFC'));
  });
});
