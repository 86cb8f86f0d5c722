import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@contract/settings';
import { get, putSettings, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * Every save of the shop's settings is in the audit log (functions/src/audit), written in the
 * same transaction as the save: the admin's uid and, for each changed field (its dotted path),
 * the value before and after. One changed UPI id redirects every unpaid order's payment, so the
 * owner must be able to see who changed it, when, and from what.
 */
let owner: TestUser;

beforeAll(async () => {
  await startApi();
  owner = await makeAdmin(await createUser());
});
afterAll(stopApi);
beforeEach(resetDatabase);

const save = (settings: unknown, token = owner.idToken) => putSettings(settings, token);
const auditEntries = async () => (await get('/admin/audit', { token: owner.idToken })).body.entries;

describe('a settings save in the audit log', () => {
  it('records who changed which fields, from what to what, read back through GET /admin/audit', async () => {
    const saved = await save({
      ...DEFAULT_SHOP_SETTINGS,
      upi: { id: 'karadfarm@oksbi', payeeName: 'Karad Organic Farm' },
      cod: { ...DEFAULT_SHOP_SETTINGS.cod, maxTotal: 1500 },
      claimExpiryHours: 48,
    });
    expect(saved.status).toBe(200);
    const [entry, ...older] = await auditEntries();
    expect(older).toEqual([]);
    expect(entry).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      by: owner.uid,
      action: 'settings.update',
      target: 'settings/shop',
      before: { claimExpiryHours: 72, 'cod.maxTotal': 2000, 'upi.id': '', 'upi.payeeName': '' },
      after: {
        claimExpiryHours: 48,
        'cod.maxTotal': 1500,
        'upi.id': 'karadfarm@oksbi',
        'upi.payeeName': 'Karad Organic Farm',
      },
    });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);

    // The next save is measured from what the first one stored: only the UPI id changed.
    const current = (await get('/admin/settings', { token: owner.idToken })).body;
    expect((await save({ ...current, upi: { ...current.upi, id: 'karad.organic@okhdfc' } })).status).toBe(
      200,
    );
    const [latest] = await auditEntries();
    expect(latest).toMatchObject({
      by: owner.uid,
      before: { 'upi.id': 'karadfarm@oksbi' },
      after: { 'upi.id': 'karad.organic@okhdfc' },
    });
  });

  it('records a save that changed nothing as such, and a field a hand edit had broken', async () => {
    await adminDb().collection('settings').doc('shop').update({ firstOrderDiscountPercent: '15%' });
    expect((await save(DEFAULT_SHOP_SETTINGS)).status).toBe(200);
    expect((await auditEntries())[0]).toMatchObject({
      before: { firstOrderDiscountPercent: '15%' },
      after: { firstOrderDiscountPercent: 15 },
    });
    expect((await save(DEFAULT_SHOP_SETTINGS)).status).toBe(200);
    expect((await auditEntries())[0]).toMatchObject({ action: 'settings.update', before: {}, after: {} });
  });

  it('writes no entry for a save that is refused (400, or not the owner)', async () => {
    expect(
      (await save({ ...DEFAULT_SHOP_SETTINGS, upi: { id: 'sample@upi', payeeName: 'x y' } })).status,
    ).toBe(400);
    const shopper = await createUser();
    expect((await save(DEFAULT_SHOP_SETTINGS, shopper.idToken)).status).toBe(403);
    expect((await adminDb().collection('auditLog').get()).size).toBe(0);
  });
});
