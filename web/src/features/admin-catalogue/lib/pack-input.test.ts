import { describe, expect, it } from 'vitest';
import { LOW_STOCK } from '@contract/admin';
import { ADMIN_MESSAGES as M } from '@/words/messages';
import { parsePack, parsePrice, parseStock, priceText, stockLevel, stockText } from './pack-input';

describe('a pack’s price box', () => {
  it('reads rupees with up to two decimals, ₹ and commas allowed', () => {
    expect(parsePrice('250')).toEqual({ ok: true, value: 250 });
    expect(parsePrice(' 1,250.5 ')).toEqual({ ok: true, value: 1250.5 });
    expect(parsePrice('₹99.99')).toEqual({ ok: true, value: 99.99 });
  });
  it('reads an empty box as not priced yet', () => {
    expect(parsePrice('')).toEqual({ ok: true, value: null });
  });
  it('refuses 0, negatives, three decimals and words', () => {
    for (const text of ['0', '0.00', '-5', '1.234', 'abc', '1e3']) expect(parsePrice(text).ok).toBe(false);
  });
  it('shows a price with two decimals and null as empty', () => {
    expect(priceText(250)).toBe('250.00');
    expect(priceText(null)).toBe('');
  });
});

describe('a pack’s stock box', () => {
  it('reads whole numbers from 0, and - or empty as not counted', () => {
    expect(parseStock('0')).toEqual({ ok: true, value: 0 });
    expect(parseStock('12')).toEqual({ ok: true, value: 12 });
    expect(parseStock('-')).toEqual({ ok: true, value: '-' });
    expect(parseStock(' ')).toEqual({ ok: true, value: '-' });
  });
  it('refuses fractions and negatives', () => {
    for (const text of ['1.5', '-1', 'ten']) expect(parseStock(text).ok).toBe(false);
  });
  it('shows untracked stock (null or -) as -', () => {
    expect(stockText(null)).toBe('-');
    expect(stockText('-')).toBe('-');
    expect(stockText(7)).toBe('7');
  });
  it('flags counted stock at LOW_STOCK or below', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(LOW_STOCK)).toBe('low');
    expect(stockLevel(LOW_STOCK + 1)).toBe('ok');
    expect(stockLevel('-')).toBe('ok');
    expect(stockLevel(null)).toBe('ok');
  });
});

describe('a new pack’s three boxes', () => {
  it('reads them as the API takes a pack, or names the first box that is wrong', () => {
    expect(parsePack({ unit: '2 kg', price: '1,500', stock: '' })).toEqual({
      ok: true,
      value: { unit: '2 kg', price: 1500, stock: '-' },
    });
    expect(parsePack({ unit: '2 kg', price: '0', stock: 'x' })).toEqual({
      ok: false,
      message: M.priceInvalid,
    });
    expect(parsePack({ unit: '2 kg', price: '', stock: 'x' })).toEqual({
      ok: false,
      message: M.stockInvalid,
    });
  });
});
