import { Link, useLocation } from 'react-router-dom';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>
        There is nothing at <code>{pathname}</code>.
      </p>
      <Link to="/">Back to the farm</Link>
    </main>
  );
}
