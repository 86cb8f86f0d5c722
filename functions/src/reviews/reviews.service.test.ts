import { describe, expect, it } from 'vitest';
import { summarise } from './reviews.service.js';

describe('summarise', () => {
  it('gives each product its average to one decimal, its count and its star breakdown', () => {
    expect(
      summarise([
        { productId: 1, rating: 5 },
        { productId: 1, rating: 4 },
        { productId: 1, rating: 4 },
        { productId: 2, rating: 1 },
      ]),
    ).toEqual({
      '1': { average: 4.3, count: 3, stars: [0, 0, 0, 2, 1] },
      '2': { average: 1, count: 1, stars: [1, 0, 0, 0, 0] },
    });
  });

  it('skips what the API never writes (ratings outside 1–5, broken product ids)', () => {
    expect(
      summarise([
        { productId: 1, rating: 0 },
        { productId: 1, rating: 6 },
        { productId: 1, rating: 4.5 },
        { productId: Number.NaN, rating: 5 },
      ]),
    ).toEqual({});
  });
});
