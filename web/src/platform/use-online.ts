import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a network connection. `onReconnect` runs when it comes back, so
 * a screen that could not load offline loads by itself. (A "yes" can still be a dead connection;
 * the screens' own failure messages cover that.)
 */
export function useOnline(onReconnect?: () => void): boolean {
  // Rendered on a server, the page assumes a connection.
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const callback = useRef(onReconnect);
  const was = useRef(online);
  useEffect(() => {
    callback.current = onReconnect;
  });
  useEffect(() => {
    if (online && !was.current) callback.current?.();
    was.current = online;
  }, [online]);
  return online;
}
