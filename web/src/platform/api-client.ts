import type { ApiErrorBody } from '@contract/errors';
import type { Endpoint } from '@contract/endpoints';
import { firebaseAuthIfSignedIn } from './firebase-loader';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@contract/languages';
import { LANGUAGE } from '@/config/language';

/** An API failure with the server's human message (or the caller's fallback) and the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
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
    // Only the API's own errors ({ message, code }) are written for shoppers. Anything else (a
    // proxy's or the platform's "Internal Server Error", an HTML page) shows the plain fallback.
    const ours = typeof body?.message === 'string' && body.message && typeof body.code === 'string';
    const message = ours ? body.message! : options.fallbackMessage;
    // A 401 means the session the browser holds is no longer accepted: drop it.
    if (response.status === 401 && user) await auth?.signOut().catch(() => undefined);
    throw new ApiError(message, response.status, body?.code);
  }
  return { data: data as T, version: response.headers.get('ETag') };
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
