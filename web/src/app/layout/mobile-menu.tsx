import { NavLink } from 'react-router-dom';
import { BACK_OFFICE_MESSAGES } from '@/words/messages';
import { SHELL_MESSAGES as M } from '@/words/site-messages';
import { useIsAdmin } from '@/platform/use-admin';
import { useSession } from '@/platform/session';
import { SocialLinks } from './social-links';
import { useSignOut } from './use-sign-out';

const MENU_LINKS = [
  { to: '/shop', label: M.menuShop },
  { to: '/blog', label: M.menuBlog },
  { to: '/about', label: M.menuStory },
  { to: '/contact', label: M.menuContact },
  { to: '/cart', label: M.menuCart },
  { to: '/orders', label: M.menuOrders },
] as const;

/** The phone menu (product.md §2): the shop's pages, cart, orders, the owner's back office, sign in or out, social links. */
export function MobileMenu({ id, open }: { id: string; open: boolean }) {
  const { status, data } = useSession();
  const signOut = useSignOut();
  const signedIn = status === 'success' && data.signedIn;
  const admin = useIsAdmin() === true;

  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      <nav aria-label={M.menuLabel}>
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
                {M.signOut}
              </button>
            ) : (
              <NavLink to="/auth" className="mobile-menu-link mobile-menu-cta">
                {M.signIn}
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
      <SocialLinks />
    </div>
  );
}
