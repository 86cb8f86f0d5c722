import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, resetDatabase, stack } from '../support/emulators.js';

beforeAll(async () => {
  await resetDatabase();
});

describe('the function in the test stack', () => {
  it('answers from Firestore as it is now, not from a catalogue cached by an earlier test file', async () => {
    const stockOf1 = async () =>
      (
        (await (await fetch(`${stack().hostingUrl}/api/products/1`)).json()) as {
          variants: { stock: number }[];
        }
      ).variants[0]!.stock;
    expect(await stockOf1()).toBe(50);
    await adminDb()
      .collection('products')
      .doc('1')
      .update({
        variants: [
          { unit: '500g', price: 200, stock: 7 },
          { unit: '300g', price: 150, stock: 20 },
        ],
      });
    expect(await stockOf1()).toBe(7);
  });
});
