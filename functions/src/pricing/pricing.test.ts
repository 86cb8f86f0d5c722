import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../contract/settings.js';
import { parseStoredSettings } from '../settings/settings.service.js';
import { msg } from '../contract/api-message.js';
import { deliveryFor, isFirstOrder, pincodeOf, priceBreakdown, upiFor } from './pricing.js';

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['415110', '415124'] },
};
const karad = (lineTotals: number[], firstOrder = false, s = settings) =>
  priceBreakdown({ lineTotals, pincode: '415110', firstOrder, settings: s });

describe('delivery in Karad', () => {
  it('is free when the subtotal is exactly the threshold', () => {
    expect(karad([999])).toEqual({
      subtotal: 999,
      discount: 0,
      shipping: 0,
      total: 999,
      deliverable: true,
      // Amounts travel as numbers: each language formats them (api-text*.ts).
      notes: [msg('pricing.freeInKarad', { over: 999 })],
    });
  });

  it('costs the Karad fee a paisa below it, and says how much more makes it free', () => {
    const price = karad([500, 498.99]);
    expect(price).toMatchObject({ subtotal: 998.99, shipping: 40, total: 1038.99 });
    expect(price.notes).toContainEqual(msg('pricing.addForFreeDelivery', { more: 0.01 }));
  });

  it('measures the threshold after the first-order discount', () => {
    // 1100 − 15% = 935: below 999, so the Karad fee applies.
    expect(karad([1100], true)).toMatchObject({ subtotal: 1100, discount: 165, shipping: 40, total: 975 });
    // 1176 − 15% = 999.60: free.
    expect(karad([1176], true)).toMatchObject({ discount: 176.4, shipping: 0, total: 999.6 });
  });

  it('knows every listed PIN code', () => {
    expect(deliveryFor('415124', settings)).toEqual({
      pincode: '415124',
      deliverable: true,
      area: 'karad',
      fee: 40,
      freeOver: 999,
      etaDays: settings.etaDays.karad,
    });
  });
});

describe('delivery elsewhere in India', () => {
  it('costs the India fee whatever the subtotal', () => {
    const price = priceBreakdown({ lineTotals: [5000], pincode: '411001', firstOrder: false, settings });
    expect(price).toEqual({
      subtotal: 5000,
      discount: 0,
      shipping: 120,
      total: 5120,
      deliverable: true,
      notes: [msg('pricing.deliveryOutsideKarad', { fee: 120 })],
    });
    expect(deliveryFor('411001', settings)).toEqual({
      pincode: '411001',
      deliverable: true,
      area: 'india',
      fee: 120,
      freeOver: null,
      etaDays: settings.etaDays.india,
    });
  });

  it('is not possible when the farm does not ship outside Karad', () => {
    const closed = { ...settings, delivery: { ...settings.delivery, shipsOutsideKarad: false } };
    const price = priceBreakdown({
      lineTotals: [300],
      pincode: '411001',
      firstOrder: true,
      settings: closed,
    });
    expect(price).toMatchObject({ deliverable: false, shipping: 0, discount: 45, total: 255 });
    expect(price.notes).toContainEqual(msg('pricing.notDeliverable', { pincode: '411001' }));
    expect(deliveryFor('411001', closed)).toMatchObject({ deliverable: false, fee: null, freeOver: null });
    // Karad still is.
    expect(deliveryFor('415110', closed).deliverable).toBe(true);
  });
});

describe('the first-order discount', () => {
  it('takes the percentage off the subtotal, rounded to the paisa', () => {
    // 15% of 333.33 is 49.9995: 50.00, and the total is exact to the paisa.
    const price = karad([333.33], true);
    expect(price).toMatchObject({ subtotal: 333.33, discount: 50, shipping: 40, total: 323.33 });
    expect(price.notes[0]).toEqual(msg('pricing.firstOrderDiscount', { percent: 15 }));
    // Float dust in the sum never reaches the figures: 0.1 + 0.2.
    expect(karad([0.1, 0.2], true)).toMatchObject({ subtotal: 0.3, discount: 0.05, total: 40.25 });
  });

  it('is not given on a later order', () => {
    expect(karad([500], false)).toMatchObject({ discount: 0, total: 540 });
  });

  it('is given when every earlier order was Cancelled, and only then', () => {
    expect(isFirstOrder([])).toBe(true);
    expect(isFirstOrder(['Cancelled', 'Cancelled'])).toBe(true);
    expect(isFirstOrder(['Cancelled', 'Pending'])).toBe(false);
    expect(isFirstOrder(['Delivered'])).toBe(false);
  });

  it('is nothing when the owner sets it to 0%', () => {
    const none = { ...settings, firstOrderDiscountPercent: 0 };
    expect(karad([500], true, none)).toMatchObject({ discount: 0, total: 540 });
    expect(karad([500], true, none).notes.map((note) => note.code)).not.toContain(
      'pricing.firstOrderDiscount',
    );
  });
});

describe('with unreadable settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prices with safe values: the starting delivery fees, and no discount nobody set', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = parseStoredSettings({ delivery: { karadFee: 'forty' } });
    expect(fallback.delivery).toEqual(DEFAULT_SHOP_SETTINGS.delivery);
    expect(fallback.firstOrderDiscountPercent).toBe(0);
    expect(
      priceBreakdown({ lineTotals: [200], pincode: '415110', firstOrder: true, settings: fallback }),
    ).toEqual({
      subtotal: 200,
      discount: 0,
      shipping: 40,
      total: 240,
      deliverable: true,
      notes: expect.any(Array),
    });
  });
});

describe('postal codes', () => {
  it('reads spaced PIN codes and refuses anything that is not one', () => {
    expect(pincodeOf(' 415 110 ')).toBe('415110');
    expect(deliveryFor(pincodeOf('415-110'), settings).area).toBe('karad');
    expect(deliveryFor('SW1A 1AA', settings).deliverable).toBe(false);
    expect(deliveryFor('015110', settings).deliverable).toBe(false);
  });
});

describe('paying by UPI', () => {
  it('is offered only while the farm’s UPI id can be paid to, and says why not', () => {
    const farm = { ...settings, upi: { id: 'karadfarm@oksbi', payeeName: 'Karad Organic Farm' } };
    expect(upiFor(farm)).toEqual({ allowed: true, note: null });
    const off = { allowed: false, note: msg('payment.upiOff') };
    expect(upiFor(DEFAULT_SHOP_SETTINGS)).toEqual(off);
    expect(upiFor({ ...settings, upi: { id: 'sample@upi', payeeName: 'Karad Organic' } })).toEqual(off);
  });
});
