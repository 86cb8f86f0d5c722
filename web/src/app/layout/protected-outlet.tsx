import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { currentPath, signInPath } from '../../lib/sign-in-return';

/**
 * Guards the shopper's own pages (spec §2): nothing while the sign-in state is loading, then the
 * page for a signed-in shopper or a redirect to /auth for everybody else, which says why and
 * comes back here after sign-in (issue 14).
 */
export function ProtectedOutlet() {
  const { status, data } = useSigninCheck();
  const location = useLocation();
  if (status !== 'success') return null;
  if (!data.signedIn) return <Navigate to={signInPath(currentPath(location))} replace />;
  return <Outlet />;
}
