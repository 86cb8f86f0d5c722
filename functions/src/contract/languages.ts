/**
 * The shop's two languages (issue 27, docs/decisions/016): English at today's addresses, Marathi
 * under `/mr`. Each page has both, at the same path after the prefix. Free of imports: the
 * storefront's start-up code, the site function and the sitemap all read it.
 */
export const LANGUAGES = ['en', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of pages without a prefix, and of search engines' `x-default`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** What each language's pages say in `<html lang>` and `hreflang`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', mr: 'mr' };

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', mr: 'मराठी' };

/** The path prefix of a language's pages: '' for English, '/mr' for Marathi. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language a page's path is in, and the path within it (`/mr/shop` → mr, `/shop`). */
export function splitLanguage(path: string): { language: Language; path: string } {
  const match = /^\/(mr)(?=\/|\?|#|$)(.*)$/.exec(path);
  if (!match) return { language: DEFAULT_LANGUAGE, path: path || '/' };
  const rest = match[2] ?? '';
  return { language: 'mr', path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The address of a page (a path within a language, `/shop?x=1`) in the given language. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}
