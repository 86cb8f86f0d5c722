import { createServer, type Server } from 'node:http';
import type { AddressInput } from '@contract/addresses';
import { msg, renderMessage, type MessageCode, type ParamsArgument } from '@contract/api-message';
import { API_TEXT } from '@contract/api-text';
import type { Endpoint } from '@contract/endpoints';

/**
 * The Express app in this process (as the Cloud Function runs it), on an ephemeral port, against
 * the Firestore and Auth emulators named in the environment (tests/support/env-setup.ts).
 */
let server: Server | undefined;
let baseUrl = '';

export async function startApi(): Promise<string> {
  if (server) return baseUrl;
  const { createApp } = await import('../../functions/src/app.js');
  server = createServer(createApp());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  return baseUrl;
}

export async function stopApi(): Promise<void> {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  base?: string;
}

export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${options.base ?? baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text, the test will say so.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export const get = (path: string, options?: CallOptions) => call('GET', path, options);
/** A GET of one of the contract's endpoints (the storefront's own), its body typed as it answers. */
export const getEndpoint = <T>(endpoint: Endpoint<T>, options?: CallOptions) =>
  call<T>('GET', endpoint.path, options);
export const post = (path: string, body: unknown, options?: CallOptions) =>
  call('POST', path, { ...options, body });
export const put = (path: string, body: unknown, options?: CallOptions) =>
  call('PUT', path, { ...options, body });
export const del = (path: string, options?: CallOptions) => call('DELETE', path, options);

/**
 * The owner's save as the back office makes it: read the settings' version (the ETag), then PUT
 * the document with it in If-Match.
 */
export async function putSettings(settings: unknown, token: string): Promise<ApiResponse> {
  const version = (await get('/admin/settings', { token })).headers.get('etag') ?? '';
  return put('/admin/settings', settings, { token, headers: { 'If-Match': version } });
}

export const anAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  name: 'Sunita Patil',
  street: '12 Shivaji Chowk, Somwar Peth',
  city: 'Karad',
  state: 'Maharashtra',
  postalCode: '415110',
  country: 'India',
  phoneNumber: '+91 98765 43210',
  ...overrides,
});

/**
 * The English words of a message of the API (contract/api-text.ts), as an answer without
 * Accept-Language carries them: `english('cart.quantityTooLarge', { max: 99 })`.
 */
export function english<C extends MessageCode>(code: C, ...params: ParamsArgument<C>): string {
  return renderMessage(API_TEXT, msg(code, ...params))!;
}

/** A notice as an answer carries it, in English: `{ messageCode, params, message }`. */
export function notice<C extends MessageCode>(code: C, ...params: ParamsArgument<C>) {
  return { messageCode: code, params: params[0] ?? {}, message: english(code, ...params) };
}
