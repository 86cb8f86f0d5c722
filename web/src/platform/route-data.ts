import { useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AnswerOf, Endpoint, PublicEndpoint } from '@contract/endpoints';
import type { ReadAnswer, RenderedAnswer } from '@contract/page-data';
import { ApiError, apiGet } from './api-client';
import { firebaseAuthIfSignedIn } from './firebase-loader';

/**
 * A page's data comes by one road (docs/decisions/019): its route's loader (app/route-tree.tsx)
 * says what the page reads, for the server's render and the browser alike, and its screens read
 * the loader's data.
 *
 * - On the server each read is answered in process (the `site` function's ReadAnswer: the
 *   services the API's routes call) and awaited, so the HTML has the content; the answers travel
 *   in the page's hydration state.
 * - In the browser each read is a call to the API, and the loader hands back its promise at once:
 *   a navigation never waits for data, and the screen shows it as it arrives (the one component
 *   that draws loading, failed, offline and not found: components/ui/page-states.tsx).
 *
 * An answer is data, or the API's failure (status, message, code): never a thrown error, so it
 * can be carried in the page and shown like any other.
 */
export type Answer<T> = RenderedAnswer<T>;

/** One read of a page: its answer (server render, hydration), or its promise (the browser). */
export type Pending<T> = Answer<T> | Promise<Answer<T>>;

/** What the server's render gives the loaders (the static handler's requestContext). */
export interface RenderContext {
  readAnswer: ReadAnswer;
}

export const isPending = <T>(value: Pending<T>): value is Promise<Answer<T>> => value instanceof Promise;

/** The answer of a call made in the browser: its data, or the ApiError it failed with. */
export function answerOf<T>(call: Promise<T>): Promise<Answer<T>> {
  return call.then(
    (data): Answer<T> => ({ ok: true, data }),
    (error: unknown): Answer<T> =>
      error instanceof ApiError
        ? {
            ok: false,
            status: error.status,
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
            ...(error.messageCode ? { messageCode: error.messageCode } : {}),
            ...(error.params ? { params: error.params } : {}),
          }
        : { ok: false, status: 0, message: '' },
  );
}

/** A failed answer as the error a call would have thrown (for what handles errors: toasts, sign-in). */
export const failureOf = (answer: Extract<Answer<unknown>, { ok: false }>) =>
  new ApiError(answer.message, answer.status, answer.code, answer);

function renderContext(context: unknown): RenderContext | null {
  const read = (context as Partial<RenderContext> | undefined)?.readAnswer;
  return typeof read === 'function' ? { readAnswer: read } : null;
}

/** How a loader reads: `read` a public endpoint, `own` one of the signed-in shopper's. */
export interface Reads {
  read<E extends PublicEndpoint>(endpoint: E, options?: ReadOptions): Pending<AnswerOf<E>>;
  own<T>(endpoint: Endpoint<T>, options?: ReadOptions): Pending<T>;
}

/** `cache`: how the browser's HTTP cache may answer (e.g. 'no-cache': ask again, a 304 if unchanged). */
export interface ReadOptions {
  cache?: RequestCache;
}

/** Data a loader returns: its reads by name (and anything else it knows, such as a placed order). */
type LoaderData = object;

/**
 * A route's loader from what its page reads. On the server the answers are awaited; in the browser
 * they are promises. The messages of a failed read are the API's; a call that got no answer of the
 * API (offline) has none, and the screen says it in its own words.
 */
export function pageLoader<D extends LoaderData>(reads: (args: LoaderFunctionArgs, with_: Reads) => D) {
  return async (args: LoaderFunctionArgs): Promise<D> => {
    const server = import.meta.env.SSR ? renderContext(args.context) : null;
    if (server) {
      const data = reads(args, {
        read: (endpoint) => server.readAnswer(endpoint),
        own: () => {
          throw new Error('Nobody’s own data is read on the server: use privateLoader');
        },
      });
      const settled = await Promise.all(Object.entries(data).map(async ([key, value]) => [key, await value]));
      return Object.fromEntries(settled) as D;
    }
    return reads(args, browserReads(args.request.signal));
  };
}

const browserReads = (signal: AbortSignal): Reads => ({
  read: (endpoint, options) => readOverHttp(endpoint, signal, options),
  own: (endpoint, options) => readOwn(endpoint, signal, options),
});

/**
 * A loader of a signed-in user's own page (the shopper's cart, checkout, orders; the owner's back
 * office). Only the browser knows who she is: on the server it reads nothing (null), the page's
 * HTML is its frame, and the browser runs the loader when it starts (entry-server.tsx leaves the
 * null out of the page's state). It may wait for code first (the back office's, loaded with it).
 */
export function privateLoader<D extends LoaderData>(
  reads: (args: LoaderFunctionArgs, with_: Reads) => D | Promise<D>,
) {
  return async (args: LoaderFunctionArgs): Promise<D | null> =>
    import.meta.env.SSR && renderContext(args.context)
      ? null
      : reads(args, browserReads(args.request.signal));
}

/** A public endpoint asked of the API (its message, when it fails, is the API's). */
function readOverHttp<E extends PublicEndpoint>(
  endpoint: E,
  signal: AbortSignal,
  options?: ReadOptions,
): Promise<Answer<AnswerOf<E>>> {
  return answerOf(apiGet(endpoint as Endpoint<AnswerOf<E>>, { fallbackMessage: '', signal, ...options }));
}

/**
 * One of the shopper's own endpoints, with her token. A browser that has never held a session
 * asks nothing: the answer is the API's 401, and the page sends her to sign in.
 */
async function readOwn<T>(
  endpoint: Endpoint<T>,
  signal: AbortSignal,
  options?: ReadOptions,
): Promise<Answer<T>> {
  if (!(await firebaseAuthIfSignedIn()))
    return { ok: false, status: 401, message: '', code: 'UNAUTHENTICATED' };
  return answerOf(apiGet(endpoint, { fallbackMessage: '', signal, ...options }));
}

/**
 * A read's answer once it has arrived (undefined before), for what decorates a page and must not
 * hold it back: ratings, the shopper's first-order offer. The page's own content waits for its
 * answer with the component of components/ui/page-states.tsx instead.
 */
export function useSettled<T>(pending: Pending<T> | undefined): Answer<T> | undefined {
  const [settled, setSettled] = useState<{ of: Pending<T>; answer: Answer<T> }>();
  useEffect(() => {
    if (pending === undefined || !isPending(pending)) return;
    let live = true;
    void pending.then((answer) => live && setSettled({ of: pending, answer }));
    return () => {
      live = false;
    };
  }, [pending]);
  if (pending === undefined) return undefined;
  if (!isPending(pending)) return pending;
  return settled?.of === pending ? settled.answer : undefined;
}

/** The data of a settled, successful answer, else undefined. */
export const dataOf = <T>(answer: Answer<T> | undefined): T | undefined =>
  answer?.ok ? answer.data : undefined;
