import { Link, useLocation } from 'react-router-dom';

/** Any other path (product.md §2 route table): the path asked for, and the way home. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
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
