import { Suspense, useEffect, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { UI_MESSAGES } from '@/words/ui-messages';
import type { ApiError } from '@/platform/api-client';
import { failureOf, isPending, type Answer, type Pending } from '@/platform/route-data';
import { useOnline } from '@/platform/use-online';
import { OfflineNotice } from './offline-notice';

type Failure = Extract<Answer<unknown>, { ok: false }>;

/** How a failed read shows: the panel of this component, or the screen's own node (a notice). */
export interface FailedState {
  /** The panel's heading (the page's title when it is the page). */
  title?: string;
  /** Said when the API gave no message of its own (offline, a proxy's error page). */
  fallback: string;
  /** The Retry button's words (default "Try Again"). */
  retry?: string;
  /** More ways on, after Retry (Back to shop). */
  more?: ReactNode;
}

export interface LoadedProps<T> {
  /** One read of the route's loader (platform/route-data.ts): an answer, or its promise. */
  answer: Pending<T>;
  /** The whole page (its states are pages, with an h1) or a part of one (h2, inside the page). */
  as?: 'page' | 'part';
  /** What shows until the answer is in: a skeleton of the page, or a line. */
  loading: ReactNode;
  failed: FailedState | ((failure: Failure, retry: () => void) => ReactNode);
  /** A 404, or a 400 (an address that cannot name anything): what shows instead. */
  notFound?: ReactNode;
  /** Offline while it is not in: the page says plainly that it needs a connection. */
  offline?: { title?: string; message: string };
  /** A failure while online, once per answer (a toast; sign in again for the shopper's data). */
  onFailed?: (error: ApiError) => void;
  children: (data: T) => ReactNode;
}

/**
 * The one component that draws a page's data as it comes (docs/decisions/019): loading until the
 * answer is in, then the content, or why not: not found, failed (with Retry, which asks the route's
 * loader again), or offline (asked again by itself once the connection is back). A server-rendered
 * page has its answer already and draws it at once, as the HTML did; a page reached in the browser
 * starts on its loading state, while Retry keeps the page as it is until the new answer is in (the
 * router's updates are transitions). A screen whose address names what it shows (a product, an
 * order) is keyed by it in its route, so the next one starts on its loading state too.
 */
export function Loaded<T>(props: LoadedProps<T>) {
  const { answer } = props;
  // Retry reads the route's data again (its loader).
  const { revalidate } = useRevalidator();
  const retry = () => void revalidate();
  const online = useOnline();
  if (!isPending(answer)) return <Settled {...props} answer={answer} retry={retry} />;
  return (
    <Suspense fallback={<Waiting {...props} retry={retry} online={online} />}>
      <Arrived {...props} promise={answer} retry={retry} />
    </Suspense>
  );
}

type Inner<T> = LoadedProps<T> & { retry: () => void };

/**
 * The answer once it is in; until then it suspends to the boundary above by throwing the read, as
 * the router's own Await does (not React's `use`, which held the router's transitions for good
 * when two boundaries waited at once: the next page never showed). Loaders' promises never reject
 * (platform/route-data.ts answerOf); the answer is kept on the read itself once it is in.
 */
function Arrived<T>(props: Inner<T> & { promise: Promise<Answer<T>> & { answer?: Answer<T> } }) {
  const { promise } = props;
  if (!promise.answer) throw promise.then((answer) => void (promise.answer = answer));
  return <Settled {...props} answer={promise.answer} />;
}

/** Until it is in: the loading state, or offline the plain notice (it will be asked again). */
function Waiting<T>({ loading, offline, retry, online }: Inner<T> & { online: boolean }) {
  if (!online && offline) return <OfflineNotice {...offline} onRetry={retry} />;
  return loading;
}

function Settled<T>(props: Inner<T> & { answer: Answer<T> }) {
  const { answer, as = 'page', failed, notFound, offline, onFailed, retry, children } = props;
  // Back online after a failure: ask again.
  const online = useOnline(answer.ok ? undefined : retry);
  const missing = !answer.ok && notFound !== undefined && (answer.status === 404 || answer.status === 400);
  useEffect(() => {
    // Offline, the notice says why; a toast on top of it would say it twice.
    if (!answer.ok && !missing && navigator.onLine) onFailed?.(failureOf(answer));
    // Once per answer: a new answer is a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  if (answer.ok) return children(answer.data);
  if (!online && offline) return <OfflineNotice {...offline} onRetry={retry} />;
  if (missing) return notFound;
  if (typeof failed === 'function') return failed(answer, retry);
  const Heading = as === 'page' ? 'h1' : 'h2';
  return (
    <div className={as === 'page' ? 'container page state-panel' : 'state-panel'} role="alert">
      {failed.title && <Heading>{failed.title}</Heading>}
      <p className="state-detail">{answer.message || failed.fallback}</p>
      <div className="state-actions">
        <button type="button" className="btn" onClick={retry}>
          {failed.retry ?? UI_MESSAGES.tryAgain}
        </button>
        {failed.more}
      </div>
    </div>
  );
}

/** The loading line of a page (or, with `part`, of a part of one). */
export function PageLoading({ text, part = false }: { text: string; part?: boolean }) {
  const line = <p className="loading-text">{text}</p>;
  return part ? line : <div className="container page">{line}</div>;
}
