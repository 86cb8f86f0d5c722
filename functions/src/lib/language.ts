import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import * as EN from '../contract/messages.js';
import * as MR from '../contract/messages.mr.js';

/**
 * The API speaks the asking page's language (issue 27, docs/decisions/016). The storefront names
 * it in `Accept-Language` on every call (its build's language, whatever the browser would have
 * sent); a caller that names none gets English. Only what is written for the shopper changes:
 * error messages, notices, product names in carts and orders. Public cached answers never depend
 * on this header (the catalogue is asked by `?lang=`), and errors are never cached.
 */
export function requestLanguage(req: { headers: IncomingHttpHeaders }): Language {
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'mr' || first.startsWith('mr-') ? 'mr' : DEFAULT_LANGUAGE;
}

/** The message catalogue of a language: messages.ts or its Marathi twin (same groups and keys). */
export type Messages = typeof EN;
const CATALOGUES: Record<Language, Messages> = { en: EN, mr: MR as unknown as Messages };

export function messagesIn(language: Language): Messages {
  return CATALOGUES[language];
}

/** A message with values matched: its English as a pattern, and the Marathi function to call. */
interface Template {
  pattern: RegExp;
  translate: (values: Record<string, string>) => string;
}

/** Where a value goes: characters no message contains (Unicode's private use area). */
const MARKER = (i: number) => `\uE000${i}\uE001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(english: Record<string, unknown>, marathi: Record<string, unknown>) {
  const strings = new Map<string, string>();
  const templates: Template[] = [];
  const walk = (en: unknown, mr: unknown) => {
    if (typeof en === 'string' && typeof mr === 'string') {
      if (en !== mr && !strings.has(en)) strings.set(en, mr);
    } else if (typeof en === 'function' && typeof mr === 'function') {
      const template = templateOf(en as (...a: unknown[]) => string, mr as (...a: unknown[]) => string);
      if (template) templates.push(template);
    } else if (en && mr && typeof en === 'object' && typeof mr === 'object') {
      for (const key of Object.keys(en))
        walk((en as Record<string, unknown>)[key], (mr as Record<string, unknown>)[key]);
    }
  };
  for (const group of Object.keys(english))
    if (english[group] !== marathi[group]) walk(english[group], marathi[group]);
  // The most specific template first: "… {0} (500 g) …" before one that would swallow it.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { strings, templates };
}

function templateOf(en: (...args: unknown[]) => string, mr: (...args: unknown[]) => string): Template | null {
  let sample: string;
  try {
    sample = en(...Array.from({ length: en.length }, (_, i) => MARKER(i)));
  } catch {
    return null;
  }
  // Literal text and markers in turn; a value the English shapes (a count compared with 1, an
  // amount formatted) leaves no marker, and such a message is not matched.
  const parts = sample.split(/\uE000(\d+)\uE001/);
  const seen = new Set<number>();
  let source = '';
  parts.forEach((part, at) => {
    if (at % 2 === 0) source += escapeRegExp(part);
    else if (seen.has(Number(part))) source += `\\k<p${part}>`;
    else {
      seen.add(Number(part));
      source += `(?<p${part}>[\\s\\S]+?)`;
    }
  });
  if (seen.size !== en.length) return null;
  const pattern = new RegExp(`^${source}$`);
  return {
    pattern,
    translate: (found) =>
      mr(
        ...Array.from({ length: en.length }, (_, i) => {
          const value = found[`p${i}`] ?? '';
          return /^\d+$/.test(value) ? Number(value) : value;
        }),
      ),
  };
}

let marathi: ReturnType<typeof templatesOf> | undefined;

/**
 * `message` in `language`. Services throw with the English catalogue's words (they are the log's
 * words too), and the error middleware puts them in the caller's language on the way out. A
 * string message is looked up as is. A message with values in it is matched against its English
 * template (the function called with markers where the values go), and the Marathi function is
 * called with the values found. A message that matches nothing (a library's own words) stays as
 * written.
 */
export function inLanguage(message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return message;
  marathi ??= templatesOf(EN as unknown as Record<string, unknown>, MR as unknown as Record<string, unknown>);
  const exact = marathi.strings.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, translate } of marathi.templates) {
    const found = pattern.exec(message)?.groups;
    if (!found) continue;
    try {
      return translate(found);
    } catch {
      return message;
    }
  }
  return message;
}
