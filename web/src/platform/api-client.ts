import type { ApiNotice, ApiParams } from '@contract/api-message';
import type { ApiErrorBody } from '@contract/errors';
import type { Endpoint } from '@contract/endpoints';
import { firebaseAuthIfSignedIn } from './firebase-loader';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@contract/languages';
import { LANGUAGE } from '@/config/language';

/**
 * An API failure: its words for the shopper (from the answer's message code, in this build's
 * language; or the caller's fallback), the status, the kind of failure (`code`) and what the API
 * said by code (`messageCode`, `params`: contract/api-text.ts).
 */
export class ApiError extends Error {
  readonly messageCode?: string;
  readonly params?: ApiParams;
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    said?: { messageCode?: string | undefined; params?: ApiParams | undefined },
  ) {
    super(message);
    this.name = 'ApiError';
    if (said?.messageCode) this.messageCode = said.messageCode;
    if (said?.params) this.params = said.params;
  }
  get isAuthError() {
    return this.status === 401 || this.status === 403;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Shown when the server gives no message of its own (product.md §8 fallbacks). */
  fallbackMessage: string;
  signal?: AbortSignal;
  /** How the browser's HTTP cache may answer (e.g. 'no-cache': revalidate, cheap with ETags). */
  cache?: RequestCache;
}

/**
 * The one way the web app talks to /api. It sends the signed-in user's current ID token (the SDK
 * refreshes it before it expires) and turns every failure into an ApiError whose message can be
 * shown as is.
 */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  return (await apiExchange<T>(path, options)).data;
}

/**
 * apiRequest, answering the version of what it read or wrote too (the ETag), for a write that
 * must name the version it changes (If-Match).
 */
export async function apiExchange<T>(
  path: string,
  options: RequestOptions,
): Promise<{ data: T; version: string | null }> {
  // The page's language, not the browser's: the API words its errors and notices in it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': LANGUAGE_TAGS[LANGUAGE],
    ...options.headers,
  };
  // A visitor never signed in on this browser calls without a token and without the SDK.
  const auth = await firebaseAuthIfSignedIn();
  const user = auth?.currentUser ?? null;
  if (user) {
    try {
      headers['Authorization'] = `Bearer ${await user.getIdToken()}`;
    } catch (error) {
      // Refreshing an expired token needs the network: offline, that is this call's own failure
      // (its plain message), not the SDK's "auth/network-request-failed".
      if ((error as { code?: unknown }).code === 'auth/network-request-failed')
        throw new ApiError(options.fallbackMessage, 0, 'NETWORK');
      throw error;
    }
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(options.fallbackMessage, 0, 'NETWORK');
  }

  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = data as Partial<ApiErrorBody> | undefined;
    // Only the API's own errors ({ code, messageCode, params, message }) are written for shoppers.
    // Anything else (a proxy's or the platform's "Internal Server Error", an HTML page) shows the
    // plain fallback.
    const ours = typeof body?.code === 'string' && (typeof body.messageCode === 'string' || !!body.message);
    const message = ours ? await errorWords(body!, options.fallbackMessage) : options.fallbackMessage;
    // A 401 means the session the browser holds is no longer accepted: drop it.
    if (response.status === 401 && user) await auth?.signOut().catch(() => undefined);
    throw new ApiError(message, response.status, body?.code, ours ? body : undefined);
  }
  return { data: data as T, version: response.headers.get('ETag') };
}

/**
 * The words of what the API said, from its message code in this build's language. The catalogue
 * is loaded the first time an error or a notice needs it (it is not part of the start-up bundle);
 * should that fail (offline, a new deploy), the words the API sent in the page's language stand.
 */
async function errorWords(said: Partial<ApiErrorBody>, fallback: string): Promise<string> {
  const sent = typeof said.message === 'string' && said.message ? said.message : fallback;
  try {
    return (await import('./api-words')).apiWords(said, sent);
  } catch {
    return sent;
  }
}

/** A notice of an answer (a cart's capped quantity …) in this build's language, for a toast. */
export function noticeWords(notice: ApiNotice): Promise<string> {
  return errorWords(notice, notice.message);
}

/**
 * Where an endpoint is asked in this build's language: the catalogue's words come in the page's
 * language (`?lang=mr`: the API puts a product's Marathi words in its fields); every other call is
 * the same in both (docs/decisions/016).
 */
export function localizedPath(path: string): string {
  return LANGUAGE !== DEFAULT_LANGUAGE && /^\/products(\/[^/?]+)?$/.test(path)
    ? `${path}?lang=${LANGUAGE}`
    : path;
}

/** A GET of the contract's endpoints, answered with the endpoint's type. */
export function apiGet<T>(
  endpoint: Endpoint<T>,
  options: Omit<RequestOptions, 'method' | 'body'>,
): Promise<T> {
  return apiRequest<T>(localizedPath(endpoint.path), options);
}
