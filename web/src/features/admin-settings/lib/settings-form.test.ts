import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@/words/messages';
import { DEFAULT_SHOP_SETTINGS, ShopSettingsSchema } from '@contract/settings';
import { fieldErrors, formFromSettings, readNumber, settingsFromForm } from './settings-form';

describe('the Settings form', () => {
  it('gives back the settings it was filled from', () => {
    expect(settingsFromForm(formFromSettings(DEFAULT_SHOP_SETTINGS))).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('reads amounts as people type them, and anything else as not a number', () => {
    expect(readNumber(' ₹1,200.50 ')).toBe(1200.5);
    expect(readNumber('40')).toBe(40);
    for (const text of ['', '-5', '12a', '1e3', '.5']) expect(readNumber(text)).toBeNaN();
  });

  it('includes the PIN codes still in the box, comma separated', () => {
    const form = formFromSettings(DEFAULT_SHOP_SETTINGS);
    form.delivery.newPincodes = '415 124, 415001;';
    expect(settingsFromForm(form).delivery.karadPincodes).toEqual(['415110', '415 124', '415001']);
  });

  it('puts each of the schema’s problems on its field, a PIN code’s on the list', () => {
    const form = formFromSettings(DEFAULT_SHOP_SETTINGS);
    // Two wrong codes among right ones: one problem for the list, naming both.
    form.delivery.newPincodes = '41512, 415539, 0415110';
    form.delivery.karadFee = '';
    form.cod.maxTotal = '10.005';
    form.staleOrderHours = '1.5';
    form.upi.id = 'nope';
    form.claimExpiryHours = '12';
    const checked = ShopSettingsSchema.safeParse(settingsFromForm(form));
    expect(checked.success).toBe(false);
    expect(fieldErrors(checked.error!)).toEqual({
      'delivery.karadPincodes': SETTINGS_MESSAGES.pincodesInvalid(['41512', '0415110']),
      'delivery.karadFee': 'Please enter an amount in rupees, with at most two decimals.',
      'cod.maxTotal': 'Please enter an amount in rupees, with at most two decimals.',
      staleOrderHours: 'Please enter a whole number of hours from 1 to 720.',
      claimExpiryHours: 'Please enter a whole number of hours from 24 to 720.',
      'upi.id': 'Please enter a UPI id such as karadorganic@oksbi.',
      // A UPI id needs its payee name (both, or neither: not set).
      'upi.payeeName': 'Please enter the payee name (2 to 50 characters).',
    });
  });
});
