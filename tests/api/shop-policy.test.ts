import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../functions/src/contract/settings.js';
import { get, startApi, stopApi } from '../support/api.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(resetDatabase);

describe('GET /shop/policy', () => {
  it('states what the shop applies, publicly and cacheably, without the owner’s own fields', async () => {
    await adminDb()
      .collection('settings')
      .doc('shop')
      .set({
        ...DEFAULT_SHOP_SETTINGS,
        delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['415110', '415124'], karadFee: 50 },
        notificationEmail: 'owner@karadorganic.example',
      });
    const answer = await get('/shop/policy');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    expect(answer.body).toEqual({
      delivery: {
        karadPincodes: ['415110', '415124'],
        freeShippingOver: 999,
        karadFee: 50,
        shipsOutsideKarad: true,
        indiaFee: 120,
      },
      etaDays: DEFAULT_SHOP_SETTINGS.etaDays,
      firstOrderDiscountPercent: 15,
      staleOrderHours: 72,
      cod: DEFAULT_SHOP_SETTINGS.cod,
    });
    expect(JSON.stringify(answer.body)).not.toContain('owner@');
  });

  it('falls back to the defaults when the stored settings are broken', async () => {
    await adminDb().collection('settings').doc('shop').set({ delivery: 'everywhere' });
    expect((await get('/shop/policy')).body.delivery.karadPincodes).toEqual(['415110']);
  });
});
