import { imageSize } from 'image-size';
import {
  PHOTO_MAX_SIDE,
  PHOTO_MIN_SIDE,
  photoSrc,
  type PhotoSize,
  type PhotoType,
  type UploadedPhoto,
} from '../contract/photos.js';
import { msg } from '../contract/api-message.js';
import type { PhotoUpload } from '../contract/photo-upload.js';
import { db } from '../lib/firestore.js';
import { InvalidError, NotFoundError } from '../lib/errors.js';
import { createPhoto, findPhotoBytes } from './photos.repository.js';

/** What image-size calls each type the shop takes. */
const SIZE_TYPE: Record<PhotoType, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/**
 * The bytes of one size, checked: really a picture of the type declared (read from its own header,
 * not the name it came with), with its longest side within the size's limits. A phone that did
 * not make the photo web-sized first is refused here, so nothing larger is ever served.
 */
function checkedPicture(base64: string, type: PhotoType, size: PhotoSize) {
  const bytes = Buffer.from(base64, 'base64');
  let found: { type?: string; width?: number; height?: number };
  try {
    found = imageSize(bytes);
  } catch {
    throw new InvalidError(msg('photo.notReadable'));
  }
  if (found.type !== SIZE_TYPE[type] || !found.width || !found.height)
    throw new InvalidError(msg('photo.notReadable'));
  const longest = Math.max(found.width, found.height);
  if (longest > PHOTO_MAX_SIDE[size] || Math.min(found.width, found.height) < 1 || longest < PHOTO_MIN_SIDE)
    throw new InvalidError(
      msg('photo.wrongSize', { largest: PHOTO_MAX_SIDE[size], smallest: PHOTO_MIN_SIDE }),
    );
  return { bytes, width: found.width, height: found.height };
}

/** Keeps both sizes of the owner's photo and answers where they are served. */
export async function addPhoto(uid: string, upload: PhotoUpload): Promise<UploadedPhoto> {
  const large = checkedPicture(upload.large, upload.type, 'large');
  const small = checkedPicture(upload.small, upload.type, 'small');
  const id = await createPhoto(db(), {
    type: upload.type,
    large: large.bytes,
    small: small.bytes,
    width: large.width,
    height: large.height,
    uploadedBy: uid,
  });
  return {
    src: photoSrc(id, upload.type, 'large'),
    smallSrc: photoSrc(id, upload.type, 'small'),
    width: large.width,
    height: large.height,
  };
}

/** One size of a photo, for serving; its address must name its type (`.webp`, `.jpg`). */
export async function getPhoto(id: string, size: PhotoSize, type: PhotoType): Promise<Buffer> {
  const found = await findPhotoBytes(db(), id, size);
  if (!found || found.type !== type) throw new NotFoundError(msg('photo.notFound'));
  return found.bytes;
}
