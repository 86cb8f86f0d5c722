import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toastHostStore } from '@/platform/notify';

// Precached with the start-up code (web/build/pwa.ts); should it still fail to load, the page goes
// on without toasts rather than breaking.
const NoToasts = (): ReactNode => null;
const ToastArea = lazy(() =>
  import('./toast-container').then(
    (m): { default: () => ReactNode } => m,
    () => ({ default: NoToasts }),
  ),
);

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
