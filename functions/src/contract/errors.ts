/**
 * Every non-2xx answer of the API has this shape. `message` is written for shoppers and can be
 * shown as is; `code` is for programs; `issues` lists per-field problems of a rejected body.
 */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  issues?: { path: string; message: string }[];
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
