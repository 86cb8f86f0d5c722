import { describe, expect, it } from 'vitest';
import { CartRemoveSchema, CartWriteSchema } from './cart.js';
import { chosenUnit } from './common.js';
import { DirectOrderItemSchema } from './orders.js';

describe('chosenUnit: one precedence for every body that names a variant', () => {
  it('reads each shape the screens send (product.md §7)', () => {
    expect(chosenUnit({ selectedVariant: { unit: '500g' }, unit: '500g' })).toBe('500g');
    expect(chosenUnit({ variantDetails: { unit: '300g' }, unit: '300g' })).toBe('300g');
    expect(chosenUnit({ variant: { unit: '300g' } })).toBe('300g');
    expect(chosenUnit({ unit: '1ltr' })).toBe('1ltr');
    expect(chosenUnit(undefined)).toBeUndefined();
  });

  it('prefers the variant object to the flat unit, and skips blanks', () => {
    expect(chosenUnit({ selectedVariant: { unit: '500g' }, variantDetails: { unit: '300g' } })).toBe('500g');
    expect(chosenUnit({ variant: { unit: '300g' }, unit: '500g' })).toBe('300g');
    expect(chosenUnit({ selectedVariant: { unit: '' }, unit: '500g' })).toBe('500g');
  });

  it('is the rule of the cart write, the cart removal and the direct order alike', () => {
    const body = { productId: 1, quantity: 1, variantDetails: { unit: '300g' }, unit: '500g' };
    expect(CartWriteSchema.parse(body)).toMatchObject({ unit: '300g', mode: 'set' });
    expect(CartRemoveSchema.parse({ variantDetails: { unit: '300g' }, unit: '500g' })).toBe('300g');
    expect(
      DirectOrderItemSchema.parse({
        productId: 1,
        quantity: 1,
        selectedVariant: { unit: '300g' },
        unit: '500g',
      }),
    ).toMatchObject({ unit: '300g' });
  });

  it('asks for an option when none is named', () => {
    for (const schema of [CartWriteSchema, DirectOrderItemSchema]) {
      const result = schema.safeParse({ productId: 1, quantity: 1, unit: ' ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ message: 'cart.noVariant', path: ['selectedVariant'] }),
      ]);
    }
  });
});
