import { Navigate } from 'react-router-dom';
import { StartupSpinner } from '../../../components/ui/startup-spinner';
import { useSession } from '../../../lib/session';
import { AuthScreen } from './auth-screen';

/**
 * /auth: the start-up spinner while the sign-in state loads (the server cannot know it), home for
 * someone already signed in (e.g. the back button after signing in), else the sign-in screen.
 */
export function AuthPage() {
  const { status, data } = useSession();
  if (status !== 'success') return <StartupSpinner />;
  if (data.signedIn) return <Navigate to="/" replace />;
  return (
    <div className="container page auth-page">
      <AuthScreen />
    </div>
  );
}
