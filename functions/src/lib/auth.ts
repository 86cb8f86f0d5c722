import type { Request, RequestHandler } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { DocIdSchema } from '../contract/common.js';
import { msg } from '../contract/api-message.js';
import { auth } from './firestore.js';
import { ForbiddenError, UnauthenticatedError, UnavailableError } from './errors.js';

export interface AuthUser {
  uid: string;
  admin: boolean;
  /** The account's e-mail, only when its provider verified it (Google sign-in; phone has none). */
  email?: string;
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

/**
 * Verifies the Firebase ID token. `checkRevoked` also asks Auth whether the user's sessions were
 * revoked or the account disabled since the token was issued (one extra call, so admin calls only).
 */
async function verify(req: Request, checkRevoked: boolean): Promise<AuthUser> {
  const token = bearerToken(req);
  if (!token) throw new UnauthenticatedError(msg('api.signInRequired'));
  let decoded: DecodedIdToken;
  try {
    decoded = await auth().verifyIdToken(token, checkRevoked);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled')
      throw new UnauthenticatedError(msg('api.sessionRevoked'));
    // Auth (or Google's key server) could not be reached: the token may be fine.
    if (code === 'app/network-error' || code === 'app/network-timeout' || code === 'auth/internal-error')
      throw new UnavailableError();
    throw new UnauthenticatedError(msg('api.sessionExpired'));
  }
  // The uid names the shopper's documents (users/{uid}/…): it must be a plain Firestore id. Uids
  // that Firebase Auth creates always are; a custom one that is not cannot use the shop.
  if (!DocIdSchema.safeParse(decoded.uid).success) throw new UnauthenticatedError(msg('api.sessionExpired'));
  const email =
    decoded.email_verified === true && typeof decoded.email === 'string' ? decoded.email : undefined;
  return { uid: decoded.uid, admin: decoded['admin'] === true, ...(email ? { email } : {}) };
}

/** Verifies the Firebase ID token of `Authorization: Bearer …` and puts the caller on req.user. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  req.user = await verify(req, false);
  next();
};

/**
 * The farm's own staff: an `admin` custom claim (see `npm run make-admin`), verified with
 * revocation checked, so `make-admin --revoke` shuts a removed owner out at once rather than when
 * their ID token expires (up to an hour later).
 */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  req.user = await verify(req, true);
  if (!req.user.admin) throw new ForbiddenError(msg('api.adminOnly'));
  next();
};

/** The caller, for handlers mounted behind requireUser. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new UnauthenticatedError();
  return req.user;
}
