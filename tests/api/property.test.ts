import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddress, call, post, startApi, stopApi } from '../support/api.js';
import { DEFAULT_SHOP_SETTINGS } from '@contract/settings';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { FARM_UPI, resetDatabase, setFarmUpi, stack } from '../support/emulators.js';

/*
 * Every route of the API, fed what a fuzzer would send: generated ids, slugs, units and strings
 * (lone surrogates, control characters, 100 KB, Firestore's reserved __x__), numbers (NaN-like
 * strings, 1e308, -0, fractions), wrong types and extra fields, with and without a token.
 * Invariants: never a 5xx; every non-2xx is `{ message, code }` and never cacheable; a write that
 * is not 2xx stores nothing (the whole database is compared before and after).
 *
 * Runs are bounded (RUNS per route) so the file stays well under a minute; FC_RUNS raises them.
 */
const RUNS = Number(process.env['FC_RUNS'] ?? 12);

let shopper: TestUser;
let admin: TestUser;
let addressId: string;

beforeAll(async () => {
  await startApi();
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  [shopper, admin] = await Promise.all([createUser(), createUser().then(makeAdmin)]);
  addressId = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
}, 60_000);
afterAll(stopApi);

/** Every document of the test project, with its update time, in one kindless query. */
async function snapshot(): Promise<string[]> {
  const { firestoreHost, projectId } = stack();
  const response = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
    },
  );
  const rows = (await response.json()) as { document?: { name: string; updateTime: string } }[];
  return rows.flatMap((r) => (r.document ? [`${r.document.name}@${r.document.updateTime}`] : [])).sort();
}

// ---- what a fuzzer sends ----------------------------------------------------------------------
const nasty = fc.constantFrom(
  '__x__',
  '__name__',
  '.',
  '..',
  '/',
  'a/b',
  '\ud800',
  'a\udc00b',
  '\ud83d',
  '\u0000',
  'tab\there',
  '\u0007bell',
  '%00',
  '%E0%A4',
  'NaN',
  '1e308',
  '-0',
  'Infinity',
  '0x10',
  ' 1 ',
  '',
  ' ',
  'गुळ',
  '😀',
  '<script>alert(1)</script>',
  '500g',
  'dozen',
  '125gm',
);
const longText = fc.constantFrom('x'.repeat(100_000), 'क'.repeat(40_000), 'a'.repeat(1_600));
const text = fc.oneof(
  { weight: 4, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: longText },
);
const number = fc.oneof(
  fc.constantFrom(
    1,
    2,
    3,
    5,
    13,
    16,
    99,
    100,
    0,
    -1,
    -0,
    0.5,
    1.5,
    1e308,
    -1e308,
    2 ** 53,
    999_999,
    1_000_000,
  ),
  fc.double(),
  fc.integer(),
  fc.constantFrom('NaN', '1e308', '-0', '1', '0x10', ' 16 ', '', 'Infinity'),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const anyJson = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, scalar, { maxKeys: 3 }) },
);
/** A field: usually a plausible value of the right kind, often anything at all. */
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: good }, { weight: 2, arbitrary: anyJson });
const productId = field(fc.constantFrom(1, 2, 3, 13, 14, 16, 5, 999_999));
const unit = field(fc.constantFrom('500g', '300g', '125gm', 'dozen', '300 ml', '250 gm', '1 kg'));
const variant = field(fc.record({ unit }, { requiredKeys: [] }));
const quantity = field(fc.integer({ min: -2, max: 120 }));
const extra = fc.dictionary(
  fc.constantFrom('extra', '__proto__', 'constructor', 'userId', 'price', '_id'),
  anyJson,
  {
    maxKeys: 2,
  },
);
/** A body: an object of these fields (some missing) plus extras, or the wrong type altogether. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.record(fields, { requiredKeys: [] }), extra).map(([b, e]) => ({ ...e, ...b })),
    },
    { weight: 1, arbitrary: anyJson },
  );

const blogBlock = field(
  fc.record({ title: field(text), content: field(text), slug: field(text) }, { requiredKeys: [] }),
);
/** A product's packs as the owner sends them: some right, some the API must refuse. */
const packs = fc.array(
  body({
    unit,
    price: field(fc.constantFrom(1, 200, 10.5, 0, -1, 10.005, null)),
    stock: field(fc.constantFrom(0, 5, 50, -1, 1.5, '-', null)),
  }),
  { maxLength: 3 },
);

/** A photo as the owner's phone sends it (base64), from the fixtures: right sizes, wrong ones, wrong types. */
const photo = (name: string) =>
  readFileSync(new URL(`../fixtures/photos/${name}`, import.meta.url)).toString('base64');

const bodies = {
  review: body({
    productId,
    rating: field(fc.integer({ min: 0, max: 6 })),
    comment: field(text),
    userName: field(text),
  }),
  testimonial: body({
    message: field(text),
    stars: field(fc.integer({ min: 0, max: 6 })),
    userName: field(text),
  }),
  cart: body({
    productId,
    quantity,
    selectedVariant: variant,
    variantDetails: variant,
    unit,
    price: number,
    name: text,
  }),
  cartRemove: body({ unit, variant, selectedVariant: variant, variantDetails: variant }),
  order: body({
    selectedAddressId: field(fc.constantFrom('ADDRESS', '__x__', 'nope')),
    channel: field(fc.constantFrom('website', 'whatsapp')),
  }),
  direct: body({
    selectedAddressId: field(fc.constantFrom('ADDRESS', '__x__')),
    items: field(fc.array(body({ productId, quantity, selectedVariant: variant, unit }), { maxLength: 12 })),
  }),
  address: body({
    name: field(text),
    street: field(text),
    city: field(text),
    state: field(text),
    postalCode: field(fc.constantFrom('415110', 'abc', '1')),
    country: field(text),
    phoneNumber: field(fc.constantFrom('+91 98765 43210', '12', 'x')),
    isDefault: field(fc.boolean()),
  }),
  addressUpdate: body({ isDefault: field(fc.constant(true)) }),
  settings: body({
    delivery: field(
      fc.record(
        {
          karadPincodes: field(
            fc.array(fc.constantFrom('415110', '411001', '012345', '4151'), { maxLength: 3 }),
          ),
          karadPincodesConfirmed: field(fc.boolean()),
          freeShippingOver: field(fc.constantFrom(999, 0, 0.001, -1, 1e7)),
          karadFee: number,
          shipsOutsideKarad: field(fc.boolean()),
          indiaFee: field(fc.constantFrom(120, 12.345)),
        },
        { requiredKeys: [] },
      ),
    ),
    firstOrderDiscountPercent: field(fc.integer({ min: -1, max: 100 })),
    cod: field(fc.constant(DEFAULT_SHOP_SETTINGS.cod)),
    upi: field(
      fc.constantFrom(
        DEFAULT_SHOP_SETTINGS.upi,
        FARM_UPI,
        { id: 'sample@upi', payeeName: 'Karad Organic (sample)' },
        { id: FARM_UPI.id, payeeName: '' },
      ),
    ),
    staleOrderHours: field(fc.constantFrom(72, 0, 1.5)),
    claimExpiryHours: field(fc.constantFrom(72, 24, 12, 36.5)),
    notificationEmail: field(fc.constantFrom('', 'orders@farm.in', 'nope')),
  }),
  orderMove: body({
    status: field(fc.constantFrom('Pending', 'Shipped', 'Delivered', 'Cancelled', 'Lost')),
    note: field(text),
  }),
  productPatch: body({
    variants: field(packs),
    addVariants: field(packs),
    removeVariants: field(fc.array(unit, { maxLength: 3 })),
    isPopular: field(fc.boolean()),
    isNew: field(fc.boolean()),
    isSeasonal: field(fc.boolean()),
    hidden: field(fc.boolean()),
  }),
  productCreate: body({
    name: field(text),
    description: field(text),
    category: field(text),
    image: field(
      fc.constantFrom(
        '/images/products/x.svg',
        '//evil.example/x',
        'https://cdn.example.org/x.png',
        'javascript:alert(1)',
      ),
    ),
    variants: field(packs),
    benefits: field(fc.array(text, { maxLength: 10 })),
    isNew: field(fc.boolean()),
    hidden: field(fc.boolean()),
  }),
  photo: body({
    type: field(fc.constantFrom('image/webp', 'image/jpeg', 'image/png')),
    large: field(fc.constantFrom(photo('large.webp'), photo('large.jpg'), photo('small.webp'), 'AAAA', '')),
    small: field(fc.constantFrom(photo('small.webp'), photo('small.jpg'), photo('large.webp'), 'AAAA')),
  }),
  blog: body({
    author: field(text),
    featuredImage: field(
      fc.constantFrom('/images/x.svg', '//evil.example/x', 'https://cdn.example.org/x.png'),
    ),
    tags: field(fc.array(text, { maxLength: 12 })),
    en: blogBlock,
    mr: blogBlock,
  }),
};

/** A path segment: an id-like or nasty string, sent as the client would encode it (under 8 KB). */
const segment = fc
  .oneof(
    { weight: 3, arbitrary: nasty },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom('1', '16', '5', 'ADDRESS', 'jaggery-season-in-karad') },
  )
  .filter((s) => s.length < 2_000)
  .map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return s; // a lone surrogate: fetch sends it as U+FFFD
    }
  });
const token = fc.constantFrom<'none' | 'shopper' | 'admin' | 'garbage'>(
  'none',
  'shopper',
  'admin',
  'garbage',
);

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<unknown>;
}
const fixed = (path: string) => fc.constant(path);
const withSegment = (prefix: string, suffix = '') =>
  segment.map((s) => `${prefix}${s.replace('ADDRESS', addressId)}${suffix}`);

const ROUTES: Record<string, Route> = {
  'GET /products': { method: 'GET', path: fixed('/products') },
  'GET /products/{id}': { method: 'GET', path: withSegment('/products/') },
  'GET /reviews/product/{id}': { method: 'GET', path: withSegment('/reviews/product/') },
  'POST /reviews': { method: 'POST', path: fixed('/reviews'), body: bodies.review },
  'GET /testimonials': { method: 'GET', path: fixed('/testimonials') },
  'GET /testimonials/my-testimonials': { method: 'GET', path: fixed('/testimonials/my-testimonials') },
  'POST /testimonials': { method: 'POST', path: fixed('/testimonials'), body: bodies.testimonial },
  'GET /cart': { method: 'GET', path: fixed('/cart') },
  'POST /cart': { method: 'POST', path: fixed('/cart'), body: bodies.cart },
  'DELETE /cart/{productId}': {
    method: 'DELETE',
    path: fc
      .tuple(withSegment('/cart/'), fc.option(segment))
      .map(([p, q]) => (q === null ? p : `${p}?unit=${q}`)),
    body: fc.option(bodies.cartRemove, { nil: undefined }),
  },
  'DELETE /cart': { method: 'DELETE', path: fixed('/cart') },
  'POST /orders': { method: 'POST', path: fixed('/orders'), body: bodies.order },
  'POST /orders/direct': { method: 'POST', path: fixed('/orders/direct'), body: bodies.direct },
  'GET /orders': { method: 'GET', path: fixed('/orders') },
  'GET /orders/{id}': { method: 'GET', path: withSegment('/orders/') },
  'POST /orders/{id}/cancel': { method: 'POST', path: withSegment('/orders/', '/cancel') },
  'GET /addresses': { method: 'GET', path: fixed('/addresses') },
  'POST /addresses': { method: 'POST', path: fixed('/addresses'), body: bodies.address },
  'PUT /addresses/{id}': { method: 'PUT', path: withSegment('/addresses/'), body: bodies.addressUpdate },
  'DELETE /addresses/{id}': { method: 'DELETE', path: withSegment('/addresses/') },
  'POST /checkout/quote': { method: 'POST', path: fixed('/checkout/quote'), body: bodies.direct },
  'GET /delivery/{pincode}': { method: 'GET', path: withSegment('/delivery/') },
  'GET /admin/settings': { method: 'GET', path: fixed('/admin/settings') },
  'PUT /admin/settings': { method: 'PUT', path: fixed('/admin/settings'), body: bodies.settings },
  'GET /blog': { method: 'GET', path: fixed('/blog') },
  'GET /blog/{slug}': { method: 'GET', path: withSegment('/blog/') },
  'POST /blog': { method: 'POST', path: fixed('/blog'), body: bodies.blog },
  'PUT /blog/{id}': { method: 'PUT', path: withSegment('/blog/'), body: bodies.blog },
  'DELETE /blog/{id}': { method: 'DELETE', path: withSegment('/blog/') },
  'GET /admin/orders': {
    method: 'GET',
    path: fc
      .tuple(
        fc.option(fc.constantFrom('Pending', 'Shipped', 'Lost', '', '__x__')),
        fc.option(segment),
        fc.option(segment),
        fc.option(fc.constantFrom('claimed', 'paid', '')),
      )
      .map(([status, q, cursor, payment]) => {
        const params = [
          status === null ? '' : `status=${status}`,
          payment === null ? '' : `payment=${payment}`,
          q === null ? '' : `q=${q}`,
          cursor === null ? '' : `cursor=${cursor}`,
        ].filter(Boolean);
        return `/admin/orders${params.length ? `?${params.join('&')}` : ''}`;
      }),
  },
  'GET /admin/orders/{id}': { method: 'GET', path: withSegment('/admin/orders/') },
  'PATCH /admin/orders/{id}': {
    method: 'PATCH',
    path: withSegment('/admin/orders/'),
    body: bodies.orderMove,
  },
  'GET /admin/summary': { method: 'GET', path: fixed('/admin/summary') },
  'GET /admin/products': { method: 'GET', path: fixed('/admin/products') },
  'POST /admin/products': { method: 'POST', path: fixed('/admin/products'), body: bodies.productCreate },
  'PATCH /admin/products/{id}': {
    method: 'PATCH',
    path: withSegment('/admin/products/'),
    body: bodies.productPatch,
  },
  'POST /admin/photos': { method: 'POST', path: fixed('/admin/photos'), body: bodies.photo },
  'GET /photos/{file}': { method: 'GET', path: withSegment('/photos/') },
  'GET /admin/audit': {
    method: 'GET',
    path: fc
      .option(segment)
      .map((cursor) => (cursor === null ? '/admin/audit' : `/admin/audit?cursor=${cursor}`)),
  },
};

/** `"ADDRESS"` anywhere in a body stands for the shopper's real address id. */
const withAddress = (value: unknown) =>
  value === undefined
    ? undefined
    : JSON.parse(JSON.stringify(value).replaceAll('"ADDRESS"', JSON.stringify(addressId)));

describe('every route, fuzzed', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: never 5xx, errors are { message, code } and no-store, and only 2xx writes store anything`, async () => {
      await fc.assert(
        fc.asyncProperty(
          route.path,
          route.body ?? fc.constant(undefined),
          token,
          fc.boolean(),
          async (path, sent, who, keyed) => {
            const headers: Record<string, string> = {};
            if (keyed && route.method === 'POST')
              headers['Idempotency-Key'] = `fuzz-${Math.random().toString(36).slice(2, 12)}`;
            const bearer = {
              none: undefined,
              shopper: shopper.idToken,
              admin: admin.idToken,
              garbage: 'x.y.z',
            }[who];
            const before = route.method === 'GET' ? [] : await snapshot();
            const response = await call(route.method, path, {
              token: bearer,
              headers,
              body: withAddress(sent),
            });
            const context = `${route.method} ${path.slice(0, 200)} ${JSON.stringify(sent)?.slice(0, 300)} → ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
            expect(response.status, context).toBeLessThan(500);
            if (response.status >= 300) {
              expect(response.body, context).toEqual(
                expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
              );
              expect(response.body.message.length, context).toBeGreaterThan(0);
              expect(response.headers.get('cache-control'), context).toBe('no-store');
              if (route.method !== 'GET') expect(await snapshot(), context).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 60_000);
  }
});
