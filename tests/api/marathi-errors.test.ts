import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMessageCode, renderMessage } from '@contract/api-message';
import { API_TEXT as ENGLISH } from '@contract/api-text';
import { API_TEXT as MARATHI } from '../../functions/src/contract/api-text.mr.js';
import {
  anAddress,
  call,
  get,
  post,
  putSettings,
  startApi,
  stopApi,
  type ApiResponse,
} from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { resetDatabase } from '../support/emulators.js';

/*
 * Every word the API sends is rendered from a code (docs/decisions/018): a caller that asks in
 * Marathi (`Accept-Language: mr`, as the storefront's Marathi pages do) gets Marathi, whichever
 * route it calls and however the body is wrong: wrong types, strings too long, unknown ids, limits
 * with their figures, the owner's routes too. Each message, at the top and in each issue, carries
 * its `messageCode` and `params`, and its words are exactly that code rendered with them.
 */
const MARATHI_PAGE = { 'Accept-Language': 'mr' };

let shopper: TestUser;
let owner: TestUser;
let address: string;
let order: string;

beforeAll(async () => {
  await startApi();
  await resetDatabase();
  [shopper, owner] = await Promise.all([createUser(), createUser().then(makeAdmin)]);
  address = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
  const placed = await post(
    '/orders/direct',
    {
      selectedAddressId: address,
      paymentMethod: 'cod',
      items: [{ productId: 13, quantity: 1, selectedVariant: { unit: 'dozen' } }],
    },
    { token: shopper.idToken },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = placed.body.orderId;
});
afterAll(stopApi);

/** Devanagari letters outnumber Latin ones (names such as UPI, a path or a product may be Latin). */
function mostlyDevanagari(text: string): boolean {
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari > latin;
}

interface Said {
  message: unknown;
  messageCode: unknown;
  params: unknown;
}

/** A message in Marathi, with its code and parameters, its words those of the code. */
function expectMarathi(said: Said, where: string) {
  expect(isMessageCode(MARATHI, said.messageCode), `${where}: messageCode ${String(said.messageCode)}`).toBe(
    true,
  );
  expect(said.params, `${where}: params`).toEqual(expect.any(Object));
  const words = renderMessage(MARATHI, { code: said.messageCode as string, params: said.params });
  expect(said.message, where).toBe(words);
  expect(mostlyDevanagari(said.message as string), `${where}: “${String(said.message)}”`).toBe(true);
  // Never the English sentence, nor zod's own words.
  expect(said.message, where).not.toBe(
    renderMessage(ENGLISH, { code: said.messageCode as string, params: said.params }),
  );
  expect(said.message, where).not.toMatch(/Invalid input|expected \w+, received/);
}

/** An error answer, wholly in Marathi: its message and every issue. */
function expectMarathiError(response: ApiResponse, where: string) {
  expect(response.status, `${where}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, where).toBeLessThan(500);
  expect(response.headers.get('content-type'), where).toMatch(/json/);
  expectMarathi(response.body, where);
  for (const [i, issue] of (response.body.issues ?? []).entries())
    expectMarathi(issue, `${where}: issue ${i} (${issue.path})`);
}

type Case = [
  where: string,
  method: string,
  path: string,
  body?: unknown,
  extra?: { code?: string; params?: object },
];

const long = (length: number) => 'x'.repeat(length);

describe('a shopper’s bad requests, answered in Marathi', () => {
  const cases: Case[] = [
    ['an unknown endpoint', 'GET', '/no-such-thing', undefined, { code: 'api.noEndpoint' }],
    [
      'a product id that is no number',
      'GET',
      '/products/abc',
      undefined,
      { code: 'catalogue.productIdNotNumber' },
    ],
    ['an unknown product', 'GET', '/products/999998', undefined, { code: 'catalogue.productNotFound' }],
    [
      'a catalogue language nobody speaks',
      'GET',
      '/products?lang=fr',
      undefined,
      { code: 'catalogue.languageInvalid' },
    ],
    ['reviews of no product', 'GET', '/reviews/product/abc'],
    ['no such blog post', 'GET', '/blog/no-such-post', undefined, { code: 'blog.postNotFound' }],
    ['no such photo', 'GET', '/photos/AAAAAAAAAAAAAAAAAAAA.webp', undefined, { code: 'photo.notFound' }],
    ['a PIN code that is none', 'GET', '/delivery/01234', undefined, { code: 'address.pincodeInvalid' }],
    ['a cart line of the wrong types', 'POST', '/cart', { productId: 'abc', quantity: 'two' }],
    [
      'a quantity over the limit (a figure)',
      'POST',
      '/cart',
      { productId: 1, quantity: 100, selectedVariant: { unit: '500g' } },
      { code: 'cart.quantityTooLarge', params: { max: 99 } },
    ],
    ['half an item', 'POST', '/cart', { productId: 1, quantity: 1.5, selectedVariant: { unit: '500g' } }],
    [
      'a pack the product lacks',
      'POST',
      '/cart',
      { productId: 1, quantity: 1, selectedVariant: { unit: '9kg' } },
    ],
    [
      'a unit too long (a figure zod gives)',
      'POST',
      '/cart',
      { productId: 1, quantity: 1, selectedVariant: { unit: long(41) } },
      { code: 'field.tooLong', params: { max: 40 } },
    ],
    ['an unknown product in the cart', 'POST', '/cart', { productId: 999998, quantity: 1, unit: '500g' }],
    ['removing what is not in the cart', 'DELETE', '/cart/1', { unit: '300g' }, { code: 'cart.notInCart' }],
    ['an empty address', 'POST', '/addresses', {}, { code: 'address.required' }],
    [
      'a name too long',
      'POST',
      '/addresses',
      { ...anAddress(), name: long(101) },
      { code: 'address.nameTooLong', params: { max: 100 } },
    ],
    ['a PIN code starting with 0', 'POST', '/addresses', { ...anAddress(), postalCode: '015110' }],
    ['a phone that is none', 'POST', '/addresses', { ...anAddress(), phoneNumber: 'call me' }],
    ['a landmark too long', 'POST', '/addresses', { ...anAddress(), landmark: long(101) }],
    ['an address of the wrong types', 'POST', '/addresses', { name: 7, street: [], isDefault: 'yes' }],
    [
      'an unknown address',
      'PUT',
      '/addresses/no-such-address',
      { isDefault: true },
      { code: 'address.notFound' },
    ],
    ['a change addresses do not take', 'PUT', '/addresses/no-such-address', { isDefault: false }],
    ['an order with no address', 'POST', '/orders', {}, { code: 'checkout.noAddress' }],
    ['a WhatsApp order with no address', 'POST', '/orders', { channel: 'whatsapp' }],
    ['an unknown address to deliver to', 'POST', '/orders', { selectedAddressId: 'no-such-address' }],
    [
      'a way to pay the farm lacks',
      'POST',
      '/orders',
      { paymentMethod: 'cheque' },
      { code: 'payment.methodInvalid' },
    ],
    ['a direct order of nothing', 'POST', '/orders/direct', { selectedAddressId: 'a1', items: [] }],
    [
      'a direct order of too many lines (a figure)',
      'POST',
      '/orders/direct',
      { items: Array.from({ length: 11 }, () => ({ productId: 1, quantity: 1, unit: '500g' })) },
      { code: 'checkout.tooManyDirectItems', params: { max: 10 } },
    ],
    [
      'a direct order of 0',
      'POST',
      '/orders/direct',
      { items: [{ productId: 1, quantity: 0, unit: '500g' }] },
    ],
    ['an unknown order', 'GET', '/orders/no-such-order', undefined, { code: 'order.notFound' }],
    ['an id no document can have', 'GET', `/orders/${long(129)}`, undefined, { code: 'api.idTooLong' }],
    ['a UPI reference of 3 digits', 'POST', '/orders/ORDER/payment-claim', { reference: '123' }],
    ['a UPI claim on cash on delivery', 'POST', '/orders/ORDER/payment-claim', { reference: '123456789012' }],
    ['an empty review', 'POST', '/reviews', {}],
    ['a rating of 6', 'POST', '/reviews', { productId: 1, rating: 6, comment: 'Sweet' }],
    [
      'a review too long (a figure)',
      'POST',
      '/reviews',
      { productId: 1, rating: 5, comment: long(2001) },
      { code: 'review.commentTooLong', params: { max: 2000 } },
    ],
    [
      'a name too long on a review',
      'POST',
      '/reviews',
      { productId: 1, rating: 5, comment: 'Sweet', userName: long(61) },
      { code: 'api.nameTooLong', params: { max: 60 } },
    ],
    [
      'an empty testimonial',
      'POST',
      '/testimonials',
      { message: '  ', stars: 5 },
      { code: 'testimonial.empty' },
    ],
    ['stars as words', 'POST', '/testimonials', { message: 'Lovely', stars: 'five' }],
    ['a testimonial too long', 'POST', '/testimonials', { message: long(1001), stars: 5 }],
    ['a quote with no address', 'POST', '/checkout/quote', {}, { code: 'checkout.noAddress' }],
    ['a quote of no items', 'POST', '/checkout/quote', { selectedAddressId: 'ADDRESS', items: [] }],
    ['the owner’s list, asked by a shopper', 'GET', '/admin/orders', undefined, { code: 'api.adminOnly' }],
  ];

  it.each(cases)('%s: %s %s', async (where, method, path, body, extra) => {
    const at = path.replace('ORDER', order).replace('ADDRESS', address);
    const response = await call(method, at, { token: shopper.idToken, body, headers: MARATHI_PAGE });
    expectMarathiError(response, where);
    if (extra?.code) expect(response.body.messageCode, where).toBe(extra.code);
    if (extra?.params) expect(response.body.params, where).toEqual(extra.params);
  });

  it('without a session, with a spoilt one, with a body that is no JSON', async () => {
    expectMarathiError(await get('/cart', { headers: MARATHI_PAGE }), 'no token');
    expectMarathiError(await get('/cart', { token: 'x.y.z', headers: MARATHI_PAGE }), 'a spoilt token');
    const broken = await call('POST', '/cart', {
      token: shopper.idToken,
      rawBody: '{"productId": 1,',
      headers: MARATHI_PAGE,
    });
    expectMarathiError(broken, 'JSON cut short');
    expect(broken.body.messageCode).toBe('api.invalidJson');
    const key = await post(
      '/orders',
      { selectedAddressId: address },
      {
        token: shopper.idToken,
        headers: { ...MARATHI_PAGE, 'Idempotency-Key': 'x' },
      },
    );
    expectMarathiError(key, 'an Idempotency-Key too short');
  });

  it('words the figures in a message in Marathi: counts with their plural, amounts as the shop writes them', async () => {
    // Gulkand 500 g has 50 in stock: 60 is capped, and the notice says so, in Marathi, by code.
    const capped = await post(
      '/cart',
      { productId: 1, quantity: 60, selectedVariant: { unit: '500g' } },
      {
        token: shopper.idToken,
        headers: MARATHI_PAGE,
      },
    );
    expect(capped.status).toBe(200);
    expectMarathi(capped.body.notice, 'the capped line');
    expect(capped.body.notice).toMatchObject({
      messageCode: 'cart.quantityCapped',
      params: { quantity: 50, product: 'गुलकंद', unit: '500 ग्रॅम' },
    });
    expect(capped.body.notice.message).toContain('50 नग');

    // 12 × ₹200 is ₹2,400 (not her first order: no discount): over the ₹2,000 limit of cash on delivery.
    const quote = await post(
      '/checkout/quote',
      { selectedAddressId: address, items: [{ productId: 1, quantity: 12, unit: '500g' }] },
      { token: shopper.idToken, headers: MARATHI_PAGE },
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    for (const note of quote.body.notes) expectMarathi(note, `the quote’s note ${note.messageCode}`);
    expect(quote.body.notes.map((note: Said) => note.messageCode)).toEqual(['pricing.freeInKarad']);
    expect(quote.body.notes[0].message).toContain('₹999.00');
    expectMarathi(quote.body.codNote, 'why not cash on delivery');
    expect(quote.body.codNote).toMatchObject({ messageCode: 'payment.codOverMax', params: { max: 2000 } });
    expect(quote.body.codNote.message).toContain('₹2,000.00');
    expectMarathi(quote.body.upiNote, 'why not UPI');

    // The same order's stock, too little for 60: the refusal names the pack in Marathi.
    const tooMany = await post(
      '/orders/direct',
      {
        selectedAddressId: address,
        paymentMethod: 'cod',
        items: [{ productId: 1, quantity: 60, unit: '500g' }],
      },
      { token: shopper.idToken, headers: MARATHI_PAGE },
    );
    expectMarathiError(tooMany, 'more than the stock');
    expect(tooMany.body).toMatchObject({ messageCode: 'checkout.notEnoughStock', params: { left: 50 } });
    expect(tooMany.body.message).toContain('50 नग उरले आहेत');
  });
});

describe('the owner’s bad requests, answered in Marathi to a caller who asks so', () => {
  const cases: Case[] = [
    [
      'a status that is none',
      'PATCH',
      '/admin/orders/ORDER',
      { status: 'Lost' },
      { code: 'admin.statusInvalid' },
    ],
    [
      'a note too long (a figure)',
      'PATCH',
      '/admin/orders/ORDER',
      { status: 'Shipped', note: long(201) },
      { code: 'admin.noteTooLong', params: { max: 200 } },
    ],
    [
      'a move the lifecycle forbids (statuses named)',
      'PATCH',
      '/admin/orders/ORDER',
      { status: 'Delivered' },
      { code: 'order.moveNotAllowed', params: { from: 'Pending', to: 'Delivered' } },
    ],
    [
      'an unknown order',
      'PATCH',
      '/admin/orders/no-such-order',
      { status: 'Shipped' },
      { code: 'order.notFound' },
    ],
    [
      'a payment filter that is none',
      'GET',
      '/admin/orders?payment=unpaid',
      undefined,
      { code: 'admin.paymentFilterInvalid' },
    ],
    [
      'a page that is gone',
      'GET',
      '/admin/orders?cursor=no-such-order',
      undefined,
      { code: 'admin.cursorInvalid' },
    ],
    ['a payment mark that is none', 'PATCH', '/admin/orders/ORDER/payment', { status: 'lost' }],
    ['a refund of an order not cancelled', 'PATCH', '/admin/orders/ORDER/payment', { status: 'refunded' }],
    ['a product of nothing', 'POST', '/admin/products', {}],
    ['a product of the wrong types', 'POST', '/admin/products', { name: 1, variants: 'many', isNew: 'yes' }],
    ['a change of nothing', 'PATCH', '/admin/products/1', {}, { code: 'admin.nothingToChange' }],
    [
      'a pack the product has',
      'PATCH',
      '/admin/products/1',
      { addVariants: [{ unit: '500g', price: 10, stock: 1 }] },
      { code: 'admin.packExists', params: { product: 'Gulkand', unit: '500g' } },
    ],
    [
      'a pack the product lacks',
      'PATCH',
      '/admin/products/1',
      { removeVariants: ['9kg'] },
      { code: 'admin.unknownUnit' },
    ],
    [
      'a price as words',
      'PATCH',
      '/admin/products/1',
      { variants: [{ unit: '500g', price: 'free', stock: 1 }] },
    ],
    [
      'Marathi words with a stray field',
      'PATCH',
      '/admin/products/1',
      { mr: { name: 'गुलकंद', colour: 'red' } },
    ],
    ['an unknown product', 'PATCH', '/admin/products/999998', { hidden: true }],
    [
      'a page size over the limit (a figure)',
      'GET',
      '/admin/reviews?limit=0',
      undefined,
      { code: 'moderation.limitInvalid', params: { max: 100 } },
    ],
    ['hidden as words', 'PATCH', '/admin/reviews/no-such-review', { hidden: 'yes' }],
    [
      'an unknown review',
      'PATCH',
      '/admin/reviews/no-such-review',
      { hidden: true },
      { code: 'moderation.reviewNotFound' },
    ],
    ['a photo of nothing', 'POST', '/admin/photos', {}, { code: 'photo.type' }],
    ['a post of nothing', 'POST', '/blog', {}],
    [
      'a post with a title too long',
      'POST',
      '/blog',
      { author: 'Asha', en: { title: long(201), content: '<p>x</p>', slug: 'x' } },
    ],
  ];

  it.each(cases)('%s: %s %s', async (where, method, path, body, extra) => {
    const response = await call(method, path.replace('ORDER', order), {
      token: owner.idToken,
      body,
      headers: MARATHI_PAGE,
    });
    expectMarathiError(response, where);
    if (extra?.code) expect(response.body.messageCode, where).toBe(extra.code);
    if (extra?.params) expect(response.body.params, where).toMatchObject(extra.params);
  });

  it('names every PIN code of the list that is none, in Marathi', async () => {
    const settings = (await get('/admin/settings', { token: owner.idToken })).body;
    const unversioned = await call('PUT', '/admin/settings', {
      token: owner.idToken,
      body: settings,
      headers: MARATHI_PAGE,
    });
    expectMarathiError(unversioned, 'settings saved without their version');
    expect(unversioned.body.messageCode).toBe('settings.versionRequired');

    const bad = {
      ...settings,
      delivery: { ...settings.delivery, karadPincodes: ['415110', '41512', '015110'] },
    };
    const version = (await get('/admin/settings', { token: owner.idToken })).headers.get('etag') ?? '';
    const refused = await call('PUT', '/admin/settings', {
      token: owner.idToken,
      body: bad,
      headers: { ...MARATHI_PAGE, 'If-Match': version },
    });
    expectMarathiError(refused, 'PIN codes that are none');
    expect(refused.body).toMatchObject({
      messageCode: 'settings.pincodesInvalid',
      params: { wrong: ['41512', '015110'] },
    });
    expect(refused.body.message).toContain('“41512”');
    // In English without the header, from the same code.
    const english = await putSettings(bad, owner.idToken);
    expect(english.body.messageCode).toBe('settings.pincodesInvalid');
    expect(english.body.message).toMatch(/^These are not PIN codes/);
  });
});
