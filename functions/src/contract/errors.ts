import type { ApiIssue, ApiParams, MessageCode } from './api-message.js';

/**
 * Every non-2xx answer of the API has this shape (docs/api.md, Errors). `code` is the kind of
 * failure, for programs (it decides a retry, a sign-in …). `messageCode` and `params` say what
 * went wrong, by a stable code of contract/api-text.ts and its named parameters: a client shows it
 * in its reader's language from them. `message` is those words already rendered in the request's
 * language (`Accept-Language`; English by default), for logs and for clients that do not
 * translate: nothing may parse it. `issues` lists each field's problem of a rejected body, the
 * same way; the answer's own message is the first issue's.
 */
export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  messageCode: MessageCode;
  params: ApiParams;
  issues?: ApiIssue[];
}

export type ApiErrorCode =
  | 'INVALID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** If-Match names a version that is no longer the current one (412). */
  | 'PRECONDITION_FAILED'
  /** A write that must say which version it changes came without If-Match (428). */
  | 'PRECONDITION_REQUIRED'
  | 'OUT_OF_STOCK'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | 'UNAVAILABLE';
