import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/**
 * Shown inside the shell when a screen fails to render or its code cannot be downloaded (most
 * often: a new version was deployed while the tab was open, so a reload fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <div className="container page state-panel" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <p className="state-detail">{message}</p>
      <div className="state-actions">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-secondary">
          Go home
        </Link>
      </div>
    </div>
  );
}
