import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheStrategy, PHOTO, type RequestFacts } from './cache-policy';
import { photoSrc } from '@contract/photos';

const ORIGIN = 'https://karadorganic.in';

const request = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode: 'cors',
  hasAuthorization: false,
  ...facts,
});
const strategy = (path: string, facts: Partial<RequestFacts> = {}) =>
  cacheStrategy(request(path, facts), ORIGIN);

/** Every call that reads or changes a shopper's own data, or the owner's (docs/api.md). */
const PRIVATE_API = [
  '/api/cart',
  '/api/cart/3',
  '/api/cart/3?unit=500g',
  '/api/orders',
  '/api/orders/abc123',
  '/api/orders/direct',
  '/api/orders/abc123/cancel',
  '/api/addresses',
  '/api/addresses/a1',
  '/api/admin/orders',
  '/api/admin/orders?status=Pending',
  '/api/admin/products',
  '/api/admin/settings',
  '/api/admin/summary',
  '/api/checkout/quote',
  '/api/testimonials/my-testimonials',
];

const CATALOGUE_API = [
  '/api/products',
  '/api/products/1',
  '/api/reviews/summary',
  '/api/reviews/product/1',
  '/api/blog',
  '/api/blog/gul-ani-aarogya',
  '/api/testimonials',
  '/api/shop/policy',
];

describe('what the service worker never stores', () => {
  it.each(PRIVATE_API)('GET %s (signed in or not)', (path) => {
    expect(strategy(path)).toBe('none');
    expect(strategy(path, { hasAuthorization: true })).toBe('none');
  });

  it('any request with an Authorization header, even a catalogue read or an image', () => {
    for (const path of [...CATALOGUE_API, '/images/products/1.svg', '/assets/index-abc.js', '/shop'])
      expect(strategy(path, { hasAuthorization: true }), path).toBe('none');
    expect(strategy('/product/1', { mode: 'navigate', hasAuthorization: true })).toBe('none');
  });

  it('any request that is not a GET', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])
      for (const path of [...CATALOGUE_API, '/api/cart', '/api/orders', '/images/site/logo.svg', '/'])
        expect(strategy(path, { method }), `${method} ${path}`).toBe('none');
  });

  it('holds for any path and any method: non-GET or signed-in is never stored', () => {
    const path = fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`));
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE');
    const mode = fc.constantFrom('navigate', 'cors', 'same-origin', 'no-cors');
    fc.assert(
      fc.property(path, method, mode, fc.boolean(), (p, m, md, auth) => {
        const result = strategy(p, { method: m, mode: md, hasAuthorization: auth });
        if (m !== 'GET' || auth) return result === 'none';
        // Under /api only the public catalogue reads and the owner's photos are ever stored.
        if (p.startsWith('/api/') && result !== 'none')
          return result === 'catalogue' || (result === 'image' && PHOTO.test(p));
        return true;
      }),
    );
  });

  it('anything under /api that is not a catalogue read, and other sites', () => {
    expect(strategy('/api/delivery/415110')).toBe('none');
    expect(strategy('/api/health')).toBe('none');
    expect(strategy('/api/products/1/anything')).toBe('none');
    expect(strategy('/api/photos/../settings.webp')).toBe('none');
    expect(cacheStrategy({ ...request('/'), url: 'https://www.gstatic.com/x.js' }, ORIGIN)).toBe('none');
    expect(cacheStrategy({ ...request('/'), url: 'https://apis.google.com/js/api.js' }, ORIGIN)).toBe('none');
  });
});

describe('what it stores, and how', () => {
  it.each(CATALOGUE_API)('GET %s without a token: catalogue (network first)', (path) => {
    expect(strategy(path)).toBe('catalogue');
  });

  it('pages: public ones are kept for offline; a shopper’s own pages fall back to the shell only', () => {
    for (const path of ['/', '/shop', '/shop?category=honey', '/product/1', '/blog', '/blog/x', '/about'])
      expect(strategy(path, { mode: 'navigate' }), path).toBe('page');
    for (const path of [
      '/cart',
      '/checkout',
      '/checkout-now',
      '/orders',
      '/orders/abc',
      '/auth',
      '/admin/orders',
    ])
      expect(strategy(path, { mode: 'navigate' }), path).toBe('private-page');
    // A page whose name only starts like a private one is public.
    expect(strategy('/cartography', { mode: 'navigate' })).toBe('page');
  });

  it('artwork and build files', () => {
    expect(strategy('/images/products/gulkand.svg')).toBe('image');
    expect(strategy('/og/product/1.png')).toBe('image');
    expect(strategy('/icons/icon-192.png')).toBe('image');
    expect(strategy(photoSrc('AbCdEfGhIjKlMnOpQrSt', 'image/webp'))).toBe('image');
    expect(strategy(photoSrc('AbCdEfGhIjKlMnOpQrSt', 'image/jpeg', 'small'))).toBe('image');
    expect(strategy('/assets/product-AbC123.js')).toBe('asset');
  });
});
