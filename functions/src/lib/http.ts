import express, { type Request, type RequestHandler, type Response } from 'express';
import { isWellFormedText } from '../contract/common.js';
import { MAX_BLOG_BODY_BYTES, MAX_BODY_BYTES } from '../contract/limits.js';
import { msg } from '../contract/api-message.js';
import { MAX_PHOTO_BODY_BYTES } from '../contract/photos.js';
import { DomainError, InvalidError } from './errors.js';

/**
 * Public reads (posts, reviews, the shop's policy) may be cached by browsers for a minute and by
 * Hosting's CDN for five, so most visits never wake the function; `staleSeconds` lets the CDN
 * answer from an expired copy while it asks again. The catalogue's prices and stock must show
 * within seconds of a change (issue 36): its answers pass their own, short times. The order
 * transaction checks stock for real whatever a page showed. Only a successful answer is ever
 * marked so: call this right before sending the data (the error handler marks every error
 * `no-store` anyway).
 */
export function sendPublic(
  res: Response,
  data: unknown,
  seconds = 60,
  cdnSeconds = 300,
  staleSeconds = 600,
): void {
  const stale = staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : '';
  res.set('Cache-Control', `public, max-age=${seconds}, s-maxage=${cdnSeconds}${stale}`);
  res.json(data);
}

/** Answers about one user's data must never be stored by a shared cache. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/** Blog posts may be long (and Marathi takes 3 bytes a character); every other body is small. */
function isBlogWrite(req: Request): boolean {
  return (req.method === 'POST' || req.method === 'PUT') && /^\/api\/blog(\/[^/]*)?\/?$/.test(req.path);
}

/** A photo upload carries both web sizes of one picture (contract/photos.ts). */
const isPhotoUpload = (req: Request) => req.method === 'POST' && /^\/api\/admin\/photos\/?$/.test(req.path);

const bodyLimitOf = (req: Request) =>
  isPhotoUpload(req) ? MAX_PHOTO_BODY_BYTES : isBlogWrite(req) ? MAX_BLOG_BODY_BYTES : MAX_BODY_BYTES;

/**
 * In Cloud Functions the runtime has already parsed the body (with a 10 MB limit) before Express
 * sees it, so express.json's own limit never fires there. This guard enforces ours either way.
 */
export const limitBodySize: RequestHandler = (req, _res, next) => {
  const limit = bodyLimitOf(req);
  const declared = Number(req.get('content-length') ?? 0);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (declared > limit || (raw && raw.length > limit)) {
    throw new DomainError('PAYLOAD_TOO_LARGE', msg('api.bodyTooLarge'));
  }
  next();
};

const smallJson = express.json({ limit: MAX_BODY_BYTES });
const blogJson = express.json({ limit: MAX_BLOG_BODY_BYTES });
const photoJson = express.json({ limit: MAX_PHOTO_BODY_BYTES });
export const parseJson: RequestHandler = (req, res, next) =>
  (isPhotoUpload(req) ? photoJson : isBlogWrite(req) ? blogJson : smallJson)(req, res, next);

/** Whether any string (or key) anywhere in a parsed JSON value holds a lone surrogate. */
export function hasMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isWellFormedText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasMalformedText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => !isWellFormedText(k) || hasMalformedText(v, depth + 1));
}

/**
 * JSON may carry a lone surrogate ("\ud800"), which no UTF-8 store can hold: Firestore refuses the
 * write with an error we would report as a 500. Refuse it up front, whichever field it is in.
 */
export const rejectMalformedText: RequestHandler = (req, _res, next) => {
  if (hasMalformedText(req.body)) throw new InvalidError(msg('api.textNotReadable'));
  next();
};
