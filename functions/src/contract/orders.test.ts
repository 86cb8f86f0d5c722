import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderName } from './orders.js';

describe('orderName', () => {
  it('names an order by its KO number', () => {
    expect(orderName({ id: 'WaKpIj2uBdiPhljFcR0n', number: formatOrderNumber(42) })).toBe('KO-1042');
  });
  it('names an order from before numbers by # and the first 8 characters of its id', () => {
    expect(orderName({ id: 'WaKpIj2uBdiPhljFcR0n' })).toBe('#WaKpIj2u');
    expect(orderName({ id: 'WaKpIj2uBdiPhljFcR0n', number: undefined })).toBe('#WaKpIj2u');
  });
});
