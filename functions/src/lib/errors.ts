import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { logger } from 'firebase-functions';
import type { ApiErrorBody, ApiErrorCode } from '../contract/errors.js';
import { API_MESSAGES } from '../contract/messages.js';

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

const STATUS: Record<ApiErrorCode, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

function send(res: Parameters<ErrorRequestHandler>[2], code: ApiErrorCode, body: Omit<ApiErrorBody, 'code'>) {
  res.status(STATUS[code]).json({ ...body, code } satisfies ApiErrorBody);
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

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof DomainError) return send(res, err.code, { message: err.message });
  if (err instanceof ZodError) return send(res, 'INVALID', fromZod(err));
  const parserError = err as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    return send(res, 'INVALID', { message: API_MESSAGES.invalidJson });
  }
  if (parserError?.type === 'entity.too.large') {
    return send(res, 'PAYLOAD_TOO_LARGE', { message: API_MESSAGES.bodyTooLarge });
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return send(res, 'INVALID', { message: API_MESSAGES.unreadableRequest });
  }
  const detail =
    err instanceof Error
      ? { name: err.name, message: err.message, stack: err.stack }
      : { value: String(err) };
  logger.error('Unhandled error', { method: req.method, path: req.originalUrl, error: detail });
  send(res, 'INTERNAL', { message: API_MESSAGES.internal });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  send(res, 'NOT_FOUND', { message: API_MESSAGES.noEndpoint(req.method, req.path) });
};
