import { describe, expect, it } from 'vitest';
import { statusTone } from './order-status';

describe('order status display', () => {
  it('colours the list: Delivered green, Shipped blue, Pending yellow, Cancelled red, others grey', () => {
    expect(
      ['Delivered', 'Shipped', 'Pending', 'Cancelled', 'Packed'].map((s) => statusTone(s, 'list')),
    ).toEqual(['green', 'blue', 'yellow', 'red', 'grey']);
  });
  it('colours only Delivered and Pending on the detail page', () => {
    expect(['Delivered', 'Shipped', 'Pending', 'Cancelled'].map((s) => statusTone(s, 'detail'))).toEqual([
      'green',
      'grey',
      'yellow',
      'grey',
    ]);
  });
});
