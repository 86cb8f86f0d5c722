import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CartIcon, OrdersIcon, StoreIcon } from '@/components/ui/icons';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import { SHELL_MESSAGES as M } from '@/words/site-messages';
import { dataOf, useSettled } from '@/platform/route-data';
import { cartQuantity, useCartData } from '@/shop/cart-data';
import { useIsAdmin } from '@/platform/use-admin';
import { useSession } from '@/platform/session';
import { useSignOut } from './use-sign-out';

/**
 * The navbar's account area (product.md §2): Login when signed out; when signed in, the cart with its
 * item-count badge, order history, the back office for the owner and Sign Out (on phones the
 * last two live in the menu).
 */
export function NavbarAccount() {
  const { status, data } = useSession();
  const signOut = useSignOut();
  // The cart's data (shop/cart-data.ts): 0 until it is in; a read that fails keeps the count last
  // read (the badge is a hint: the cart page says what went wrong).
  const cart = dataOf(useSettled(useCartData()?.cart));
  const [lastRead, setLastRead] = useState(0);
  const count = cart ? cartQuantity(cart) : lastRead;
  if (count !== lastRead && cart) setLastRead(count);
  const admin = useIsAdmin() === true;
  // product.md §2: the account area waits for the sign-in state with a small spinner of its own;
  // the page around it is public and shows at once. The server cannot know, so its HTML has both:
  // Login for a browser that has never signed in (its page may never need the code: decision
  // 017), the spinner where main.tsx found a session (`html[data-session]`, layout.css).
  if (status !== 'success' || !data.signedIn) {
    const waiting = status !== 'success';
    return (
      <div className={waiting ? 'navbar-account navbar-account-waiting' : 'navbar-account'}>
        <Link to="/auth" className="btn btn-small navbar-account-early">
          {M.login}
        </Link>
        {waiting && (
          <>
            <span className="navbar-account-spinner" aria-hidden="true" />
            <span className="visually-hidden navbar-account-checking" role="status">
              {M.checkingSignIn}
            </span>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="navbar-account">
      <Link to="/cart" className="navbar-icon" aria-label={M.cartLabel(count)}>
        <CartIcon size={24} />
        <span className="navbar-badge" data-testid="cart-badge" aria-hidden="true">
          {count}
        </span>
      </Link>
      <Link to="/orders" className="navbar-icon" aria-label={M.orderHistory}>
        <OrdersIcon size={24} />
      </Link>
      {admin && (
        // An icon like its neighbours: the navbar has no room for another word at 60rem.
        <Link
          to="/admin"
          className="navbar-icon navbar-admin"
          aria-label={BACK_OFFICE_MESSAGES.navLabel}
          title={BACK_OFFICE_MESSAGES.navLabel}
        >
          <StoreIcon size={24} />
        </Link>
      )}
      <button
        type="button"
        className="btn btn-small btn-secondary navbar-signout"
        onClick={() => void signOut()}
      >
        {M.signOut}
      </button>
    </div>
  );
}
