import type { Request, RequestHandler } from 'express';
import { API_MESSAGES } from '../contract/messages.js';
import { auth } from './firestore.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

export interface AuthUser {
  uid: string;
  admin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Verifies the Firebase ID token of `Authorization: Bearer …` and puts the caller on req.user. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw new UnauthenticatedError();
  try {
    const decoded = await auth().verifyIdToken(token);
    req.user = { uid: decoded.uid, admin: decoded['admin'] === true };
  } catch {
    throw new UnauthenticatedError(API_MESSAGES.sessionExpired);
  }
  next();
};

/** Blog writes are for the farm's own staff: an `admin` custom claim (see `npm run make-admin`). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user?.admin) throw new ForbiddenError(API_MESSAGES.adminOnly);
  next();
};

/** The caller, for handlers mounted behind requireUser. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new UnauthenticatedError();
  return req.user;
}
