import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { english, call, get, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * The owner writes a product's Marathi name and description (issue 27) with the same PATCH as its
 * English words: the Marathi pages (GET /products?lang=mr) show them at once, the card's short
 * text in Marathi follows the description, and a bad one stores nothing.
 */
let owner: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  await startApi();
  [owner, shopper] = await Promise.all([createUser().then(makeAdmin), createUser()]);
});
afterAll(stopApi);
beforeEach(resetDatabase);

const patch = (body: unknown, token = owner.idToken) => call('PATCH', '/admin/products/1', { token, body });
const storedMarathi = async () => (await adminDb().collection('products').doc('1').get()).get('mr');

describe('PATCH /api/admin/products/{id} with mr', () => {
  it('changes the Marathi words only, keeps the rest of them, and the Marathi pages show them', async () => {
    const before = await storedMarathi();
    const response = await patch({
      mr: { name: 'गुलकंद (गावरान)', description: 'उन्हात मुरवलेला गुलकंद. देशी गुलाबाच्या पाकळ्यांपासून.' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.name).toBe('Gulkand');
    const after = await storedMarathi();
    expect(after).toEqual({
      ...before,
      name: 'गुलकंद (गावरान)',
      description: 'उन्हात मुरवलेला गुलकंद. देशी गुलाबाच्या पाकळ्यांपासून.',
      shortDescription: 'उन्हात मुरवलेला गुलकंद.',
    });
    const shown = (await get('/products/1?lang=mr')).body;
    expect(shown).toMatchObject({ name: 'गुलकंद (गावरान)', shortDescription: 'उन्हात मुरवलेला गुलकंद.' });
    // English pages are as they were.
    expect((await get('/products/1')).body.name).toBe('Gulkand');
  });

  it('refuses an empty Marathi name, an unknown field and an empty change, storing nothing', async () => {
    const before = await storedMarathi();
    const empty = await patch({ mr: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(english('admin.productNameInvalid'));
    expect((await patch({ mr: { slogan: 'x' } })).status).toBe(400);
    const nothing = await patch({ mr: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(english('admin.nothingToChange'));
    expect((await patch({ mr: { name: 'गुळ' } }, shopper.idToken)).status).toBe(403);
    expect(await storedMarathi()).toEqual(before);
  });
});

describe('POST /api/admin/products with mr', () => {
  const product = {
    name: 'Kokum Syrup',
    description: 'Sun-dried kokum and jaggery. Mix one part with five of cold water.',
    category: 'syrup',
    variants: [{ unit: '500 ml', price: 180, stock: 12 }],
  };

  it('keeps a new product’s Marathi name and description, which the Marathi pages show', async () => {
    const created = await call('POST', '/admin/products', {
      token: owner.idToken,
      body: {
        ...product,
        mr: { name: 'कोकम सरबत', description: 'उन्हात वाळवलेले कोकम आणि गूळ. थंड पाण्यात मिसळा.' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(created.body.mr).toMatchObject({
      name: 'कोकम सरबत',
      shortDescription: 'उन्हात वाळवलेले कोकम आणि गूळ.',
    });
    const shown = (await get(`/products/${id}?lang=mr`)).body;
    expect(shown).toMatchObject({ name: 'कोकम सरबत', englishName: 'Kokum Syrup' });
    expect((await get(`/products/${id}`)).body.name).toBe('Kokum Syrup');
  });

  it('refuses unknown Marathi fields and stores no product', async () => {
    const before = (await adminDb().collection('products').get()).size;
    const bad = await call('POST', '/admin/products', {
      token: owner.idToken,
      body: { ...product, mr: { name: 'कोकम', slogan: 'x' } },
    });
    expect(bad.status).toBe(400);
    expect((await adminDb().collection('products').get()).size).toBe(before);
  });
});
