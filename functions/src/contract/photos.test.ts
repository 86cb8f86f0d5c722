import { describe, expect, it } from 'vitest';
import { isPhotoSrc, parsePhotoFile, photoSrc, photoSrcSet, thumbnailOf } from './photos.js';

const ID = 'AbCdEfGhIjKlMnOpQrSt';

describe('photo addresses', () => {
  it('name both sizes of a photo by id and type, and read them back', () => {
    expect(photoSrc(ID, 'image/webp')).toBe(`/api/photos/${ID}.webp`);
    expect(photoSrc(ID, 'image/jpeg', 'small')).toBe(`/api/photos/${ID}-small.jpg`);
    expect(parsePhotoFile(`${ID}-small.jpg`)).toEqual({ id: ID, size: 'small', type: 'image/jpeg' });
    expect(parsePhotoFile(`${ID}.webp`)).toEqual({ id: ID, size: 'large', type: 'image/webp' });
  });

  it('read nothing from a name that cannot be a photo', () => {
    for (const file of [
      '',
      `${ID}.png`,
      `${ID}.webp.js`,
      `../${ID}.webp`,
      `${ID.slice(1)}.webp`,
      `${ID}-large.webp`,
    ])
      expect(parsePhotoFile(file), file).toBeUndefined();
  });

  it('a product or post shows the large size; its thumbnail and srcset follow it', () => {
    const src = photoSrc(ID, 'image/webp');
    expect(isPhotoSrc(src)).toBe(true);
    expect(isPhotoSrc(photoSrc(ID, 'image/webp', 'small'))).toBe(false);
    expect(thumbnailOf(src)).toBe(`/api/photos/${ID}-small.webp`);
    expect(photoSrcSet(src)).toBe(`/api/photos/${ID}-small.webp 480w, ${src} 1200w`);
  });

  it('leave every other picture as it is', () => {
    for (const src of [
      '/images/products/honey.svg',
      'https://example.org/a.jpg',
      `/api/photos/${ID}.webp?x=1`,
    ]) {
      expect(thumbnailOf(src)).toBe(src);
      expect(photoSrcSet(src)).toBeUndefined();
    }
  });
});
