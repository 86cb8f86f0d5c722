/**
 * A message of the API as data: its code (a key of api-text.ts) and its named parameters. The
 * server throws and answers these, and whoever shows one renders it in its reader's language with
 * `renderMessage` and that language's catalogue (api-text.ts, api-text.mr.ts). Nothing parses the
 * words: a reworded sentence or a formatted value can never lose its translation
 * (docs/decisions/018).
 *
 * It imports only types (of the catalogue and of zod): the storefront may import it anywhere
 * without loading either.
 */
import type { core } from 'zod';
import type { Catalogue } from './catalogue.js';
import type { API_TEXT } from './api-text.js';

/** The English catalogue's shape; every language's has the same codes and parameters. */
export type ApiText = typeof API_TEXT;
/** Any language's catalogue of the API's words. */
export type ApiTextCatalogue = Catalogue<ApiText>;

/** A stable code of what the API says: `'cart.quantityTooLarge'`, `'api.rateLimited'` … */
export type MessageCode = keyof ApiText;

/** The parameters a code takes: its entry's one argument, or none. */
export type MessageParams<C extends MessageCode> = ApiText[C] extends (params: infer P) => string
  ? P
  : Record<string, never>;

/** The codes that take parameters. */
export type CodeWithParams = {
  [C in MessageCode]: ApiText[C] extends (params: never) => string ? C : never;
}[MessageCode];

/** Parameters as they travel: plain JSON. */
export type ApiParams = Readonly<Record<string, string | number | readonly string[]>>;

export interface ApiMessage<C extends MessageCode = MessageCode> {
  readonly code: C;
  readonly params: MessageParams<C>;
}

/** The parameters `msg` takes for a code: none, or its one object. */
export type ParamsArgument<C extends MessageCode> = C extends CodeWithParams
  ? [params: MessageParams<C>]
  : [];

/**
 * A message by code, its parameters checked against the catalogue:
 * `msg('cart.quantityTooLarge', { max: 99 })`, `msg('api.forbidden')`.
 */
export function msg<C extends MessageCode>(code: C, ...params: ParamsArgument<C>): ApiMessage<C> {
  return { code, params: (params[0] ?? {}) as MessageParams<C> };
}

/** Whether `code` is one of the catalogue's codes. */
export function isMessageCode(catalogue: ApiTextCatalogue, code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(catalogue, code);
}

/**
 * The words of a message in a catalogue's language, or undefined for a code the catalogue does not
 * know (a newer API than this storefront) or parameters its entry cannot use.
 */
export function renderMessage(
  catalogue: ApiTextCatalogue,
  message: { code: string; params?: unknown },
): string | undefined {
  if (!isMessageCode(catalogue, message.code)) return undefined;
  const entry: unknown = catalogue[message.code];
  if (typeof entry === 'string') return entry;
  try {
    const params = typeof message.params === 'object' && message.params !== null ? message.params : {};
    const words = (entry as (params: unknown) => unknown)(params);
    return typeof words === 'string' ? words : undefined;
  } catch {
    return undefined;
  }
}

/** A message as an answer carries it: what a client words itself, and the request language's words. */
export interface ApiNotice {
  messageCode: MessageCode;
  params: ApiParams;
  message: string;
}

/** One problem with a field of a rejected body (ApiErrorBody `issues`). */
export interface ApiIssue extends ApiNotice {
  /** Where, dot-separated (`delivery.karadPincodes`); empty for the body as a whole. */
  path: string;
}

// ---- zod issues -----------------------------------------------------------------------------------

/**
 * The message of a zod issue raised by a contract schema. The schemas name their messages by code
 * (`.max(100, says('address.nameTooLong'))`: the issue's message IS the code), with parameters from
 * the issue (`maximum` → `max`, `minimum` → `min`) or given to a refinement (`params`). An issue
 * with no code of ours (zod's own English, "Invalid input: expected string…") is named by its kind
 * (`field.text`, `field.tooLong` …): zod's words never reach anybody.
 */
export function issueMessage(catalogue: ApiTextCatalogue, issue: core.$ZodIssue): ApiMessage {
  const fromIssue = issueParams(issue);
  if (isMessageCode(catalogue, issue.message)) {
    // A sentence without values takes none (a required field's `min: 1` is not part of its words).
    const params = typeof catalogue[issue.message] === 'string' ? {} : fromIssue;
    return { code: issue.message, params } as ApiMessage;
  }
  return byKind(issue, fromIssue);
}

function issueParams(issue: core.$ZodIssue): ApiParams {
  const params: Record<string, string | number | readonly string[]> = {};
  if ('maximum' in issue) params['max'] = Number(issue.maximum);
  if ('minimum' in issue) params['min'] = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  return params;
}

const TYPE_CODES: Readonly<Record<string, MessageCode>> = {
  string: 'field.text',
  number: 'field.number',
  int: 'field.wholeNumber',
  boolean: 'field.yesNo',
  array: 'field.list',
};

function byKind(issue: core.$ZodIssue, params: ApiParams): ApiMessage {
  const count = (key: 'max' | 'min') => Number(params[key]);
  switch (issue.code) {
    case 'invalid_type':
      return { code: TYPE_CODES[issue.expected] ?? 'field.invalid', params: {} } as ApiMessage;
    case 'too_big':
      if (issue.origin === 'string') return msg('field.tooLong', { max: count('max') });
      if (issue.origin === 'array' || issue.origin === 'set')
        return msg('field.tooMany', { max: count('max') });
      if (issue.origin === 'number' || issue.origin === 'int')
        return msg('field.tooLarge', { max: count('max') });
      return msg('field.invalid');
    case 'too_small':
      if (count('min') <= 1 && (issue.origin === 'string' || issue.origin === 'array'))
        return msg('field.required');
      if (issue.origin === 'string') return msg('field.tooShort', { min: count('min') });
      if (issue.origin === 'array' || issue.origin === 'set')
        return msg('field.tooFew', { min: count('min') });
      if (issue.origin === 'number' || issue.origin === 'int')
        return msg('field.tooSmall', { min: count('min') });
      return msg('field.invalid');
    case 'invalid_value':
      return msg('field.choice');
    case 'invalid_format':
      return msg('field.format');
    case 'unrecognized_keys':
      return msg('field.unknownKeys', { keys: issue.keys });
    default:
      return msg('field.invalid');
  }
}

/**
 * A contract schema's message, by code: `z.string(says('address.nameRequired'))`,
 * `.max(100, says('address.nameTooLong'))`. The compiler checks the code; zod's issue carries it.
 */
export function says<C extends MessageCode>(code: C): C {
  return code;
}

/**
 * A refinement's message with its parameters: `.refine(check, saysWith(msg('x', { … })))` or
 * `ctx.addIssue({ code: 'custom', ...saysWith(msg(…)) })`.
 */
export function saysWith(message: ApiMessage): { message: MessageCode; params: ApiParams } {
  return { message: message.code, params: message.params as ApiParams };
}
