import { NavLink } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES } from '@contract/messages';
import { useIsAdmin } from '@/platform/use-admin';
import { useSession } from '@/platform/session';
import { SocialLinks } from './social-links';
import { useSignOut } from './use-sign-out';

const MENU_LINKS = [
  { to: '/shop', label: 'Shop Products' },
  { to: '/blog', label: 'Our Blog' },
  { to: '/about', label: 'Our Story' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/cart', label: 'My Cart' },
  { to: '/orders', label: 'My Orders' },
] as const;

/** The phone menu (product.md §2): the shop's pages, cart, orders, the owner's back office, sign in or out, social links. */
export function MobileMenu({ id, open }: { id: string; open: boolean }) {
  const { status, data } = useSession();
  const signOut = useSignOut();
  const signedIn = status === 'success' && data.signedIn;
  const admin = useIsAdmin() === true;

  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      <nav aria-label="Menu">
        <ul className="mobile-menu-list">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="mobile-menu-link">
                {link.label}
              </NavLink>
            </li>
          ))}
          {admin && (
            <li>
              <NavLink to="/admin" className="mobile-menu-link">
                {BACK_OFFICE_MESSAGES.navLabel}
              </NavLink>
            </li>
          )}
          <li>
            {signedIn ? (
              <button
                type="button"
                className="mobile-menu-link mobile-menu-button"
                onClick={() => void signOut()}
              >
                Sign Out
              </button>
            ) : (
              <NavLink to="/auth" className="mobile-menu-link mobile-menu-cta">
                Login / Sign Up
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
      <SocialLinks />
    </div>
  );
}
