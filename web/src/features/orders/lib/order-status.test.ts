import { describe, expect, it } from 'vitest';
import { statusName, statusTone } from './order-status';

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
  it('names each status in the page’s words, and one it does not know as the API sent it', () => {
    expect(['Pending', 'Shipped', 'Delivered', 'Cancelled', 'Packed', 'toString'].map(statusName)).toEqual([
      'Pending',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Packed',
      'toString',
    ]);
  });
});
