import type { ReactNode } from 'react';

/**
 * Toasts (product.md §1: top right, closing after 5 s) without react-toastify in the start-up bundle:
 * the library and its <ToastContainer> load the first time something is announced. react-toastify
 * queues toasts raised before its container mounts, so nothing is lost while it loads.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let needed = false;
const listeners = new Set<() => void>();

/** For the app shell's <ToastHost>: has anything asked for a toast yet? */
export const toastHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => needed,
};

function show(kind: Kind, message: ReactNode, toastId?: string): void {
  if (!needed) {
    needed = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message, toastId ? { toastId } : undefined);
  });
}

/** `toastId` keeps one toast for a repeated message (e.g. the same error on a retry). */
export const notify = {
  /** A string, or a message with an action (components/ui/toast-link). */
  success: (message: ReactNode, toastId?: string) => show('success', message, toastId),
  error: (message: string, toastId?: string) => show('error', message, toastId),
  info: (message: string, toastId?: string) => show('info', message, toastId),
  warning: (message: string, toastId?: string) => show('warning', message, toastId),
};
