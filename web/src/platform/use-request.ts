import { useCallback, useEffect, useRef, useState } from 'react';
import type { Rendered } from './api-client';

export type RequestState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` when `key` changes (and again on retry), aborting the call it replaces, and
 * reports loading / success / error. The calls themselves live in features/<name>/api; this
 * only tracks their state for a screen.
 */
export function useRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  /**
   * The answer the page was server-rendered with (useRouteAnswer), if any: the first
   * render shows it, exactly as the HTML did, and no request is made for it.
   */
  initial?: Rendered<T>,
): RequestState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ tag: string; result: RequestState<T> } | null>(() =>
    initial === undefined
      ? null
      : {
          tag: `0:${key}`,
          result: initial.ok
            ? { status: 'success', data: initial.data }
            : { status: 'error', error: initial.error },
        },
  );
  const settledRef = useRef(settled);
  useEffect(() => {
    settledRef.current = settled;
  });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const tag = `${attempt}:${key}`;
  useEffect(() => {
    if (settledRef.current?.tag === tag) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ tag, result: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = error instanceof Error ? error : new Error(String(error));
        setSettled({ tag, result: { status: 'error', error: reason } });
      },
    );
    return () => controller.abort();
  }, [tag]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the call for this key/attempt settles, the answer is "loading" (never stale data).
  const result: RequestState<T> = settled?.tag === tag ? settled.result : LOADING;
  return { ...result, retry };
}
