import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../functions/src/contract/india.js';
import { buildDirectory, stateOf, type DirectoryRow } from './pincode-directory.js';

const row = (pincode: string, office: string, district: string, state: string, city = 'X'): DirectoryRow => ({
  pincode,
  office,
  district,
  state,
  city,
});

describe('the PIN code directory generator', () => {
  it('names states and union territories as India does today', () => {
    expect(stateOf(row('194101', 'Leh H.O', 'Leh', 'JAMMU & KASHMIR', 'LEH'))).toBe('Ladakh');
    expect(stateOf(row('190001', 'Srinagar G.P.O.', 'Srinagar', 'JAMMU & KASHMIR', 'SRINAGAR'))).toBe(
      'Jammu and Kashmir',
    );
    expect(stateOf(row('396210', 'Daman S.O', 'Daman', 'DAMAN & DIU'))).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(stateOf(row('415110', 'Karad H.O', 'Karad', 'MAHARASHTRA'))).toBe('Maharashtra');
    expect(() => stateOf(row('415110', 'Karad H.O', 'Karad', 'BOMBAY STATE'))).toThrow(/Unknown state/);
  });

  it('groups PINs by their first two digits, shares places, and prefers the head office', () => {
    const directory = buildDirectory([
      row('415110', 'Karad H.O', 'Karad', 'MAHARASHTRA'),
      row('415124', 'Vidyanagar Karad S.O', 'Karad', 'MAHARASHTRA'),
      row('411001', 'Camp S.O', 'Haveli', 'MAHARASHTRA'),
      row('411001', 'Pune H.O', 'Pune City', 'MAHARASHTRA'),
      row('011001', 'Broken S.O', 'Nowhere', 'DELHI'),
    ]);
    const maharashtra = INDIAN_STATES.indexOf('Maharashtra');
    expect([...directory.keys()]).toEqual(['41']);
    expect(directory.get('41')).toEqual({
      places: [
        ['Pune City', maharashtra],
        ['Karad', maharashtra],
      ],
      pins: { '1001': 0, '5110': 1, '5124': 1 },
    });
  });
});
