import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_SETTINGS,
  isSamplePayeeName,
  isSampleUpiId,
  payableUpi,
  ShopSettingsSchema,
  upiProblem,
} from './settings.js';

const FARM_UPI = { id: 'karadfarm@oksbi', payeeName: 'Karad Organic Farm' };

describe('ShopSettingsSchema', () => {
  it('accepts the defaults the seed writes', () => {
    expect(ShopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('starts a new shop with no payment detail: the UPI id is not set', () => {
    expect(DEFAULT_SHOP_SETTINGS.upi).toEqual({ id: '', payeeName: '' });
    expect(payableUpi(DEFAULT_SHOP_SETTINGS.upi)).toBeNull();
    expect(JSON.stringify(DEFAULT_SHOP_SETTINGS)).not.toMatch(/sample|@upi/i);
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
    ['a claim expiry under a day', { claimExpiryHours: 12 }],
    ['a claim expiry over 30 days', { claimExpiryHours: 721 }],
    ['a claim expiry in fractions of an hour', { claimExpiryHours: 36.5 }],
    ['a UPI id without @', { upi: { id: 'karadorganic', payeeName: 'Karad Organic' } }],
    ['the sample UPI id', { upi: { id: 'sample@upi', payeeName: 'Karad Organic' } }],
    ['a sample payee name', { upi: { id: 'karadfarm@oksbi', payeeName: 'Karad Organic (sample)' } }],
    ['a UPI id without its payee name', { upi: { id: 'karadfarm@oksbi', payeeName: '' } }],
    ['a payee name without its UPI id', { upi: { id: '', payeeName: 'Karad Organic' } }],
    ['no UPI group at all', { upi: undefined }],
    ['a malformed e-mail', { notificationEmail: 'owner@' }],
  ])('refuses %s', (_name, change) => {
    expect(ShopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...change }).success).toBe(false);
  });

  it('says why a sample UPI id is refused, on its own field', () => {
    const result = ShopSettingsSchema.safeParse({
      ...DEFAULT_SHOP_SETTINGS,
      upi: { id: 'sample@upi', payeeName: 'Karad Organic' },
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['upi', 'id'],
        message: 'settings.upiIdSample',
      }),
    ]);
  });

  it('keeps each PIN code once', () => {
    const parsed = ShopSettingsSchema.parse({
      ...DEFAULT_SHOP_SETTINGS,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['415110', ' 415110', '415124'] },
    });
    expect(parsed.delivery.karadPincodes).toEqual(['415110', '415124']);
  });
});

describe('payable UPI details', () => {
  it('are a well-formed UPI id and a payee name, trimmed', () => {
    expect(payableUpi(FARM_UPI)).toEqual(FARM_UPI);
    expect(payableUpi({ id: ' karad.organic@okhdfc ', payeeName: ' Karad Organic & Sons ' })).toEqual({
      id: 'karad.organic@okhdfc',
      payeeName: 'Karad Organic & Sons',
    });
    expect(upiProblem(FARM_UPI)).toBeNull();
  });

  it.each([
    ['not set', { id: '', payeeName: '' }, 'notSet'],
    ['missing', undefined, 'notSet'],
    ['the seed’s old sample', { id: 'sample@upi', payeeName: 'Karad Organic (sample)' }, 'sample'],
    ['a sample in a real-looking name', { id: 'karad.sample@oksbi', payeeName: 'Karad Organic' }, 'sample'],
    ['a sample payee name', { id: 'karadfarm@oksbi', payeeName: 'Test' }, 'sample'],
    ['not a UPI id', { id: 'karadfarm', payeeName: 'Karad Organic' }, 'invalid'],
    ['an id without a name', { id: 'karadfarm@oksbi', payeeName: '' }, 'invalid'],
    ['not an object', 'karadfarm@oksbi', 'invalid'],
    ['numbers', { id: 42, payeeName: 7 }, 'invalid'],
  ])('are not %s', (_name, upi, problem) => {
    expect(payableUpi(upi)).toBeNull();
    expect(upiProblem(upi)).toBe(problem);
  });

  it.each([
    'sample@upi',
    'SAMPLE@UPI',
    'sample123@ybl',
    'test.farm@okaxis',
    'demo@oksbi',
    'dummy_id@paytm',
    'karad-example@okhdfc',
    'placeholder@upi',
    'your.name@okicici',
    'yourname@upi',
    'farm@example',
    'farm@test',
  ])('takes %s for a sample UPI id', (id) => {
    expect(isSampleUpiId(id)).toBe(true);
  });

  it.each(['karadfarm@oksbi', 'karad.organic@okhdfc', 'contest@ybl', 'protestfarm@okaxis', '9822012345@upi'])(
    'takes %s for a real UPI id (a sample word must stand on its own)',
    (id) => {
      expect(isSampleUpiId(id)).toBe(false);
    },
  );

  it('takes payee names saying sample, example, test, demo, dummy or "your name" for samples', () => {
    for (const name of ['Karad Organic (sample)', 'Example Farm', 'TEST', 'Demo shop', 'Dummy', 'Your Name'])
      expect(isSamplePayeeName(name), name).toBe(true);
    for (const name of ['Karad Organic', 'Patil Farms', 'Shree Testament Dairy'])
      expect(isSamplePayeeName(name), name).toBe(false);
  });
});
