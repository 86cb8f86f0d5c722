import { describe, expect, it } from 'vitest';
import { lookupPincode } from './pincode-directory';

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
