import { languagePrefix, type Language } from '@contract/languages';

/**
 * The language this build of the storefront speaks (docs/decisions/016): each language is its own
 * build, with its own messages compiled in (`@/words/messages` is the Marathi catalogue in the
 * Marathi build), so a page carries one language's words only. Its pages live under its prefix,
 * which the router takes as its basename: links inside the app stay language-free (`/shop`).
 */
export const LANGUAGE: Language = __LANG__;

/** The router's basename: '' for English, '/mr' for Marathi. */
export const BASENAME = languagePrefix(LANGUAGE);
