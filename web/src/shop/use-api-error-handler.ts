import { useCallback } from 'react';
import { ApiError } from '@/platform/api-client';
import { notify } from '@/platform/notify';
import { useSignInToFinish } from './sign-in-return';

/**
 * For the shopper's own data (product.md §6, §8): a 401 or 403 sends them to sign in again (and back to
 * this page after); anything
 * else shows the server's message (or the fallback the call was made with) as a toast.
 * Returns true when it navigated away.
 */
export function useApiErrorHandler() {
  const signInToFinish = useSignInToFinish();
  return useCallback(
    (error: unknown, fallback: string): boolean => {
      if (error instanceof ApiError && error.isAuthError) {
        signInToFinish(undefined, { replace: true });
        return true;
      }
      const message = error instanceof Error && error.message ? error.message : fallback;
      notify.error(message, message);
      return false;
    },
    [signInToFinish],
  );
}
