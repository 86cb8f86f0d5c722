import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { siteBundleDir } from './site-bundle.js';

export type SecurityHeaders = Record<string, string>;

/**
 * What a page may do when nothing else is known (the bundle's copy is missing or unreadable): load
 * nothing, be framed by nobody. The `site` function then has no page to send anyway.
 */
const LOCKED_DOWN: SecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * The security headers Hosting sends with every answer (firebase.json `hosting.headers`, source
 * `**`): their one source. The storefront's build copies them into the server bundle
 * (web/build/build.ts writes security-headers.json beside entry-server.mjs), so the `site`
 * function's own answers, reached through Hosting or at the function's own URL, carry exactly the
 * same policy, and one deploy ships both.
 */
export function readSecurityHeaders(dir = siteBundleDir()): SecurityHeaders {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, 'security-headers.json'), 'utf8')) as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      Object.values(parsed).every((value) => typeof value === 'string') &&
      'Content-Security-Policy' in parsed
    )
      return parsed as SecurityHeaders;
  } catch {
    // Missing or unreadable: locked down below.
  }
  return LOCKED_DOWN;
}

/** Sets the headers on every answer, errors included. */
export function securityHeaders(headers: SecurityHeaders = readSecurityHeaders()): RequestHandler {
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
}
