import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicEndpoints } from '@contract/endpoints';
import {
  anAddress,
  call,
  del,
  get,
  getEndpoint,
  post,
  put,
  startApi,
  stopApi,
  english,
} from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';

/*
 * The owner's catalogue: GET/PATCH /api/admin/products (packs' price and stock, the flags, hiding
 * a product), what hiding does to the shop, and the audit entries of product and blog writes.
 */
let owner: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  await startApi();
  [owner, shopper] = await Promise.all([createUser().then(makeAdmin), createUser()]);
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
});

const patch = (id: number | string, body: unknown) =>
  call('PATCH', `/admin/products/${id}`, { token: owner.idToken, body });
const storedProduct = async (id: number) =>
  (await adminDb().collection('products').doc(String(id)).get()).data()!;
const auditEntries = async () =>
  (await adminDb().collection('auditLog').orderBy('at', 'asc').get()).docs.map((d) => d.data());

describe('GET /api/admin/products', () => {
  it('lists every product with `hidden`, hidden ones included', async () => {
    await adminDb().collection('products').doc('2').update({ hidden: true });
    const response = await get('/admin/products', { token: owner.idToken });
    expect(response.status).toBe(200);
    const publicList = (await getEndpoint(publicEndpoints.products())).body as { id: number }[];
    expect(response.body).toHaveLength(publicList.length + 1);
    expect(response.body.find((p: { id: number }) => p.id === 2).hidden).toBe(true);
    // The owner's list carries each product's Marathi words too (`mr`), which she edits; the
    // shop's English answer leaves them out.
    const { mr, ...english } = response.body.find((p: { id: number }) => p.id === 1);
    expect(english).toEqual({ ...publicList.find((p) => p.id === 1), hidden: false });
    expect(mr.name).toBe('गुलकंद');
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('sets packs’ price and stock, keeps the first pack mirrored on top, audits it, and the shop shows it at once', async () => {
    const response = await patch(1, {
      variants: [
        { unit: '500g', price: 210.5, stock: 12 },
        { unit: '300g', price: null, stock: '-' },
      ],
      isPopular: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: 1,
      price: 210.5,
      unit: '500g',
      stock: 12,
      isPopular: true,
      hidden: false,
      variants: [
        { unit: '500g', price: 210.5, stock: 12 },
        { unit: '300g', price: null, stock: '-' },
      ],
    });
    const stored = await storedProduct(1);
    expect(stored).toMatchObject({ price: 210.5, unit: '500g', stock: 12, isPopular: true });
    expect(stored['variants']).toEqual(response.body.variants);
    const shown = (await get('/products/1')).body;
    expect(shown.variants).toEqual(response.body.variants);
    expect(shown.hidden).toBeUndefined();

    expect(await auditEntries()).toEqual([
      {
        at: expect.any(Timestamp),
        by: owner.uid,
        action: 'product.update',
        target: 'products/1',
        before: {
          variants: [
            { unit: '500g', price: 200, stock: 50 },
            { unit: '300g', price: 150, stock: 20 },
          ],
          price: 200,
          unit: '500g',
          stock: 50,
          isPopular: false,
        },
        after: {
          variants: response.body.variants,
          price: 210.5,
          unit: '500g',
          stock: 12,
          isPopular: true,
        },
      },
    ]);
  });

  it('changes only the packs named; the others stay as they were', async () => {
    const response = await patch(1, { variants: [{ unit: '300g', price: 160, stock: 0 }] });
    expect(response.status).toBe(200);
    expect(response.body.variants).toEqual([
      { unit: '500g', price: 200, stock: 50 },
      { unit: '300g', price: 160, stock: 0 },
    ]);
    expect(response.body).toMatchObject({ price: 200, stock: 50 });
  });

  const INVALID: [string, unknown, string][] = [
    [
      'an unknown unit',
      { variants: [{ unit: '1 kg', price: 100, stock: 1 }] },
      'Gulkand has no pack “1 kg”.',
    ],
    [
      'a unit twice',
      {
        variants: [
          { unit: '500g', price: 100, stock: 1 },
          { unit: '500g', price: 120, stock: 1 },
        ],
      },
      'The pack “500g” is listed twice.',
    ],
    [
      'price 0',
      { variants: [{ unit: '500g', price: 0, stock: 1 }] },
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    ],
    [
      'a negative price',
      { variants: [{ unit: '500g', price: -5, stock: 1 }] },
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    ],
    [
      'three decimals',
      { variants: [{ unit: '500g', price: 10.005, stock: 1 }] },
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    ],
    [
      'a price as text',
      { variants: [{ unit: '500g', price: '200', stock: 1 }] },
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    ],
    [
      'negative stock',
      { variants: [{ unit: '500g', price: 200, stock: -1 }] },
      'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
    ],
    [
      'fractional stock',
      { variants: [{ unit: '500g', price: 200, stock: 1.5 }] },
      'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
    ],
    [
      'null stock',
      { variants: [{ unit: '500g', price: 200, stock: null }] },
      'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
    ],
    [
      'stock as other text',
      { variants: [{ unit: '500g', price: 200, stock: 'lots' }] },
      'Please enter the stock as a whole number from 0, or “-” when it is not counted.',
    ],
    ['no packs', { variants: [] }, 'Please list the packs to change (at most 20).'],
    ['a flag as text', { hidden: 'yes' }, 'Please answer yes or no.'],
    ['nothing at all', {}, 'There is nothing to change.'],
    ['only unknown fields', { id: 99, price: 1 }, 'There is nothing to change.'],
    ['an empty name', { name: '  ' }, 'Please enter the product’s name (at most 80 characters).'],
    ['a name too long', { name: 'G'.repeat(81) }, 'Please enter the product’s name (at most 80 characters).'],
    ['an empty description', { description: '' }, 'Please describe the product (at most 4,000 characters).'],
    [
      'a category as a number',
      { category: 7 },
      'Please enter a category, such as Sweetener (at most 40 characters).',
    ],
    [
      'a picture that is neither a site path nor a web address',
      { image: 'javascript:alert(1)' },
      'Please choose a photo, or give the picture as a site path (/images/…) or a web address (https://…).',
    ],
  ];
  for (const [what, body, message] of INVALID) {
    it(`refuses ${what} with 400, storing nothing`, async () => {
      const before = await storedProduct(1);
      const response = await patch(1, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await storedProduct(1)).toEqual(before);
      expect(await auditEntries()).toEqual([]);
    });
  }

  it('never lets a patch change what is not the owner’s to edit here (the id, the farm text)', async () => {
    const before = await storedProduct(1);
    const response = await patch(1, { isNew: true, id: 99, farmInfo: 'Not ours' });
    expect(response.status).toBe(200);
    expect(await storedProduct(1)).toEqual({
      ...before,
      isNew: true,
      updatedAt: expect.any(String),
      changedAt: expect.any(Timestamp),
    });
  });

  it('renames, re-describes, re-files and re-pictures a product, audited; the shop shows it at once', async () => {
    const before = await storedProduct(1);
    const description =
      'Rose petals slow-cooked in the sun with rock sugar. A spoon after meals cools the body in May.';
    const response = await patch(1, {
      name: '  Sun-cooked Gulkand ',
      description,
      category: 'Summer',
      image: '/images/products/gulkand-2.svg',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 1,
      name: 'Sun-cooked Gulkand',
      description,
      shortDescription: 'Rose petals slow-cooked in the sun with rock sugar.',
      category: 'Summer',
      image: '/images/products/gulkand-2.svg',
    });
    expect(response.body.images[0]).toBe('/images/products/gulkand-2.svg');
    // Packs and everything else as they were.
    const stored = await storedProduct(1);
    expect(stored['variants']).toEqual(before['variants']);
    expect(stored['images'].slice(1)).toEqual(before['images'].slice(1));
    const shop = await getEndpoint(publicEndpoints.product(1));
    expect(shop.body).toMatchObject({ name: 'Sun-cooked Gulkand', category: 'Summer', description });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      by: owner.uid,
      action: 'product.update',
      target: 'products/1',
      before: { name: 'Gulkand', category: before['category'] },
      after: { name: 'Sun-cooked Gulkand', category: 'Summer' },
    });
    // A shopper cannot (403), and nothing moves.
    const refused = await call('PATCH', '/admin/products/1', {
      token: shopper.idToken,
      body: { name: 'Mine now' },
    });
    expect(refused.status).toBe(403);
    expect((await storedProduct(1))['name']).toBe('Sun-cooked Gulkand');
  });

  it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
    expect((await patch(777, { isNew: true })).status).toBe(404);
    expect((await patch('abc', { isNew: true })).status).toBe(400);
  });
});

describe('POST /api/admin/products', () => {
  const TILGUL = {
    name: 'Tilgul Laddu',
    description: 'Sesame and jaggery laddus for Makar Sankranti. Made in small batches by our group.',
    category: 'Laddu',
    variants: [
      { unit: '250 g', price: 160, stock: 30 },
      { unit: '500 g', price: 300, stock: '-' },
    ],
    benefits: ['Roasted sesame', 'Our own jaggery'],
  };

  it('adds a product with its packs under the next id, audited; the shop lists it and sells it at once', async () => {
    const highest = Math.max(
      ...((await getEndpoint(publicEndpoints.products())).body as { id: number }[]).map((p) => p.id),
    );
    const created = await post('/admin/products', TILGUL, { token: owner.idToken });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(id).toBeGreaterThan(highest);
    expect(created.body).toMatchObject({
      name: 'Tilgul Laddu',
      category: 'Laddu',
      shortDescription: 'Sesame and jaggery laddus for Makar Sankranti.',
      price: 160,
      unit: '250 g',
      stock: 30,
      image: '/images/placeholder.svg',
      isNew: true,
      hidden: false,
    });
    expect((await getEndpoint(publicEndpoints.products())).body.map((p: { id: number }) => p.id)).toContain(
      id,
    );
    expect((await getEndpoint(publicEndpoints.product(id))).body.variants).toEqual(TILGUL.variants);
    expect((await auditEntries()).at(-1)).toMatchObject({
      by: owner.uid,
      action: 'product.create',
      target: `products/${id}`,
    });
    // A shopper can buy it straight away, at the catalogue's price.
    const address = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
    const order = await post(
      '/orders/direct',
      {
        selectedAddressId: address,
        items: [{ productId: id, unit: '500 g', selectedVariant: { unit: '500 g' }, quantity: 2 }],
      },
      { token: shopper.idToken },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.order.items[0]).toMatchObject({ productId: id, unit: '500 g', price: 300 });
    // The next one takes the next id.
    expect(
      (await post('/admin/products', { ...TILGUL, name: 'Tilgul Vadi' }, { token: owner.idToken })).body.id,
    ).toBe(id + 1);
  });

  it('refuses a shopper (403), a body it cannot take (400, naming why) and a repeated pack, storing nothing', async () => {
    const count = async () => (await adminDb().collection('products').get()).size;
    const before = await count();
    expect((await post('/admin/products', TILGUL, { token: shopper.idToken })).status).toBe(403);
    const noPacks = await post('/admin/products', { ...TILGUL, variants: [] }, { token: owner.idToken });
    expect(noPacks.status).toBe(400);
    expect(noPacks.body.message).toBe(english('admin.packsInvalid'));
    const badImage = await post(
      '/admin/products',
      { ...TILGUL, image: 'javascript:alert(1)' },
      { token: owner.idToken },
    );
    expect(badImage.body.message).toBe(english('admin.imageInvalid'));
    const twice = await post(
      '/admin/products',
      { ...TILGUL, variants: [TILGUL.variants[0], TILGUL.variants[0]] },
      { token: owner.idToken },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(english('admin.duplicateUnit', { unit: '250 g' }));
    expect((await post('/admin/products', { ...TILGUL, name: '  ' }, { token: owner.idToken })).status).toBe(
      400,
    );
    expect(await count()).toBe(before);
  });
});

describe('a hidden product', () => {
  it('vanishes from the list, its page, cart adds and orders, and comes back unchanged when shown again', async () => {
    const address = (await post('/addresses', anAddress(), { token: shopper.idToken })).body._id;
    const original = (await getEndpoint(publicEndpoints.product(16))).body;
    // Already in a cart before it is hidden.
    await post(
      '/cart',
      { productId: 16, quantity: 1, selectedVariant: { unit: '250 gm' } },
      { token: shopper.idToken },
    );

    expect((await patch(16, { hidden: true })).body.hidden).toBe(true);
    const list = (await getEndpoint(publicEndpoints.products())).body as { id: number }[];
    expect(list.some((p) => p.id === 16)).toBe(false);
    expect((await getEndpoint(publicEndpoints.product(16))).status).toBe(404);

    const add = await post(
      '/cart',
      { productId: 16, quantity: 1, selectedVariant: { unit: '250 gm' } },
      { token: shopper.idToken },
    );
    expect(add.status).toBe(400);
    expect(add.body.message).toBe('We could not find that product.');

    const direct = await post(
      '/orders/direct',
      {
        selectedAddressId: address,
        items: [{ productId: 16, quantity: 1, selectedVariant: { unit: '250 gm' } }],
      },
      { token: shopper.idToken },
    );
    expect(direct.status).toBe(400);
    expect(direct.body.message).toBe(
      'One of the products in your order is no longer available. Please review your cart.',
    );
    const fromCart = await post('/orders', { selectedAddressId: address }, { token: shopper.idToken });
    expect(fromCart.status).toBe(400);
    expect(fromCart.body.message).toBe(direct.body.message);
    expect((await adminDb().collection('orders').get()).size).toBe(0);

    expect((await patch(16, { hidden: false })).body.hidden).toBe(false);
    // Shown again as it was, now dated by the owner's change (the sitemap's lastmod).
    const { updatedAt, ...shownAgain } = (await get('/products/16')).body;
    expect(shownAgain).toEqual(original);
    expect(Date.parse(updatedAt)).not.toBeNaN();
    expect(
      ((await getEndpoint(publicEndpoints.products())).body as { id: number }[]).some((p) => p.id === 16),
    ).toBe(true);
    expect((await post('/orders', { selectedAddressId: address }, { token: shopper.idToken })).status).toBe(
      201,
    );
  });
});

describe('blog writes are audited', () => {
  it('records create, update and delete with the admin’s uid and the post’s slugs and titles (not its content)', async () => {
    const post1 = {
      author: 'Sunita Patil',
      featuredImage: '/images/blog/jaggery-season-in-karad.svg',
      en: {
        title: 'Cane is ready',
        content: '<p>Cut <script>alert(1)</script>today.</p>',
        slug: 'cane-is-ready',
      },
    };
    const created = await post('/blog', post1, { token: owner.idToken });
    expect(created.status).toBe(201);
    expect(created.body.en.content).not.toContain('<script');
    const id = created.body._id;
    expect(
      (
        await put(
          `/blog/${id}`,
          { ...post1, en: { ...post1.en, title: 'Cane is cut' } },
          { token: owner.idToken },
        )
      ).status,
    ).toBe(200);
    expect((await del(`/blog/${id}`, { token: owner.idToken })).status).toBe(204);
    // A refused write is not audited.
    expect(
      (await post('/blog', { ...post1, en: { ...post1.en, slug: 'Bad Slug' } }, { token: owner.idToken }))
        .status,
    ).toBe(400);

    const entries = await auditEntries();
    expect(entries.map((e) => [e['action'], e['target'], e['by']])).toEqual([
      ['blog.create', `blogPosts/${id}`, owner.uid],
      ['blog.update', `blogPosts/${id}`, owner.uid],
      ['blog.delete', `blogPosts/${id}`, owner.uid],
    ]);
    expect(entries[0]!['before']).toBeNull();
    expect(entries[0]!['after']).toEqual({
      slugs: ['cane-is-ready'],
      titles: { en: 'Cane is ready', mr: '' },
      author: 'Sunita Patil',
    });
    expect(entries[1]!['after'].titles.en).toBe('Cane is cut');
    expect(entries[2]!['after']).toBeNull();
    expect(JSON.stringify(entries)).not.toContain('<p>');

    const page = await get('/admin/audit', { token: owner.idToken });
    expect(page.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'blog.delete',
      'blog.update',
      'blog.create',
    ]);
    expect(page.body.entries[0]).toEqual({
      _id: expect.any(String),
      at: expect.any(String),
      by: owner.uid,
      action: 'blog.delete',
      target: `blogPosts/${id}`,
      before: expect.any(Object),
      after: null,
    });
    expect((await get('/admin/audit?cursor=nope', { token: owner.idToken })).status).toBe(400);
  });
});
