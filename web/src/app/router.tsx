import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StartupSpinner } from '../components/ui/startup-spinner';
import { reloadOnNavigationWhenStale } from '../lib/app-update';
import { RootLayout } from './layout/root-layout';
import { ProtectedOutlet } from './layout/protected-outlet';
import { RouteError } from './layout/route-error';
import { homeLoader, productLoader, shopLoader } from './prefetch';

/** Every screen is its own lazy chunk (JS and CSS), so `/` downloads only the shell and Home. */
const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: StartupSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: homeLoader,
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: 'shop',
            loader: shopLoader,
            // Typing in the navbar search changes ?search= on every key: no need to run it again.
            shouldRevalidate: () => false,
            lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopRoute })),
          },
          {
            path: 'product/:id',
            loader: productLoader,
            lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
          },
          { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
          {
            path: 'contact',
            lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
          },
          { path: 'blog', lazy: () => import('./routes/blog').then((m) => ({ Component: m.BlogRoute })) },
          {
            path: 'blog/:slug',
            lazy: () => import('./routes/blog-post').then((m) => ({ Component: m.BlogPostRoute })),
          },
          {
            path: 'privacy',
            lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
          },
          { path: 'terms', lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })) },
          {
            path: 'shipping',
            lazy: () => import('./routes/shipping').then((m) => ({ Component: m.ShippingRoute })),
          },
          { path: 'auth', lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })) },
          // The shopper's own pages: nothing while sign-in loads, /auth when signed out.
          {
            element: <ProtectedOutlet />,
            children: [
              { path: 'cart', lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })) },
              {
                path: 'checkout',
                lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
              },
              {
                path: 'checkout-now',
                lazy: () => import('./routes/checkout-now').then((m) => ({ Component: m.CheckoutNowRoute })),
              },
              {
                path: 'orders',
                lazy: () => import('./routes/orders').then((m) => ({ Component: m.OrdersRoute })),
              },
              {
                path: 'orders/:orderId',
                lazy: () => import('./routes/order-detail').then((m) => ({ Component: m.OrderDetailRoute })),
              },
            ],
          },
          // The owner's back office: one lazy chunk that checks the admin claim itself (404 for
          // anyone else, never a trip to /auth that would tell a visitor it exists).
          {
            path: 'admin/*',
            lazy: () => import('./layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
]);
router.subscribe(reloadOnNavigationWhenStale);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
