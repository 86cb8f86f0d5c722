import { Navigate } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function AuthRoute() {
  useDocumentMeta(
    'Login or sign up',
    'Sign in to Karad Organic with Google or your mobile number to order and track deliveries.',
    { noindex: true },
  );
  const { status, data } = useSigninCheck();
  // Already signed in (e.g. the back button after signing in): nothing to do here.
  if (status === 'success' && data.signedIn) return <Navigate to="/" replace />;
  return (
    <div className="container page auth-page">
      <AuthScreen />
    </div>
  );
}
