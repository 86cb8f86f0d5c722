import { Link, useLocation } from 'react-router-dom';
import { NOT_FOUND_MESSAGES as M } from '@/words/pages-messages';

/** Any other path (product.md §2 route table): the path asked for, and the way home. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <div className="container page state-panel">
      <img className="state-illustration" src="/images/placeholder.svg" alt="" width={120} height={120} />
      <p className="eyebrow">{M.eyebrow}</p>
      <h1>{M.title}</h1>
      <p className="state-detail">
        {M.textBefore}
        <code className="not-found-path">{pathname}</code>
        {M.textAfter}
      </p>
      <div className="state-actions">
        <Link to="/" className="btn">
          {M.home}
        </Link>
        <Link to="/shop" className="btn btn-secondary">
          {M.shop}
        </Link>
      </div>
    </div>
  );
}
