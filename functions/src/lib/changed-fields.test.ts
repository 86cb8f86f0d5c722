import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.js';

describe('changedFields', () => {
  it('names the changed leaves by dotted path, with their values before and after', () => {
    const before = { upi: { id: '', payeeName: '' }, cod: { enabled: true, maxTotal: 2000 }, hours: 72 };
    const after = {
      upi: { id: 'karadfarm@oksbi', payeeName: 'Karad Farm' },
      cod: { enabled: true, maxTotal: 1500 },
      hours: 72,
    };
    expect(changedFields(before, after)).toEqual({
      before: { 'cod.maxTotal': 2000, 'upi.id': '', 'upi.payeeName': '' },
      after: { 'cod.maxTotal': 1500, 'upi.id': 'karadfarm@oksbi', 'upi.payeeName': 'Karad Farm' },
    });
  });

  it('compares a list as one value, and says nothing when nothing changed', () => {
    const before = { delivery: { karadPincodes: ['415110'] } };
    expect(changedFields(before, { delivery: { karadPincodes: ['415110', '415124'] } })).toEqual({
      before: { 'delivery.karadPincodes': ['415110'] },
      after: { 'delivery.karadPincodes': ['415110', '415124'] },
    });
    expect(changedFields(before, structuredClone(before))).toEqual({ before: {}, after: {} });
  });

  it('shows null for a field only one side has, and treats a missing document as empty', () => {
    expect(changedFields({ a: 1 }, { a: 1, claimExpiryHours: 72 })).toEqual({
      before: { claimExpiryHours: null },
      after: { claimExpiryHours: 72 },
    });
    expect(changedFields(undefined, { upi: { id: 'x@oksbi' } })).toEqual({
      before: { 'upi.id': null },
      after: { 'upi.id': 'x@oksbi' },
    });
    // A group stored as something else than an object (a hand edit) is replaced as a whole.
    expect(changedFields({ cod: 'yes' }, { cod: { enabled: false } })).toEqual({
      before: { cod: 'yes', 'cod.enabled': null },
      after: { cod: null, 'cod.enabled': false },
    });
  });
});
