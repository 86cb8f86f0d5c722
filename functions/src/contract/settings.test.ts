import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, ShopSettingsSchema } from './settings.js';

describe('ShopSettingsSchema', () => {
  it('accepts the defaults the seed writes', () => {
    expect(ShopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it.each([
    [
      'a PIN code starting with 0',
      { delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['015110'] } },
    ],
    ['no PIN code at all', { delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: [] } }],
    ['a fee below zero', { delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadFee: -1 } }],
    ['a fee in fractions of a paisa', { delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, indiaFee: 10.005 } }],
    ['a discount above 90 %', { firstOrderDiscountPercent: 95 }],
    ['a stale age of 0 hours', { staleOrderHours: 0 }],
    ['a UPI id without @', { upi: { id: 'karadorganic', payeeName: 'Karad Organic' } }],
    ['a malformed e-mail', { notificationEmail: 'owner@' }],
  ])('refuses %s', (_name, change) => {
    expect(ShopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...change }).success).toBe(false);
  });

  it('keeps each PIN code once', () => {
    const parsed = ShopSettingsSchema.parse({
      ...DEFAULT_SHOP_SETTINGS,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['415110', ' 415110', '415124'] },
    });
    expect(parsed.delivery.karadPincodes).toEqual(['415110', '415124']);
  });
});
