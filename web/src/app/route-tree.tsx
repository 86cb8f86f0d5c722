import type { RouteObject } from 'react-router-dom';
import { publicEndpoints as api } from '@contract/endpoints';
import { StartupSpinner } from '@/components/ui/startup-spinner';
import { answersLoader, LAYOUT_ROUTE_ID } from '@/platform/api-client';
import { RootLayout } from './layout/root-layout';
import { ProtectedOutlet } from './layout/protected-outlet';
import { RouteError } from './layout/route-error';
import { preloadHome, prefetchProductPage, prefetchShop } from './prefetch';

/**
 * What the server needs to render a route besides its data (docs/decisions/013): `module`, the
 * route's file, so the page's HTML links its CSS and preloads its code. A route's data is its
 * loader's (platform/api-client.ts): the public API calls its screens make, the first one the
 * page's subject, whose 404 makes the page a 404.
 */
export interface RouteHandle {
  module?: string;
  notFound?: true;
  /**
   * The server's HTML is the whole page until someone acts on it (docs/decisions/017): a visitor
   * who has never signed in here gets the page's code only when she reaches for it.
   */
  wakeOnIntent?: true;
  /**
   * A shopper's own page (cart, checkout, orders): the server renders only its frame, since only
   * the browser knows who she is; its title and description come from this key of the page-meta
   * catalogue, in the build's language (entry-server.tsx).
   */
  privateMeta?: 'cart' | 'checkout' | 'checkoutNow' | 'orders';
}

const handle = (module: string, extra: Omit<RouteHandle, 'module'> = {}): RouteHandle => ({
  module: `src/app/routes/${module}.tsx`,
  ...extra,
});

/** A public page whose server HTML is complete: its code waits for the visitor to act. */
const READABLE = { wakeOnIntent: true } as const;

/**
 * The whole app's routes, shared by the browser's router (router.tsx) and the server's render
 * (entry-server.tsx). Every screen is its own lazy chunk (JS and CSS), so `/` downloads only the
 * shell and Home.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    id: LAYOUT_ROUTE_ID,
    Component: RootLayout,
    HydrateFallback: StartupSpinner,
    // The footer (every page) and the home page's trust strip state where the farm delivers. Its
    // answer matters to the first render only: later screens ask for the policy themselves.
    loader: answersLoader(() => [api.shopPolicy()]),
    shouldRevalidate: () => false,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: answersLoader(() => [api.testimonials()], preloadHome),
            handle: handle('home', READABLE),
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: 'shop',
            loader: answersLoader(() => [api.products(), api.ratings()], prefetchShop),
            // Typing in the navbar search changes ?search= on every key: no need to run it again.
            shouldRevalidate: () => false,
            handle: handle('shop', READABLE),
            lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopRoute })),
          },
          {
            path: 'product/:id',
            loader: answersLoader(
              ({ id = '' }) => [api.product(id), api.ratings(), api.productReviews(id)],
              prefetchProductPage,
            ),
            handle: handle('product', READABLE),
            lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
          },
          {
            path: 'about',
            handle: handle('about', READABLE),
            lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
          },
          {
            path: 'contact',
            handle: handle('contact', READABLE),
            lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: 'blog',
            loader: answersLoader(() => [api.blogPosts()]),
            handle: handle('blog', READABLE),
            lazy: () => import('./routes/blog').then((m) => ({ Component: m.BlogRoute })),
          },
          {
            path: 'blog/:slug',
            loader: answersLoader(({ slug = '' }) => [api.blogPost(slug)]),
            handle: handle('blog-post', READABLE),
            lazy: () => import('./routes/blog-post').then((m) => ({ Component: m.BlogPostRoute })),
          },
          {
            path: 'privacy',
            handle: handle('privacy', READABLE),
            lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: 'terms',
            handle: handle('terms', READABLE),
            lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: 'shipping',
            // Its policy is the layout's (every page carries it).
            handle: handle('shipping', READABLE),
            lazy: () => import('./routes/shipping').then((m) => ({ Component: m.ShippingRoute })),
          },
          {
            path: 'auth',
            handle: handle('auth'),
            lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
          },
          // The shopper's own pages: the start-up spinner while sign-in loads, /auth when signed out.
          {
            element: <ProtectedOutlet />,
            children: [
              {
                path: 'cart',
                handle: handle('cart', { privateMeta: 'cart' }),
                lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })),
              },
              {
                path: 'checkout',
                handle: handle('checkout', { privateMeta: 'checkout' }),
                lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
              },
              {
                path: 'checkout-now',
                handle: handle('checkout-now', { privateMeta: 'checkoutNow' }),
                lazy: () => import('./routes/checkout-now').then((m) => ({ Component: m.CheckoutNowRoute })),
              },
              {
                path: 'orders',
                handle: handle('orders', { privateMeta: 'orders' }),
                lazy: () => import('./routes/orders').then((m) => ({ Component: m.OrdersRoute })),
              },
              {
                path: 'orders/:orderId',
                handle: handle('order-detail', { privateMeta: 'orders' }),
                lazy: () => import('./routes/order-detail').then((m) => ({ Component: m.OrderDetailRoute })),
              },
            ],
          },
          // The owner's back office: one lazy chunk that checks the admin claim itself (404 for
          // anyone else, never a trip to /auth that would tell a visitor it exists).
          {
            path: 'admin/*',
            handle: { module: 'src/app/layout/admin-layout.tsx' },
            lazy: () => import('./layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
          },
          {
            path: '*',
            handle: handle('not-found', { notFound: true, ...READABLE }),
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
];
