import { PHOTO_MESSAGES as M } from '@/words/messages';
import { PHOTO_SIZES, type PhotoSize, type PhotoType, type UploadedPhoto } from '@contract/photos';
import { apiRequest } from '@/platform/api-client';

/**
 * The owner's photo, from her phone's camera or gallery to the shop (contract/photos.ts): made
 * web-sized here first (a camera's 4000 px, 5 MB picture becomes ~100 KB), so a slow mobile
 * connection sends little and the API never has to resize. The API checks what arrives.
 */

/** JPEG quality for browsers that cannot make WebP, and WebP's (both look right on a product page). */
const QUALITY = 0.82;

/** Draws the picture with its longest side at most `longest` px (never enlarged). */
function drawAt(bitmap: ImageBitmap, longest: number): HTMLCanvasElement {
  const scale = Math.min(1, longest / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(M.photoNotReadable);
  // A JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement, type: PhotoType) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));

/** One size as WebP, or JPEG where the browser cannot make WebP (it hands back PNG instead). */
async function encode(canvas: HTMLCanvasElement, preferred: PhotoType): Promise<Blob> {
  const blob = await toBlob(canvas, preferred);
  if (blob && blob.type === preferred) return blob;
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new Error(M.photoNotReadable);
  return jpeg;
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface WebSizedPhoto {
  type: PhotoType;
  sizes: Record<PhotoSize, Blob>;
}

/** Both web sizes of the chosen file, turned upright as the camera held it. */
export async function makeWebSized(file: Blob): Promise<WebSizedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(M.photoNotReadable);
  }
  try {
    const large = await encode(drawAt(bitmap, PHOTO_SIZES.large), 'image/webp');
    const type = large.type as PhotoType;
    const small = await encode(drawAt(bitmap, PHOTO_SIZES.small), type);
    return { type, sizes: { large, small } };
  } finally {
    bitmap.close();
  }
}

/** Makes the file web-sized, sends both sizes, and answers where the shop serves them. */
export async function uploadPhoto(file: Blob, onStage?: (stage: 'preparing' | 'uploading') => void) {
  onStage?.('preparing');
  const photo = await makeWebSized(file);
  onStage?.('uploading');
  return apiRequest<UploadedPhoto>('/admin/photos', {
    method: 'POST',
    body: {
      type: photo.type,
      large: await base64Of(photo.sizes.large),
      small: await base64Of(photo.sizes.small),
    },
    fallbackMessage: M.photoUploadFailed,
  });
}
