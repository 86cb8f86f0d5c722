import type { RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { StartupSpinner } from '@/components/ui/startup-spinner';
import { privateLoader } from '@/platform/route-data';
import { LAYOUT_ROUTE_ID } from '@/shop/shop-policy';
import type { ADMIN_LOADERS } from './admin-loaders';
import { RootLayout } from './layout/root-layout';
import { ProtectedOutlet } from './layout/protected-outlet';
import { RouteError } from './layout/route-error';
import {
  blogLoader,
  blogPostLoader,
  cartLoader,
  checkoutLoader,
  checkoutNowLoader,
  homeLoader,
  layoutLoader,
  orderLoader,
  ordersLoader,
  productLoader,
  shopLoader,
} from './loaders';

/**
 * What the server needs to render a route besides its data (docs/decisions/013): `module`, the
 * route's file, so the page's HTML links its CSS and preloads its code. A route's data is its
 * loader's (app/loaders.ts, docs/decisions/019).
 */
export interface RouteHandle {
  module?: string;
  notFound?: true;
  /** The read of the route's data that is the page's subject (the product): its 4xx makes the page a 404. */
  subject?: string;
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

/** The back office's code (one chunk, app/layout/admin-layout.tsx) and what its screens read. */
const backOffice = () => import('./layout/admin-layout');
type AdminScreens = Awaited<ReturnType<typeof backOffice>>['ADMIN_SCREENS'];
const adminScreen = (name: keyof AdminScreens) =>
  backOffice().then((m) => ({ Component: m.ADMIN_SCREENS[name] }));
const adminLoader = (name: keyof typeof ADMIN_LOADERS) =>
  privateLoader(async (args) => (await import('./admin-loaders')).ADMIN_LOADERS[name](args));

/**
 * Read again only when asked (Retry, back online, the same address again), never because the
 * query changed: the navbar's search writes the shop's ?search= on every key, and the back
 * office's filters the orders' query.
 */
const whenAskedAgain: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && currentUrl.href === nextUrl.href;

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
    // The footer (every page) and the home page's trust strip state where the farm delivers.
    loader: layoutLoader,
    shouldRevalidate: whenAskedAgain,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: homeLoader,
            handle: handle('home', READABLE),
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: 'shop',
            loader: shopLoader,
            shouldRevalidate: whenAskedAgain,
            handle: handle('shop', READABLE),
            lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopRoute })),
          },
          {
            path: 'product/:id',
            loader: productLoader,
            handle: handle('product', { ...READABLE, subject: 'product' }),
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
            loader: blogLoader,
            handle: handle('blog', READABLE),
            lazy: () => import('./routes/blog').then((m) => ({ Component: m.BlogRoute })),
          },
          {
            path: 'blog/:slug',
            loader: blogPostLoader,
            handle: handle('blog-post', { ...READABLE, subject: 'post' }),
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
          // Their data is read in the browser only: the spinner is also what shows while a page
          // that arrived as its frame starts (its loader runs then), as the server drew it.
          {
            element: <ProtectedOutlet />,
            HydrateFallback: StartupSpinner,
            children: [
              {
                path: 'cart',
                loader: cartLoader,
                handle: handle('cart', { privateMeta: 'cart' }),
                lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })),
              },
              {
                path: 'checkout',
                loader: checkoutLoader,
                handle: handle('checkout', { privateMeta: 'checkout' }),
                lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
              },
              {
                path: 'checkout-now',
                loader: checkoutNowLoader,
                handle: handle('checkout-now', { privateMeta: 'checkoutNow' }),
                lazy: () => import('./routes/checkout-now').then((m) => ({ Component: m.CheckoutNowRoute })),
              },
              {
                path: 'orders',
                loader: ordersLoader,
                handle: handle('orders', { privateMeta: 'orders' }),
                lazy: () => import('./routes/orders').then((m) => ({ Component: m.OrdersRoute })),
              },
              {
                path: 'orders/:orderId',
                loader: orderLoader,
                handle: handle('order-detail', { privateMeta: 'orders' }),
                lazy: () => import('./routes/order-detail').then((m) => ({ Component: m.OrderDetailRoute })),
              },
            ],
          },
          // The owner's back office: one lazy chunk that checks the admin claim itself (404 for
          // anyone else, never a trip to /auth that would tell a visitor it exists). Its screens'
          // data comes with its code (app/admin-loaders.ts), read in the browser only; while it
          // starts, the spinner the server drew.
          {
            path: 'admin',
            handle: { module: 'src/app/layout/admin-layout.tsx' },
            loader: adminLoader('layout'),
            HydrateFallback: StartupSpinner,
            lazy: () => backOffice().then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                // Today's figures frame the orders, read with them and when asked again (a move
                // reads them itself), not for each filter the owner picks.
                id: 'admin-summary',
                loader: adminLoader('summary'),
                shouldRevalidate: whenAskedAgain,
                children: [
                  { index: true, loader: adminLoader('orders'), lazy: () => adminScreen('AdminOrdersRoute') },
                ],
              },
              {
                path: 'catalogue',
                loader: adminLoader('catalogue'),
                lazy: () => adminScreen('AdminCatalogueRoute'),
              },
              { path: 'blog', loader: adminLoader('blog'), lazy: () => adminScreen('AdminBlogRoute') },
              {
                path: 'blog/new',
                loader: adminLoader('post'),
                lazy: () => adminScreen('AdminBlogEditorRoute'),
              },
              {
                path: 'blog/edit/:slug',
                loader: adminLoader('post'),
                lazy: () => adminScreen('AdminBlogEditorRoute'),
              },
              {
                path: 'reviews',
                loader: adminLoader('reviews'),
                lazy: () => adminScreen('AdminReviewsRoute'),
              },
              {
                path: 'settings',
                loader: adminLoader('settings'),
                lazy: () => adminScreen('AdminSettingsRoute'),
              },
              { path: '*', lazy: () => adminScreen('NotFoundRoute') },
            ],
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
