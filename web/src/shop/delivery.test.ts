import { describe, expect, it } from 'vitest';
import { deliverySentence, isPincode } from './delivery';

describe('the pincode check', () => {
  it('says what delivery costs in the words of the shop', () => {
    expect(
      deliverySentence({ pincode: '415110', deliverable: true, area: 'karad', fee: 40, freeOver: 999 }),
    ).toBe('Delivers to 415110, Karad: free over ₹999.00');
    expect(
      deliverySentence({ pincode: '411001', deliverable: true, area: 'india', fee: 120, freeOver: null }),
    ).toBe('We deliver to 411001 for ₹120.00');
    expect(
      deliverySentence({ pincode: '411001', deliverable: false, area: 'india', fee: null, freeOver: null }),
    ).toBe('Sorry, we do not deliver to 411001 yet.');
  });

  it('accepts only six digits not starting with 0', () => {
    expect(isPincode('415110')).toBe(true);
    expect(isPincode('015110')).toBe(false);
    expect(isPincode('41511')).toBe(false);
    expect(isPincode('41511a')).toBe(false);
  });
});
