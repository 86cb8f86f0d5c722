import { describe, expect, it } from 'vitest';
import { parseAt } from './expire-orders.js';

describe('npm run expire-orders --at', () => {
  it('is now when not given', () => {
    const now = new Date('2026-11-20T05:00:00.000Z');
    expect(parseAt(undefined, now)).toBe(now);
  });

  it('reads ISO times, with a zone or in UTC', () => {
    expect(parseAt('2026-12-01T09:00:00+05:30').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(parseAt('2026-12-01T03:30:00Z').toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(parseAt('2026-12-01').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it.each(['tomorrow', '2026-13-01T00:00:00Z', '01/12/2026', '', '2026-12-01 09:00'])(
    'refuses %j with a message saying how to write it',
    (text) => {
      expect(() => parseAt(text)).toThrow(
        /--at .* is not an ISO time\. Use e\.g\. --at 2026-12-01T09:00:00\+05:30/,
      );
    },
  );
});
