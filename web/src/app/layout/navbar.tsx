import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SHELL_MESSAGES as M } from '@/words/site-messages';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { shop } from '@/config/shop';
import { ProductSearch } from '@/features/products/components/product-search';
import { MobileMenu } from './mobile-menu';
import { NavbarAccount } from './navbar-account';
import { LanguageSwitch } from '@/components/ui/language-switch';

export const MAIN_LINKS = [
  { to: '/shop', label: M.navShop },
  { to: '/blog', label: M.navBlog },
  { to: '/about', label: M.navStory },
  { to: '/contact', label: M.navContact },
] as const;

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Any navigation closes the menu, even to the page already shown (Sign Out on the home page).
  const { key: locationKey, pathname } = useLocation();
  const [menuLocation, setMenuLocation] = useState(locationKey);
  if (menuLocation !== locationKey) {
    setMenuLocation(locationKey);
    setMenuOpen(false);
  }

  // Clicking outside the header, or Escape, closes the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return (
    <>
      <header className="site-header" ref={headerRef}>
        <div className="container navbar">
          <button
            ref={toggleRef}
            type="button"
            className="navbar-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? M.closeMenu : M.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <MobileMenu id="mobile-menu" open={menuOpen} />

          <Link to="/" className="navbar-brand">
            <img src="/images/site/logo.svg" alt="" width={40} height={40} />
            <span className="navbar-brand-name">{shop.name}</span>
          </Link>

          <nav className="navbar-links" aria-label={M.mainNavLabel}>
            <ul>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="navbar-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="navbar-search navbar-search-desktop">
            <ProductSearch variant="desktop" />
          </div>

          <LanguageSwitch className="language-switch language-switch-wide" />
          <NavbarAccount />
        </div>
      </header>
      {/* A phone's search row lies below the sticky header, in the page's flow: scrolling carries
        it away without changing the height of anything, so nothing moves under a finger. On the
        shop page, where search is the tool in use, it sticks under the header. */}
      <div className={`navbar-search-mobile${pathname === '/shop' ? ' is-pinned' : ''}`}>
        <div className="container navbar-search navbar-search-row">
          <ProductSearch variant="mobile" />
          {/* On a phone the header's row is full: the other language sits beside the search. */}
          <LanguageSwitch />
        </div>
      </div>
    </>
  );
}
