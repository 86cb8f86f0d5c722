import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../contract/settings.js';
import { parseStoredSettings, readStoredSettings } from './settings.service.js';

const FARM_UPI = { id: 'karadfarm@oksbi', payeeName: 'Karad Organic Farm' };
const STORED: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  firstOrderDiscountPercent: 10,
  cod: { enabled: true, karadOnly: false, maxTotal: 3000 },
  upi: FARM_UPI,
  notificationEmail: 'orders@farm.in',
};

describe('parseStoredSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the defaults when nothing is stored: UPI not set, nothing broken', () => {
    expect(parseStoredSettings(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(readStoredSettings(undefined).status).toEqual({
      upi: { payable: false, problem: 'notSet' },
      brokenGroups: [],
    });
  });

  it('uses a valid stored document as it is', () => {
    expect(parseStoredSettings(STORED)).toEqual(STORED);
    expect(readStoredSettings(STORED).status).toEqual({
      upi: { payable: true, problem: null },
      brokenGroups: [],
    });
  });

  it('replaces only the broken group, and says so in the log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...STORED, delivery: { karadPincodes: 'all of Karad' } };
    const { settings, status } = readStoredSettings(broken);
    expect(settings).toEqual({ ...STORED, delivery: DEFAULT_SHOP_SETTINGS.delivery });
    expect(status.brokenGroups).toEqual(['delivery']);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('settings/shop'),
      expect.stringContaining('delivery.karadPincodes'),
    );
  });

  it('fails closed for money: a broken upi is "not set", a broken cod is off, never a default', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { settings, status } = readStoredSettings({
      ...STORED,
      upi: { id: 'karadfarm', payeeName: 'Karad Organic Farm' },
      cod: { enabled: 'yes' },
      firstOrderDiscountPercent: '15%',
      notificationEmail: 42,
    });
    expect(settings.upi).toEqual({ id: '', payeeName: '' });
    expect(settings.cod.enabled).toBe(false);
    expect(settings.firstOrderDiscountPercent).toBe(0);
    expect(settings.notificationEmail).toBe('');
    expect(settings.delivery).toEqual(STORED.delivery);
    expect(status).toEqual({
      upi: { payable: false, problem: 'invalid' },
      brokenGroups: ['firstOrderDiscountPercent', 'cod', 'upi', 'notificationEmail'],
    });
  });

  it('never applies a sample UPI id stored by an old seed: UPI is off and the reason is "sample"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { settings, status } = readStoredSettings({
      ...STORED,
      upi: { id: 'sample@upi', payeeName: 'Karad Organic (sample)' },
    });
    expect(settings.upi).toEqual({ id: '', payeeName: '' });
    expect(status.upi).toEqual({ payable: false, problem: 'sample' });
  });

  it('gives a group a stored document lacks its default, unless that default would offer money', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Saved before claimExpiryHours existed: the default, nothing broken, nothing logged.
    const { claimExpiryHours: _new, ...older } = STORED;
    expect(readStoredSettings(older).settings.claimExpiryHours).toBe(72);
    expect(readStoredSettings(older).status.brokenGroups).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    // Without cod, discount and upi: cash on delivery off and no discount (flagged), UPI not set.
    const { cod: _cod, firstOrderDiscountPercent: _discount, upi: _upi, ...trimmed } = STORED;
    const { settings, status } = readStoredSettings(trimmed);
    expect(settings.cod.enabled).toBe(false);
    expect(settings.firstOrderDiscountPercent).toBe(0);
    expect(settings.upi).toEqual({ id: '', payeeName: '' });
    expect(status).toEqual({
      upi: { payable: false, problem: 'notSet' },
      brokenGroups: ['firstOrderDiscountPercent', 'cod'],
    });
  });
});
