import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { OFFLINE_MESSAGES } from '@/words/messages';
import { SHELL_MESSAGES as M } from '@/words/site-messages';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { isChunkLoadError, reloadForNewVersion } from '@/platform/app-update';
import { useOnline } from '@/platform/use-online';

/**
 * Shown inside the shell when a screen fails to render or its code cannot be downloaded. Code that
 * cannot be downloaded while online most often means a new version was deployed while the tab was
 * open: the page reloads by itself (once). Offline, it says the page needs a connection.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const missingCode = isChunkLoadError(error);
  useEffect(() => {
    if (missingCode && online) reloadForNewVersion();
  }, [missingCode, online]);

  if (missingCode && !online)
    return (
      <OfflineNotice
        title={OFFLINE_MESSAGES.title}
        message={OFFLINE_MESSAGES.page}
        onRetry={() => window.location.reload()}
      />
    );
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : M.errorFallback;
  return (
    <div className="container page state-panel" role="alert">
      <h1>{M.errorTitle}</h1>
      <p>{M.errorText}</p>
      <p className="state-detail">{message}</p>
      <div className="state-actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {M.reload}
        </button>
        <Link to="/" className="btn btn-secondary">
          {M.goHome}
        </Link>
      </div>
    </div>
  );
}
