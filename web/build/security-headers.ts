/**
 * The security headers every answer of the shop carries. Their one source is firebase.json's
 * `hosting.headers` rule for `**`, which Hosting applies to its files; the storefront build copies
 * them into the server bundle (security-headers.json, build.ts) for the `site` function, which
 * sends the same on its own answers (functions/src/site/security-headers.ts).
 */
import { readFileSync } from 'node:fs';

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** The headers of firebase.json's `**` rule, by name. */
export function hostingSecurityHeaders(firebaseJsonPath: string): Record<string, string> {
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as {
    hosting?: { headers?: HostingHeaderRule[] };
  };
  const rule = config.hosting?.headers?.find((candidate) => candidate.source === '**');
  if (!rule) throw new Error(`${firebaseJsonPath} has no hosting.headers rule for "**"`);
  const headers = Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]));
  if (!headers['Content-Security-Policy'])
    throw new Error(`${firebaseJsonPath}'s "**" headers have no Content-Security-Policy`);
  return headers;
}

/**
 * The production Content-Security-Policy plus what an emulator build needs: its pages call and
 * frame the Auth emulator on this machine. firebase.json itself names no local address.
 */
export function withAuthEmulator(csp: string, authOrigin: string): string {
  return csp
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      return name === 'connect-src' || name === 'frame-src'
        ? `${directive.trimEnd()} ${authOrigin}`
        : directive;
    })
    .join(';');
}
