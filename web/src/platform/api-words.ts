import type { core } from 'zod';
import { API_TEXT } from '@contract/api-text';
import { issueMessage, renderMessage } from '@contract/api-message';

/**
 * What the API says, in this build's language (docs/decisions/018): the words of a message code
 * and its parameters from the build's own catalogue (`@contract/api-text` is api-text.mr.ts in the
 * Marathi build, docs/decisions/016). Nothing here reads the English of a message. This module
 * carries the whole catalogue, so the start-up path never imports it: api-client.ts loads it when
 * an error arrives, and the screens that show the API's notices or check a form with a contract
 * schema import it themselves.
 */

/** Something the API said: an error body, an issue, a notice (`{ messageCode, params, message }`). */
export interface Said {
  messageCode?: unknown;
  params?: unknown;
  message?: unknown;
}

/**
 * Its words: from its code in this build's catalogue; else (a code newer than this build) the words
 * the API sent; else `fallback`.
 */
export function apiWords(said: Said | null | undefined, fallback = ''): string {
  if (!said) return fallback;
  if (typeof said.messageCode === 'string') {
    const words = renderMessage(API_TEXT, { code: said.messageCode, params: said.params });
    if (words) return words;
  }
  return typeof said.message === 'string' && said.message ? said.message : fallback;
}

/**
 * A problem a contract schema found in a form checked in the browser, in the words the API would
 * answer for it (the same code, rendered in this build's language).
 */
export function issueWords(issue: core.$ZodIssue | undefined, fallback = ''): string {
  return (issue && renderMessage(API_TEXT, issueMessage(API_TEXT, issue))) || fallback;
}
