/** The loading line and the "could not load" panel of pages that fetch their data. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="container page">
      <p className="loading-text">{text}</p>
    </div>
  );
}

export function PageLoadFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="container page state-panel">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <button type="button" className="btn" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
