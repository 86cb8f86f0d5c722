import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { logger } from 'firebase-functions';
import {
  issueMessage,
  msg,
  type ApiIssue,
  type ApiMessage,
  type ApiParams,
} from '../contract/api-message.js';
import type { ApiErrorBody, ApiErrorCode } from '../contract/errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { apiTextIn, wordsIn } from './api-words.js';
import { requestLanguage } from './language.js';

/**
 * Domain errors. Services throw these and never pick an HTTP status; the error middleware below
 * is the one place that maps them to a status and the shared JSON body. Each carries what it says
 * as a message by code (contract/api-message.ts `msg`), rendered in the caller's language on the
 * way out; its own `message` is the English words, for logs.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly apiMessage: ApiMessage,
  ) {
    super(wordsIn(DEFAULT_LANGUAGE, apiMessage));
    this.name = new.target.name;
  }
}
export class InvalidError extends DomainError {
  constructor(message: ApiMessage) {
    super('INVALID', message);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message: ApiMessage = msg('api.signInRequired')) {
    super('UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: ApiMessage = msg('api.forbidden')) {
    super('FORBIDDEN', message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: ApiMessage) {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: ApiMessage) {
    super('CONFLICT', message);
  }
}
/** The caller's If-Match is not the current version: it was changed meanwhile (412). */
export class StaleVersionError extends DomainError {
  constructor(message: ApiMessage) {
    super('PRECONDITION_FAILED', message);
  }
}
/** A write that must name the version it changes came without If-Match (428). */
export class VersionRequiredError extends DomainError {
  constructor(message: ApiMessage) {
    super('PRECONDITION_REQUIRED', message);
  }
}
export class OutOfStockError extends DomainError {
  constructor(message: ApiMessage) {
    super('OUT_OF_STOCK', message);
  }
}
export class RateLimitedError extends DomainError {
  constructor(message: ApiMessage = msg('api.rateLimited')) {
    super('RATE_LIMITED', message);
  }
}

/** Firestore (or Auth) could not answer in time: the caller should try again shortly. */
export class UnavailableError extends DomainError {
  constructor(message: ApiMessage = msg('api.serviceUnavailable')) {
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

/** What an error answer says: a message, and for a rejected body each field's. */
interface ErrorMessages {
  message: ApiMessage;
  issues?: { path: string; message: ApiMessage }[];
}

/** The JSON body of an error answer, its words in `language` (docs/api.md, Errors). */
export function errorBody(code: ApiErrorCode, said: ErrorMessages, language: Language): ApiErrorBody {
  const issues = said.issues?.map(({ path, message }): ApiIssue => ({
    path,
    message: wordsIn(language, message),
    messageCode: message.code,
    params: message.params as ApiParams,
  }));
  return {
    code,
    message: wordsIn(language, said.message),
    messageCode: said.message.code,
    params: said.message.params as ApiParams,
    ...(issues ? { issues } : {}),
  };
}

/** What the API answers for a failure: its status and body, the words in `language`. */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

/** The answer for `code` and what it says, in `language`. */
export function errorAnswer(code: ApiErrorCode, said: ErrorMessages, language: Language): ErrorAnswer {
  return { status: STATUS[code], body: errorBody(code, said, language) };
}

/**
 * Every error answer goes out here, in the caller's language (Accept-Language). None may be kept
 * by a browser or the CDN: a "not found" or an outage must not outlive its cause (a route may
 * already have set a public Cache-Control).
 */
export function sendError(res: Res, code: ApiErrorCode, said: ErrorMessages) {
  res.set('Cache-Control', 'no-store');
  if (code === 'UNAVAILABLE') res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  const answer = errorAnswer(code, said, res.req ? requestLanguage(res.req) : DEFAULT_LANGUAGE);
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

/**
 * A rejected body: each issue by its code (contract/api-message.ts `issueMessage`; never zod's own
 * English), and the first one's as the answer's message, which reads best to a shopper.
 */
function fromZod(error: ZodError): ErrorMessages {
  // Either language's catalogue has the same codes: the English one tells ours from zod's words.
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issueMessage(apiTextIn(DEFAULT_LANGUAGE), issue),
  }));
  return { message: issues[0]?.message ?? msg('api.invalidRequest'), issues };
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
): { code: ApiErrorCode; said: ErrorMessages } {
  if (err instanceof DomainError) return { code: err.code, said: { message: err.apiMessage } };
  if (err instanceof ZodError) return { code: 'INVALID', said: fromZod(err) };
  if (isTransientBackendError(err)) {
    logger.warn('Backend unavailable', { ...where, error: String(err) });
    return { code: 'UNAVAILABLE', said: { message: msg('api.serviceUnavailable') } };
  }
  const parserError = err as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    return { code: 'INVALID', said: { message: msg('api.invalidJson') } };
  }
  if (parserError?.type === 'entity.too.large') {
    return { code: 'PAYLOAD_TOO_LARGE', said: { message: msg('api.bodyTooLarge') } };
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return { code: 'INVALID', said: { message: msg('api.unreadableRequest') } };
  }
  const detail =
    err instanceof Error
      ? { name: err.name, message: err.message, stack: err.stack }
      : { value: String(err) };
  logger.error('Unhandled error', { ...where, error: detail });
  return { code: 'INTERNAL', said: { message: msg('api.internal') } };
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  const { code, said } = describeError(err, { method: req.method, path: req.originalUrl });
  sendError(res, code, said);
};

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 'NOT_FOUND', { message: msg('api.noEndpoint', { method: req.method, path: req.path }) });
};
