import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/**
 * Keeps unsaved work from vanishing: while `unsaved` is true, leaving for another screen of the
 * app is held (the caller asks with `blocker`: proceed() or reset()), and closing or reloading
 * the tab makes the browser ask its own question. `release()` lets the next navigation through
 * without asking: the work was just saved, and the screen moves on before its state catches up.
 */
export function useLeaveGuard(unsaved: boolean) {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}
