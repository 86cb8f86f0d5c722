import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { PhotoSize, PhotoType } from '../contract/photos.js';

/**
 * The only code that touches `photos`: each document holds both web sizes of one of the owner's
 * photos (together well under Firestore's 1 MiB a document). Photos are never changed: a new
 * picture is a new document, so what was served under an address stays right forever.
 */
export interface PhotoDoc {
  type: PhotoType;
  large: Buffer;
  small: Buffer;
  width: number;
  height: number;
  uploadedBy: string;
  uploadedAt: Timestamp;
}

const photos = (db: Firestore) => db.collection('photos');

export async function createPhoto(db: Firestore, photo: Omit<PhotoDoc, 'uploadedAt'>): Promise<string> {
  const ref = photos(db).doc();
  await ref.create({ ...photo, uploadedAt: Timestamp.now() } satisfies PhotoDoc);
  return ref.id;
}

/** One size of a photo, or undefined when there is no such photo. */
export async function findPhotoBytes(
  db: Firestore,
  id: string,
  size: PhotoSize,
): Promise<{ type: PhotoType; bytes: Buffer } | undefined> {
  const snap = await photos(db).doc(id).get();
  if (!snap.exists) return undefined;
  const doc = snap.data() as PhotoDoc;
  // Firestore hands bytes back as a Buffer in Node (Uint8Array from some clients).
  return { type: doc.type, bytes: Buffer.from(doc[size]) };
}
