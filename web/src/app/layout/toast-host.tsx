import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostStore } from '../../lib/notify';

const ToastArea = lazy(() => import('./toast-container'));

/** Mounts react-toastify's container the first time a screen calls notify.*(). */
export function ToastHost() {
  const needed = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.getSnapshot, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
