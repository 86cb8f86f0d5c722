import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '@contract/languages';
import { LANGUAGE } from '@/config/language';

/**
 * The locale of the dates on the order pages: the page's language, in Western digits as the shop
 * writes every number (docs/marathi-glossary.md); undefined in English, so its dates read as they
 * always have ('18 Jan 2025').
 */
export const DATE_LOCALE = LANGUAGE === DEFAULT_LANGUAGE ? undefined : `${LANGUAGE_TAGS[LANGUAGE]}-u-nu-latn`;
