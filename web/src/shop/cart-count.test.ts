import { describe, expect, it } from 'vitest';
import { cartCountStore, cartCountVersion, publishCart, publishCartRead, setCartCount } from './cart-count';

const line = (quantity: number) => ({ quantity });

describe('the navbar’s cart count', () => {
  it('is the sum of the quantities published', () => {
    publishCart([line(2), line(3)]);
    expect(cartCountStore.getSnapshot()).toBe(5);
    setCartCount(0);
    expect(cartCountStore.getSnapshot()).toBe(0);
  });

  it('keeps an Add to Cart made while an older read of the cart was on its way', () => {
    setCartCount(0);
    // The navbar asks for the cart at sign-in (empty then) …
    const since = cartCountVersion();
    // … the shopper adds a pack, answered first …
    publishCart([line(1)]);
    // … and the slow read lands afterwards: it must not put the badge back to 0.
    publishCartRead(since, []);
    expect(cartCountStore.getSnapshot()).toBe(1);
  });

  it('takes a read when nothing was published meanwhile', () => {
    setCartCount(0);
    const since = cartCountVersion();
    publishCartRead(since, [line(4)]);
    expect(cartCountStore.getSnapshot()).toBe(4);
  });
});
