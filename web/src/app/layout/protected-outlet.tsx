import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { StartupSpinner } from '@/components/ui/startup-spinner';
import { isSigningOut, useSession } from '@/platform/session';
import { currentPath, signInPath } from '@/shop/sign-in-return';

/**
 * Guards the shopper's own pages (product.md §2): the start-up spinner while the sign-in state loads, then the
 * page for a signed-in shopper or a redirect to /auth for everybody else, which says why and
 * comes back here after sign-in (issue 14).
 */
export function ProtectedOutlet() {
  const { status, data } = useSession();
  const location = useLocation();
  if (status !== 'success') return <StartupSpinner />;
  // Signing out from this page: Sign Out is taking her home, not to /auth.
  if (!data.signedIn)
    return isSigningOut() ? null : <Navigate to={signInPath(currentPath(location))} replace />;
  return <Outlet />;
}
