import { Navigate, useLocation } from 'react-router-dom';
import { StartupSpinner } from '@/components/ui/startup-spinner';
import { useSessionWithAuth } from '@/platform/session';
import { completeSignIn, readSignInReturn } from '@/shop/sign-in-return';
import { AuthScreen } from './auth-screen';

/**
 * /auth: the start-up spinner while the sign-in state and Firebase load (the server cannot know
 * the state), the sign-in screen for a visitor. Once signed in (just now, or earlier and back here
 * with the back button) the shopper goes where the sign-in screen sends her: back to the page
 * whose action started it, else home. Whichever sees the session first, this or the screen, sends
 * her there.
 */
export function AuthPage() {
  const { status, data } = useSessionWithAuth();
  const { search } = useLocation();
  if (status !== 'success') return <StartupSpinner />;
  if (data.signedIn) return <Navigate to={completeSignIn(readSignInReturn(search))} replace />;
  return (
    <div className="container page auth-page">
      <AuthScreen />
    </div>
  );
}
