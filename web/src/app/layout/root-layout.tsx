import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/words/site-messages';
import { useSession } from '@/platform/session';
import { useCartDataOf } from '@/shop/cart-data';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ToastHost } from './toast-host';
import { usePageViews } from './use-page-views';
// In this order: the footer's and the screen states' rules follow the shell's (the same cascade
// as one file).
import './layout.css';
import './footer.css';
import './screen-states.css';

/** Every screen's frame: navbar, the screen, footer, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const session = useSession();
  usePageViews();
  // The signed-in shopper's cart, for the navbar's badge and her offer, read when she is known.
  useCartDataOf(session.data?.signedIn ? (session.data.user?.uid ?? null) : null);

  // The app is live: tests wait for this before they tap (tests/support/browser.ts).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);

  // product.md §2: the page scrolls to the top on every route change; not when the app starts on a
  // page the visitor is already reading (and may have scrolled: decision 017).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  // product.md §2's start-up spinner shows only where the sign-in state matters while it loads: the
  // navbar's account area and the shopper's own pages (ProtectedOutlet). Public pages arrive
  // from the server with their content and show it at once (docs/decisions/013).
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {SHELL_MESSAGES.skipToContent}
      </a>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
