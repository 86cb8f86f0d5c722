/**
 * The owner's photos (product.md §10, Catalogue): taken on her phone, made web-sized there (a large
 * picture and a small one for lists), sent to POST /api/admin/photos and kept by the shop. They
 * are served at the shop's own address, `/api/photos/{id}.{ext}` and `/api/photos/{id}-small.{ext}`,
 * and never change, so browsers and the CDN keep them for a year. Free of zod: the storefront's
 * pictures use it (the upload's schema is photo-upload.ts).
 */

/** The two web sizes: the longest side of each, in pixels, as the phone makes them. */
export const PHOTO_SIZES = { large: 1200, small: 480 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** What the server takes: a side at most this long (a phone's own rounding aside) and at least 64 px. */
export const PHOTO_MAX_SIDE = { large: 1600, small: 640 } as const;
export const PHOTO_MIN_SIDE = 64;

/** The most bytes of each size (a 1200 px WebP of a jar of honey is ~100 KB). */
export const PHOTO_MAX_BYTES = { large: 600_000, small: 150_000 } as const;

/** WebP where the phone can make it (Chrome, Android); JPEG from browsers that cannot (Safari). */
export const PHOTO_TYPES = ['image/webp', 'image/jpeg'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
const EXTENSION: Record<PhotoType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };
const TYPE_OF_EXTENSION: Record<string, PhotoType> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** The answer: where the picture is served, to put in a product or a post. */
export interface UploadedPhoto {
  src: string;
  smallSrc: string;
  width: number;
  height: number;
}

/** The request body's limit for an upload (both sizes in base64, and the JSON around them). */
export const MAX_PHOTO_BODY_BYTES =
  Math.ceil((PHOTO_MAX_BYTES.large + PHOTO_MAX_BYTES.small) / 3) * 4 + 1_000;

export const PHOTOS_PATH = '/api/photos';

/** Where one size of a stored photo is served. */
export function photoSrc(id: string, type: PhotoType, size: PhotoSize = 'large'): string {
  return `${PHOTOS_PATH}/${id}${size === 'small' ? '-small' : ''}.${EXTENSION[type]}`;
}

const PHOTO_FILE = /^([A-Za-z0-9]{20})(-small)?\.(webp|jpg)$/;

/** The photo a served file name names (`{id}.webp`, `{id}-small.jpg`), or undefined. */
export function parsePhotoFile(file: string): { id: string; size: PhotoSize; type: PhotoType } | undefined {
  const match = PHOTO_FILE.exec(file);
  if (!match) return undefined;
  const [, id, small, extension] = match as unknown as [string, string, string | undefined, string];
  return { id, size: small ? 'small' : 'large', type: TYPE_OF_EXTENSION[extension]! };
}

/** Whether a picture's address is one of the shop's photos (`/api/photos/{id}.{ext}`). */
export function isPhotoSrc(src: string): boolean {
  return (
    src.startsWith(`${PHOTOS_PATH}/`) && parsePhotoFile(src.slice(PHOTOS_PATH.length + 1))?.size === 'large'
  );
}

/**
 * The small size of a shop photo, for thumbnails; any other picture (the seeded `/images/…`, a
 * web address) is its own thumbnail.
 */
export function thumbnailOf(src: string): string {
  if (!isPhotoSrc(src)) return src;
  const { id, type } = parsePhotoFile(src.slice(PHOTOS_PATH.length + 1))!;
  return photoSrc(id, type, 'small');
}

/** `srcset` for a shop photo (both sizes, by width), or undefined for any other picture. */
export function photoSrcSet(src: string): string | undefined {
  if (!isPhotoSrc(src)) return undefined;
  return `${thumbnailOf(src)} ${PHOTO_SIZES.small}w, ${src} ${PHOTO_SIZES.large}w`;
}
