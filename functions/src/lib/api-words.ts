import type { ApiMessage, ApiNotice, ApiParams, ApiTextCatalogue } from '../contract/api-message.js';
import { renderMessage } from '../contract/api-message.js';
import { API_TEXT as ENGLISH } from '../contract/api-text.js';
import { API_TEXT as MARATHI } from '../contract/api-text.mr.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';

/**
 * The API's words in each language (contract/api-text*.ts): what an error, a field's issue or a
 * notice says, rendered from its code and parameters in the language the request asks for
 * (lib/language.ts `requestLanguage`). The one place the server turns a message into words.
 */
const CATALOGUES: Readonly<Record<Language, ApiTextCatalogue>> = { en: ENGLISH, mr: MARATHI };

/** The catalogue of a language. */
export function apiTextIn(language: Language): ApiTextCatalogue {
  return CATALOGUES[language];
}

/** A message's words in `language` (English, then the bare code, should an entry fail). */
export function wordsIn(language: Language, message: ApiMessage): string {
  return (
    renderMessage(CATALOGUES[language], message) ??
    renderMessage(CATALOGUES[DEFAULT_LANGUAGE], message) ??
    message.code
  );
}

/** A message as an answer carries it: code, parameters and the words in `language`. */
export function noticeIn(language: Language, message: ApiMessage): ApiNotice {
  return {
    messageCode: message.code,
    params: message.params as ApiParams,
    message: wordsIn(language, message),
  };
}
