import { z } from 'zod';
import { PHOTO_MESSAGES as M } from './messages.js';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './photos.js';

/** Base64 of at most `bytes` bytes. */
const base64Of = (bytes: number) =>
  z
    .string({ message: M.photoMissing })
    .min(1, M.photoMissing)
    .max(Math.ceil(bytes / 3) * 4, M.photoTooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, M.photoNotReadable);

/** POST /api/admin/photos: both sizes of one picture, as base64, of the same type. */
export const PhotoUploadSchema = z.object({
  type: z.enum(PHOTO_TYPES, { message: M.photoType }),
  large: base64Of(PHOTO_MAX_BYTES.large),
  small: base64Of(PHOTO_MAX_BYTES.small),
});
export type PhotoUpload = z.infer<typeof PhotoUploadSchema>;
