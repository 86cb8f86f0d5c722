import { z } from 'zod';
import { says } from './api-message.js';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './photos.js';

/** Base64 of at most `bytes` bytes. */
const base64Of = (bytes: number) =>
  z
    .string(says('photo.missing'))
    .min(1, says('photo.missing'))
    .max(Math.ceil(bytes / 3) * 4, says('photo.tooLarge'))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, says('photo.notReadable'));

/** POST /api/admin/photos: both sizes of one picture, as base64, of the same type. */
export const PhotoUploadSchema = z.object({
  type: z.enum(PHOTO_TYPES, says('photo.type')),
  large: base64Of(PHOTO_MAX_BYTES.large),
  small: base64Of(PHOTO_MAX_BYTES.small),
});
export type PhotoUpload = z.infer<typeof PhotoUploadSchema>;
