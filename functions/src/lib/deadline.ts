import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { msg } from '../contract/api-message.js';
import { sendError, UnavailableError } from './errors.js';

/**
 * One deadline per request. When Firestore (or Auth) hangs — an outage, a network partition — the
 * client library keeps retrying for far longer than a shopper waits or the function may run, so
 * the request is answered 503 with Retry-After once its deadline passes, whatever is still pending.
 *
 * What is still pending may yet finish: Firestore offers no way to cancel a call. Transactions
 * (runTransaction in firestore.ts) look at the deadline before each attempt and again just before
 * committing, so a timed-out request stops trying; a commit already on the wire may still land,
 * which is why orders carry an Idempotency-Key: the retry finds that order instead of making a
 * second one.
 */
interface Deadline {
  /** On the monotonic clock (performance.now()): a wall-clock change cannot move it. */
  at: number;
  expired: boolean;
}

const current = new AsyncLocalStorage<Deadline>();

export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    const deadline: Deadline = { at: performance.now() + ms, expired: false };
    const timer = setTimeout(() => {
      deadline.expired = true;
      if (res.headersSent) return;
      logger.warn('Request deadline passed: answering 503', {
        method: req.method,
        path: req.originalUrl,
        ms,
      });
      sendError(res, 'UNAVAILABLE', { message: msg('api.serviceUnavailable') });
    }, ms);
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    current.run(deadline, next);
  };
}

/** Milliseconds left before this request's deadline (Infinity outside a request). */
export function msLeft(): number {
  const deadline = current.getStore();
  return deadline ? Math.max(0, deadline.at - performance.now()) : Infinity;
}

/** Throws UnavailableError once this request's deadline has passed (no-op outside a request). */
export function checkDeadline(): void {
  const deadline = current.getStore();
  if (deadline && (deadline.expired || performance.now() >= deadline.at)) throw new UnavailableError();
}

/**
 * `work` under a deadline of `ms`, as requestDeadline runs a request of the API: once it passes,
 * the answer is UnavailableError (a 503) whatever is still pending, and transactions stop trying.
 * For work done outside the API's requests: the site's in-process reads (site/public-reads.ts).
 */
export function withDeadline<T>(ms: number, what: string, work: () => Promise<T>): Promise<T> {
  const deadline: Deadline = { at: performance.now() + ms, expired: false };
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      deadline.expired = true;
      logger.warn('Deadline passed: answering 503', { what, ms });
      reject(new UnavailableError());
    }, ms);
    current
      .run(deadline, work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
