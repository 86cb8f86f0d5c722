import { Link, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentMeta('Page not found', 'This page does not exist on the Karad Organic shop.');
  return (
    <div className="container page state-panel">
      <img className="state-illustration" src="/images/placeholder.svg" alt="" width={120} height={120} />
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="state-detail">
        There is nothing at <code className="not-found-path">{pathname}</code> on our farm.
      </p>
      <div className="state-actions">
        <Link to="/" className="btn">
          Back to the home page
        </Link>
        <Link to="/shop" className="btn btn-secondary">
          Browse the shop
        </Link>
      </div>
    </div>
  );
}
