import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { StartupSpinner } from '../../components/ui/startup-spinner';
import { CartCountSync } from '../../features/cart/components/cart-count-sync';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ToastHost } from './toast-host';
import { usePageViews } from './use-page-views';
import './layout.css';

/** Every screen's frame: navbar, the screen, footer, toasts. */
export function RootLayout() {
  const { status } = useSigninCheck();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  usePageViews();

  // Spec §2: the page scrolls to the top on every route change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Spec §2: while the sign-in state loads at start-up, only the spinner shows.
  if (status === 'loading') return <StartupSpinner />;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <CartCountSync />
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
