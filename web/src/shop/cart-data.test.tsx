// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CartItem } from '@contract/cart';
import { dataOf, useSettled } from '@/platform/route-data';
import { cartQuantity, useCartChanged, useCartData, useCartDataOf } from './cart-data';

afterEach(cleanup);

const line = (quantity: number) => ({ quantity }) as CartItem;

/** What the navbar does: read the cart's data once she is known, count it; a write reads it again. */
function Badge({ uid }: { uid: string | null }) {
  useCartDataOf(uid);
  const cart = dataOf(useSettled(useCartData()?.cart));
  const changed = useCartChanged();
  return (
    <button type="button" onClick={changed}>
      {cart ? cartQuantity(cart) : 'none'}
    </button>
  );
}

function renderAt(basename: string | undefined, uid: string | null, carts: CartItem[][]) {
  const reads: string[] = [];
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => <Badge uid={uid} /> },
      {
        // The cart route's loader, as app/loaders.ts has it (the offer left out here).
        path: '/cart',
        loader: ({ request }) => {
          reads.push(new URL(request.url).pathname);
          return { cart: Promise.resolve({ ok: true, data: carts.shift() ?? [] }), offer: { ok: false } };
        },
      },
    ],
    { initialEntries: [`${basename ?? ''}/`], basename },
  );
  render(<RouterProvider router={router} />);
  return reads;
}

describe('the cart’s data for the whole app (the navbar’s badge, the offer)', () => {
  it.each([undefined, '/mr'])(
    'is the cart route’s, read once she is known, and again after a write (%s)',
    async (basename) => {
      const reads = renderAt(basename, 'u1', [[line(2), line(1)], [line(4)]]);
      expect((await screen.findByRole('button', { name: '3' })).textContent).toBe('3');
      expect(reads).toEqual([`${basename ?? ''}/cart`]);
      await act(async () => screen.getByRole('button').click());
      expect((await screen.findByRole('button', { name: '4' })).textContent).toBe('4');
      expect(reads).toHaveLength(2);
    },
  );

  it('is not read for a visitor', async () => {
    const reads = renderAt(undefined, null, [[line(1)]]);
    expect((await screen.findByRole('button')).textContent).toBe('none');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual([]);
  });
});
