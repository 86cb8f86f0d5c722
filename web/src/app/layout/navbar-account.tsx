import { Link } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { useSignOut } from './use-sign-out';

/**
 * The navbar's account area.
 * Signed out: Login. Signed in: Sign Out.
 * SEAM (sign-in issue): the cart icon with its item-count badge and the order-history icon
 * (spec §2, Navigation bar) go here, before Sign Out.
 */
export function NavbarAccount() {
  const { status, data } = useSigninCheck();
  const signOut = useSignOut();
  if (status !== 'success') return null;
  if (!data.signedIn) {
    return (
      <div className="navbar-account">
        <Link to="/auth" className="btn btn-small">
          Login
        </Link>
      </div>
    );
  }
  return (
    <div className="navbar-account">
      <button type="button" className="btn btn-small btn-secondary" onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}
