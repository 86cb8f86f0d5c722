import { describe, expect, it } from 'vitest';
import { seedOptionsFor } from './load.js';

describe('seedOptionsFor', () => {
  it('gives the emulators the sample stories and the demo payment', () => {
    expect(seedOptionsFor({ real: false, projectId: 'demo-karad-organic' })).toEqual({
      samples: true,
      demoPayment: true,
    });
  });

  it('never gives a real project either, even one named demo- by mistake', () => {
    expect(seedOptionsFor({ real: true, projectId: 'karad-organic-shop' })).toEqual({
      samples: false,
      demoPayment: false,
    });
    expect(seedOptionsFor({ real: true, projectId: 'demo-karad-organic' })).toEqual({
      samples: false,
      demoPayment: false,
    });
  });
});
