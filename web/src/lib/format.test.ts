import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInr, shortOrderId } from './format';

describe('formatInr', () => {
  it('uses the rupee sign, Indian digit grouping and two decimals', () => {
    expect(formatInr(200)).toBe('₹200.00');
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatInr(0)).toBe('₹0.00');
  });
});

describe('formatDate', () => {
  it('shows day, short month and year in en-GB, in Indian time', () => {
    expect(formatDate('2025-01-18T07:30:00.000Z')).toBe('18 Jan 2025');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2025-03-08T20:00:00.000Z')).toBe('9 Mar 2025');
  });

  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('order numbers and times', () => {
  it('shows the first 8 characters of an order id', () => {
    expect(shortOrderId('WaKpIj2uBdiPhljFcR0n')).toBe('WaKpIj2u');
  });
  it('shows when an order moved in Indian time, and nothing for a broken date', () => {
    expect(formatDateTime('2025-01-18T09:35:00.000Z')).toMatch(/^18 Jan 2025, 3:05\s?pm$/i);
    expect(formatDateTime('not a date')).toBe('');
  });
});
