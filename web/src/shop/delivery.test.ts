import { describe, expect, it } from 'vitest';
import { arrivalSentence, deliverySentence, expectedArrival, isPincode } from './delivery';

describe('the pincode check', () => {
  it('says what delivery costs in the words of the shop', () => {
    expect(
      deliverySentence({
        pincode: '415110',
        deliverable: true,
        area: 'karad',
        fee: 40,
        freeOver: 999,
        etaDays: { min: 1, max: 2 },
      }),
    ).toBe('Delivers to 415110, Karad: free over ₹999.00');
    expect(
      deliverySentence({
        pincode: '411001',
        deliverable: true,
        area: 'india',
        fee: 120,
        freeOver: null,
        etaDays: { min: 4, max: 8 },
      }),
    ).toBe('We deliver to 411001 for ₹120.00');
    expect(
      deliverySentence({
        pincode: '411001',
        deliverable: false,
        area: 'india',
        fee: null,
        freeOver: null,
        etaDays: null,
      }),
    ).toBe('Sorry, we do not deliver to 411001 yet.');
  });

  it('names the place when the check knows it, except Karad’s sentence, which names its town', () => {
    const pune = { pincode: '411001', area: 'india', freeOver: null, etaDays: { min: 4, max: 8 } } as const;
    const where = '411001 (Pune City, Maharashtra)';
    expect(deliverySentence({ ...pune, deliverable: true, fee: 120 }, where)).toBe(
      'We deliver to 411001 (Pune City, Maharashtra) for ₹120.00',
    );
    expect(deliverySentence({ ...pune, deliverable: false, fee: null, etaDays: null }, where)).toBe(
      'Sorry, we do not deliver to 411001 (Pune City, Maharashtra) yet.',
    );
    const karad = { pincode: '415110', deliverable: true, area: 'karad', fee: 40, freeOver: 999 } as const;
    expect(deliverySentence({ ...karad, etaDays: null }, '415110 (Karad, Maharashtra)')).toBe(
      'Delivers to 415110, Karad: free over ₹999.00',
    );
  });

  it('says when an order arrives, in days from the order', () => {
    expect(arrivalSentence({ min: 1, max: 2 })).toBe('Arrives 1–2 days after you order.');
    expect(arrivalSentence({ min: 3, max: 3 })).toBe('Arrives 3 days after you order.');
    expect(arrivalSentence({ min: 1, max: 1 })).toBe('Arrives 1 day after you order.');
    expect(arrivalSentence({ min: 0, max: 2 })).toBe('Arrives within 2 days of your order.');
    expect(arrivalSentence({ min: 0, max: 0 })).toBe('Arrives the same day you order.');
    expect(arrivalSentence(null)).toBeNull();
  });

  it('says when an order on its way should arrive, in Indian dates', () => {
    // 25 Nov 2026, 8 pm in India.
    const orderDate = '2026-11-25T14:30:00.000Z';
    const etaDays = { min: 1, max: 2 };
    expect(expectedArrival({ orderDate, status: 'Pending', etaDays })).toBe(
      'Expected to arrive between 26 Nov 2026 and 27 Nov 2026',
    );
    expect(expectedArrival({ orderDate, status: 'Shipped', etaDays: { min: 3, max: 3 } })).toBe(
      'Expected to arrive on 28 Nov 2026',
    );
    expect(expectedArrival({ orderDate, status: 'Delivered', etaDays })).toBeNull();
    expect(expectedArrival({ orderDate, status: 'Pending' })).toBeNull();
  });

  it('accepts only six digits not starting with 0', () => {
    expect(isPincode('415110')).toBe(true);
    expect(isPincode('015110')).toBe(false);
    expect(isPincode('41511')).toBe(false);
    expect(isPincode('41511a')).toBe(false);
  });
});
