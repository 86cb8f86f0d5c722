import { Router } from 'express';
import { PhotoUploadSchema } from '../contract/photo-upload.js';
import { parsePhotoFile } from '../contract/photos.js';
import { msg } from '../contract/api-message.js';
import { currentUser } from '../lib/auth.js';
import { NotFoundError } from '../lib/errors.js';
import { addPhoto, getPhoto } from './photos.service.js';

/** GET /api/photos/{id}.{ext} (public): a photo never changes, so it is kept for a year. */
export const photosRouter = Router();

photosRouter.get('/:file', async (req, res) => {
  const file = parsePhotoFile(req.params.file);
  if (!file) throw new NotFoundError(msg('photo.notFound'));
  const bytes = await getPhoto(file.id, file.size, file.type);
  res
    .set({
      'Cache-Control': 'public, max-age=31536000, s-maxage=31536000, immutable',
      'Content-Type': file.type,
      'Content-Length': String(bytes.length),
    })
    .end(bytes);
});

/** POST /api/admin/photos (the owner only, mounted behind the admin guard). */
export const photosAdminRouter = Router();

photosAdminRouter.post('/', async (req, res) => {
  const upload = PhotoUploadSchema.parse(req.body ?? {});
  res.status(201).json(await addPhoto(currentUser(req).uid, upload));
});
