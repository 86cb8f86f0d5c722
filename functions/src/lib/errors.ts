import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { logger } from 'firebase-functions';
import type { ApiErrorBody, ApiErrorCode } from '../contract/errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { API_MESSAGES } from '../contract/messages.js';
import { inLanguage, requestLanguage } from './language.js';

/**
 * Domain errors. Services throw these and never pick an HTTP status; the error middleware below
 * is the one place that maps them to a status and the shared JSON body.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class InvalidError extends DomainError {
  constructor(message: string) {
    super('INVALID', message);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message: string = API_MESSAGES.signInRequired) {
    super('UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: string = API_MESSAGES.forbidden) {
    super('FORBIDDEN', message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
/** The caller's If-Match is not the current version: it was changed meanwhile (412). */
export class StaleVersionError extends DomainError {
  constructor(message: string) {
    super('PRECONDITION_FAILED', message);
  }
}
/** A write that must name the version it changes came without If-Match (428). */
export class VersionRequiredError extends DomainError {
  constructor(message: string) {
    super('PRECONDITION_REQUIRED', message);
  }
}
export class OutOfStockError extends DomainError {
  constructor(message: string) {
    super('OUT_OF_STOCK', message);
  }
}
export class RateLimitedError extends DomainError {
  constructor(message: string = API_MESSAGES.rateLimited) {
    super('RATE_LIMITED', message);
  }
}

/** Firestore (or Auth) could not answer in time: the caller should try again shortly. */
export class UnavailableError extends DomainError {
  constructor(message: string = API_MESSAGES.serviceUnavailable) {
    super('UNAVAILABLE', message);
  }
}

/** Seconds a caller should wait before retrying a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

const STATUS: Record<ApiErrorCode, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PRECONDITION_REQUIRED: 428,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

type Res = Parameters<ErrorRequestHandler>[2];

/** What the API answers for a failure: its status and body, the message in `language`. */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

/** The answer for `code` and `body`, in `language` (lib/language.ts). */
export function errorAnswer(
  code: ApiErrorCode,
  body: Omit<ApiErrorBody, 'code'>,
  language: Language,
): ErrorAnswer {
  const message = inLanguage(body.message, language);
  const issues = body.issues?.map((issue) => ({ ...issue, message: inLanguage(issue.message, language) }));
  return { status: STATUS[code], body: { message, ...(issues ? { issues } : {}), code } };
}

/**
 * Every error answer goes out here, in the caller's language. None may be kept by a browser or
 * the CDN: a "not found" or an outage must not outlive its cause (a route may already have set a
 * public Cache-Control).
 */
export function sendError(res: Res, code: ApiErrorCode, body: Omit<ApiErrorBody, 'code'>) {
  res.set('Cache-Control', 'no-store');
  if (code === 'UNAVAILABLE') res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  const answer = errorAnswer(code, body, res.req ? requestLanguage(res.req) : DEFAULT_LANGUAGE);
  res.status(answer.status).json(answer.body);
}

/**
 * gRPC status codes of the Firestore client that mean "not now" rather than "never": the backend
 * is unreachable or overloaded, a deadline passed, or a transaction lost every retry to contention.
 */
const TRANSIENT_GRPC_CODES = new Set([
  1 /* CANCELLED */, 4 /* DEADLINE_EXCEEDED */, 8 /* RESOURCE_EXHAUSTED */, 10 /* ABORTED */,
  14 /* UNAVAILABLE */,
]);

export function isTransientBackendError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' && TRANSIENT_GRPC_CODES.has(code);
}

/** The first issue's message reads best to a shopper; the full list helps developers. */
function fromZod(error: ZodError): Omit<ApiErrorBody, 'code'> {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return { message: issues[0]?.message ?? API_MESSAGES.invalidRequest, issues };
}

/** Body-parser errors carry a `type`; they are the client's fault, not ours. */
interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * What a thrown error means to a caller: a domain error's code and message, a rejected body's
 * issues, an outage, or (logged with `where`) an error of ours. The API's error middleware and the
 * site's in-process reads (site/public-reads.ts) both answer through this, so a page shows exactly
 * what the API would have said.
 */
export function describeError(
  err: unknown,
  where: { method: string; path: string },
): { code: ApiErrorCode; body: Omit<ApiErrorBody, 'code'> } {
  if (err instanceof DomainError) return { code: err.code, body: { message: err.message } };
  if (err instanceof ZodError) return { code: 'INVALID', body: fromZod(err) };
  if (isTransientBackendError(err)) {
    logger.warn('Backend unavailable', { ...where, error: String(err) });
    return { code: 'UNAVAILABLE', body: { message: API_MESSAGES.serviceUnavailable } };
  }
  const parserError = err as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    return { code: 'INVALID', body: { message: API_MESSAGES.invalidJson } };
  }
  if (parserError?.type === 'entity.too.large') {
    return { code: 'PAYLOAD_TOO_LARGE', body: { message: API_MESSAGES.bodyTooLarge } };
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return { code: 'INVALID', body: { message: API_MESSAGES.unreadableRequest } };
  }
  const detail =
    err instanceof Error
      ? { name: err.name, message: err.message, stack: err.stack }
      : { value: String(err) };
  logger.error('Unhandled error', { ...where, error: detail });
  return { code: 'INTERNAL', body: { message: API_MESSAGES.internal } };
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  const { code, body } = describeError(err, { method: req.method, path: req.originalUrl });
  sendError(res, code, body);
};

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 'NOT_FOUND', { message: API_MESSAGES.noEndpoint(req.method, req.path) });
};
