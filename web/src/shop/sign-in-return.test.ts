// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  completeSignIn,
  readSignInReturn,
  routerPath,
  safeReturnPath,
  signInPath,
  takePendingAction,
} from './sign-in-return';

const KEY = 'karad:sign-in-return';
const addTulsi = {
  kind: 'add-to-cart',
  productId: 16,
  productName: 'Tulsi Honey',
  unit: '250 gm',
  quantity: 2,
};
const keep = (entry: object) => sessionStorage.setItem(KEY, JSON.stringify(entry));

beforeEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/product/16')).toBe('/product/16');
    expect(safeReturnPath('/shop?category=honey')).toBe('/shop?category=honey');
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'evil',
    '',
    '/a b',
    '/x\n//y',
    '/auth',
    '/auth?returnTo=%2F',
    42,
    null,
  ])('refuses %j', (raw) => expect(safeReturnPath(raw)).toBeNull());
});

describe('signInPath', () => {
  it('carries the page in returnTo, and nothing for home or a forged path', () => {
    expect(signInPath('/orders')).toBe('/auth?returnTo=%2Forders');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
  });
});

describe('the kept action', () => {
  it('says why from the action kept for that page, and from the page alone otherwise', () => {
    keep({ returnTo: '/product/16', action: addTulsi, savedAt: Date.now(), armed: false });
    expect(readSignInReturn('?returnTo=%2Fproduct%2F16')?.reason).toBe(
      'Sign in to add Tulsi Honey to your cart',
    );
    expect(readSignInReturn('?returnTo=%2Forders')?.reason).toBe('Sign in to see your orders');
    expect(readSignInReturn('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(readSignInReturn('')).toBeNull();
  });

  it('is taken once, on its page, only after sign-in armed it', () => {
    keep({ returnTo: '/product/16', action: addTulsi, savedAt: Date.now(), armed: false });
    expect(takePendingAction('/product/16', ['add-to-cart'])).toBeNull();
    expect(completeSignIn(readSignInReturn('?returnTo=%2Fproduct%2F16'))).toBe('/product/16');
    expect(takePendingAction('/product/19', ['add-to-cart'])).toBeNull();
    expect(takePendingAction('/product/16', ['add-review'])).toBeNull();
    expect(takePendingAction('/product/16', ['add-to-cart'])).toEqual(addTulsi);
    expect(takePendingAction('/product/16', ['add-to-cart'])).toBeNull();
  });

  it('is dropped by a plain sign-in, which goes to /', () => {
    keep({ returnTo: '/product/16', action: addTulsi, savedAt: Date.now(), armed: false });
    expect(completeSignIn(null)).toBe('/');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['an old entry', { savedAt: Date.now() - 60 * 60 * 1000 }],
    ['a bad quantity', { action: { ...addTulsi, quantity: 1.5 } }],
    ['an unknown kind', { action: { ...addTulsi, kind: 'empty-cart' } }],
    ['an off-site path', { returnTo: '//evil.example' }],
  ])('ignores %s', (_, change) => {
    keep({ returnTo: '/product/16', action: addTulsi, savedAt: Date.now(), armed: true, ...change });
    expect(takePendingAction('/product/16', ['add-to-cart'])).toBeNull();
  });

  it('ignores what is not JSON', () => {
    sessionStorage.setItem(KEY, '{nope');
    expect(takePendingAction('/product/16', ['add-to-cart'])).toBeNull();
  });
});

describe('routerPath', () => {
  it('names the page as the router does: without the build’s language prefix', () => {
    expect(routerPath({ pathname: '/mr/product/15', search: '' }, '/mr')).toBe('/product/15');
    expect(routerPath({ pathname: '/mr', search: '' }, '/mr')).toBe('/');
    expect(routerPath({ pathname: '/mr/', search: '' }, '/mr')).toBe('/');
    expect(routerPath({ pathname: '/mr/shop', search: '?category=ghee' }, '/mr')).toBe('/shop?category=ghee');
    // A path that only starts with the same letters is not under the prefix.
    expect(routerPath({ pathname: '/mrs', search: '' }, '/mr')).toBe('/mrs');
    expect(routerPath({ pathname: '/product/15', search: '' }, '')).toBe('/product/15');
  });

  it('round-trips through sign-in: the Marathi page’s return path is the router’s, never /mr/mr/…', () => {
    const returnTo = routerPath({ pathname: '/mr/product/15', search: '' }, '/mr');
    expect(signInPath(returnTo)).toBe('/auth?returnTo=%2Fproduct%2F15');
    expect(completeSignIn(readSignInReturn('?returnTo=%2Fproduct%2F15'))).toBe('/product/15');
  });
});
