import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, PHOTO_MIN_SIDE, photoSrcSet, thumbnailOf } from '@contract/photos';
import { english, call, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase } from '../support/emulators.js';

/*
 * The owner's photos: POST /api/admin/photos takes both web sizes the phone made, checks each is
 * really a picture of its type and size, and keeps them; GET /api/photos/{file} serves them to
 * anyone, kept for a year. A product can then show one.
 */
let owner: TestUser;
let shopper: TestUser;
let base: string;

const fixture = (name: string) => readFileSync(new URL(`../fixtures/photos/${name}`, import.meta.url));
const b64 = (name: string) => fixture(name).toString('base64');
const webp = { type: 'image/webp', large: b64('large.webp'), small: b64('small.webp') };

beforeAll(async () => {
  base = await startApi();
  [owner, shopper] = await Promise.all([createUser().then(makeAdmin), createUser()]);
});
afterAll(stopApi);
beforeEach(resetDatabase);

const upload = (body: unknown, token = owner.idToken) => post('/admin/photos', body, { token });
const storedPhotos = async () => (await adminDb().collection('photos').get()).size;

describe('POST /api/admin/photos', () => {
  it('keeps both sizes and answers where they are served; anyone can then fetch them, cached for a year', async () => {
    const response = await upload(webp);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      src: expect.stringMatching(/^\/api\/photos\/[A-Za-z0-9]{20}\.webp$/),
      smallSrc: expect.stringMatching(/^\/api\/photos\/[A-Za-z0-9]{20}-small\.webp$/),
      width: 1200,
      height: 900,
    });
    expect(thumbnailOf(response.body.src)).toBe(response.body.smallSrc);
    expect(photoSrcSet(response.body.src)).toBe(`${response.body.smallSrc} 480w, ${response.body.src} 1200w`);

    for (const [src, bytes] of [
      [response.body.src, fixture('large.webp')],
      [response.body.smallSrc, fixture('small.webp')],
    ] as const) {
      const served = await fetch(`${base}${src.replace(/^\/api/, '')}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe(
        'public, max-age=31536000, s-maxage=31536000, immutable',
      );
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('takes JPEG from browsers that cannot make WebP (Safari)', async () => {
    const response = await upload({ type: 'image/jpeg', large: b64('large.jpg'), small: b64('small.jpg') });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.src).toMatch(/\.jpg$/);
    const served = await fetch(`${base}${response.body.src.replace(/^\/api/, '')}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  const REFUSED: [string, unknown, string][] = [
    ['no photo', {}, english('photo.type')],
    ['a type other than WebP or JPEG', { ...webp, type: 'image/png' }, english('photo.type')],
    ['a size missing', { type: 'image/webp', large: webp.large }, english('photo.missing')],
    ['text that is not base64', { ...webp, small: 'not a photo!' }, english('photo.notReadable')],
    [
      'bytes that are not a picture',
      { ...webp, small: Buffer.from('hello world').toString('base64') },
      english('photo.notReadable'),
    ],
    ['a JPEG sent as WebP', { ...webp, large: b64('large.jpg') }, english('photo.notReadable')],
    [
      'a camera photo that was not made web-sized (2400 px)',
      { type: 'image/jpeg', large: b64('camera.jpg'), small: b64('small.jpg') },
      english('photo.wrongSize', { largest: PHOTO_MAX_SIDE.large, smallest: PHOTO_MIN_SIDE }),
    ],
    [
      'the large size given as the small one',
      { ...webp, small: webp.large },
      english('photo.wrongSize', { largest: PHOTO_MAX_SIDE.small, smallest: PHOTO_MIN_SIDE }),
    ],
  ];
  for (const [what, body, message] of REFUSED) {
    it(`refuses ${what} with 400 and a message, storing nothing`, async () => {
      const response = await upload(body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await storedPhotos()).toBe(0);
    });
  }

  it('refuses a body over the limit with 413', async () => {
    const response = await upload({ ...webp, large: 'A'.repeat(1_200_000) });
    expect(response.status).toBe(413);
    expect(await storedPhotos()).toBe(0);
  });

  it('is the owner’s: a shopper gets 403, a visitor 401, and nothing is stored', async () => {
    expect((await upload(webp, shopper.idToken)).status).toBe(403);
    expect((await call('POST', '/admin/photos', { body: webp })).status).toBe(401);
    expect(await storedPhotos()).toBe(0);
  });
});

describe('GET /api/photos/{file}', () => {
  it('answers 404, never cached, for a photo that does not exist, a wrong type or a name that cannot be one', async () => {
    const { body } = await upload(webp);
    for (const path of [
      '/photos/AAAAAAAAAAAAAAAAAAAA.webp',
      body.src.replace(/^\/api/, '').replace('.webp', '.jpg'),
      '/photos/..%2Fsettings.webp',
      '/photos/abc.png',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('a product can show an uploaded photo; other addresses stay refused', async () => {
    const { body } = await upload(webp);
    const changed = await call('PATCH', '/admin/products/1', {
      token: owner.idToken,
      body: { image: body.src },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await get('/products/1')).body.image).toBe(body.src);
    const bad = await call('PATCH', '/admin/products/1', {
      token: owner.idToken,
      body: { image: '/api/photos/../admin.webp' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(english('admin.imageInvalid'));
  });
});
