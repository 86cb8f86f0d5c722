import { describe, expect, it } from 'vitest';
import { findPincode, lookupPincode } from './pincode-directory';

describe('lookupPincode', () => {
  it.each([
    ['415110', { city: 'Karad', state: 'Maharashtra' }],
    ['415124', { city: 'Karad', state: 'Maharashtra' }],
    ['411001', { city: 'Pune City', state: 'Maharashtra' }],
    ['400001', { city: 'Mumbai', state: 'Maharashtra' }],
    ['560001', { city: 'Bangalore North', state: 'Karnataka' }],
    ['194101', { city: 'Leh', state: 'Ladakh' }],
  ])('finds %s', async (pin, place) => {
    expect(await lookupPincode(pin)).toEqual(place);
  });

  it('names states as India does today (Pondicherry is Puducherry)', async () => {
    expect((await lookupPincode('605001'))?.state).toBe('Puducherry');
  });

  it.each(['015110', '41511', 'abc123', '999999'])('finds nothing for %s', async (pin) => {
    expect(await lookupPincode(pin)).toBeUndefined();
  });
});

describe('findPincode', () => {
  it('names the place of a listed PIN code', async () => {
    expect(await findPincode('411001')).toEqual({
      kind: 'listed',
      place: { city: 'Pune City', state: 'Maharashtra' },
    });
  });

  it('leaves unnamed a PIN code of a real postal district that the directory does not list', async () => {
    // 4110xx is Pune's district; 411099 was never listed (the owner may still deliver there).
    expect(await lookupPincode('411099')).toBeUndefined();
    expect(await findPincode('411099')).toEqual({ kind: 'unlisted' });
  });

  it.each([
    ['999999', 'no region 99 (the army’s post, not an address)'],
    ['290001', 'no region 29'],
    ['419999', 'no district 419 in region 41'],
    ['015110', 'a PIN code never starts with 0'],
    ['41511', 'five digits'],
  ])('says %s is not a PIN code: %s', async (pin) => {
    expect(await findPincode(pin)).toEqual({ kind: 'not-a-pincode' });
  });
});
