import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../contract/settings.js';
import { parseStoredSettings } from './settings.service.js';

describe('parseStoredSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the defaults when nothing is stored', () => {
    expect(parseStoredSettings(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('uses a valid stored document as it is', () => {
    const stored = { ...DEFAULT_SHOP_SETTINGS, firstOrderDiscountPercent: 10 };
    expect(parseStoredSettings(stored).firstOrderDiscountPercent).toBe(10);
  });

  it('falls back to the defaults, and says so in the log, when the document is broken', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...DEFAULT_SHOP_SETTINGS, delivery: { karadPincodes: 'all of Karad' } };
    expect(parseStoredSettings(broken)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('settings/shop'),
      expect.stringContaining('delivery'),
    );
  });
});
