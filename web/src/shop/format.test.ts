import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInr } from './format';

describe('formatInr', () => {
  it('uses the rupee sign, Indian digit grouping and two decimals', () => {
    expect(formatInr(200)).toBe('₹200.00');
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('writes every amount exactly as Intl.NumberFormat en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const amounts = [
      0,
      0.005,
      0.01,
      0.994,
      0.995,
      1,
      2.675,
      5,
      9.999,
      12.345,
      99.5,
      999,
      999.995,
      1000,
      1234.5,
      12345.5,
      99999.99,
      100000,
      123456,
      1234567.891,
      9999999.999,
      1e9,
      123456789012.34,
      -50,
      -1234.5,
      -0.005,
      1e-7,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    // And a spread of prices and totals with paise, as a cart makes them.
    for (let i = 0; i < 500; i++) amounts.push(Math.round(i * 7919.37) / 100, (i * 104729) / 1000);
    for (const amount of amounts) expect(formatInr(amount), String(amount)).toBe(intl.format(amount));
  });

  it('shows no minus sign on an amount that rounds to nothing (Intl writes -₹0.00)', () => {
    expect(formatInr(-0)).toBe('₹0.00');
    expect(formatInr(-0.004)).toBe('₹0.00');
  });
});

describe('formatDate', () => {
  it('writes en-GB dates exactly as Intl does, in Indian time, across months and midnights', () => {
    // Two formats made once: making one per date (6,400 of them) took over 5 s on a busy machine.
    const intl = (month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' });
    const [short, long] = [intl('short'), intl('long')];
    for (let day = 0; day < 800; day += 1) {
      for (const hour of [0, 18, 18.5, 23]) {
        const iso = new Date(Date.UTC(2024, 0, 1 + day) + hour * 3_600_000).toISOString();
        expect(formatDate(iso), iso).toBe(short.format(new Date(iso)));
        expect(formatDate(iso, 'en-GB', 'long'), iso).toBe(long.format(new Date(iso)));
      }
    }
  });

  it('shows day, short month and year in en-GB, in Indian time', () => {
    expect(formatDate('2025-01-18T07:30:00.000Z')).toBe('18 Jan 2025');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-03-08T20:00:00.000Z')).toBe('9 Mar 2025');
  });

  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('order times', () => {
  it('shows when an order moved in Indian time, and nothing for a broken date', () => {
    expect(formatDateTime('2025-01-18T09:35:00.000Z')).toMatch(/^18 Jan 2025, 3:05\s?pm$/i);
    expect(formatDateTime('not a date')).toBe('');
  });
});
