import { Navigate, Outlet } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';

/**
 * Guards the shopper's own pages (spec §2): nothing while the sign-in state is loading, then the
 * page for a signed-in shopper or a redirect to /auth for everybody else.
 */
export function ProtectedOutlet() {
  const { status, data } = useSigninCheck();
  if (status !== 'success') return null;
  if (!data.signedIn) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
