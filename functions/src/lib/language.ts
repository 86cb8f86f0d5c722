import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';

/**
 * The API speaks the asking page's language (issue 27, docs/decisions/016). The storefront names
 * it in `Accept-Language` on every call (its build's language, whatever the browser would have
 * sent); a caller that names none gets English. Only what is written for the shopper changes: the
 * words of errors and notices (rendered from their codes, lib/api-words.ts; docs/decisions/018)
 * and product names in carts and orders. Public cached answers never depend on this header (the
 * catalogue is asked by `?lang=`), and errors are never cached.
 */
export function requestLanguage(req: { headers: IncomingHttpHeaders }): Language {
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'mr' || first.startsWith('mr-') ? 'mr' : DEFAULT_LANGUAGE;
}
