import type { RequestHandler, Response } from 'express';
import { API_MESSAGES } from '../contract/messages.js';
import { DomainError } from './errors.js';

/**
 * Public catalogue reads may be cached by browsers for a minute and by Hosting's CDN for five,
 * so most visits never wake the function. Stock shown may lag by that much; the order
 * transaction checks it for real.
 */
export function publicCache(res: Response, seconds = 60, cdnSeconds = 300): void {
  res.set('Cache-Control', `public, max-age=${seconds}, s-maxage=${cdnSeconds}, stale-while-revalidate=600`);
}

/** Answers about one user's data must never be stored by a shared cache. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * In Cloud Functions the runtime has already parsed the body (with a 10 MB limit) before Express
 * sees it, so express.json's own limit never fires there. This guard enforces ours either way.
 */
export const limitBodySize: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  const raw = (req as { rawBody?: Buffer }).rawBody;
  if (declared > MAX_BODY_BYTES || (raw && raw.length > MAX_BODY_BYTES)) {
    throw new DomainError('PAYLOAD_TOO_LARGE', API_MESSAGES.bodyTooLarge);
  }
  next();
};
