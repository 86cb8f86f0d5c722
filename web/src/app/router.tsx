import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { BASENAME } from '@/config/language';
import { reloadOnNavigationWhenStale } from '@/platform/app-update';
import { routes } from './route-tree';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. On a server-rendered page it starts from the server's state (its loader
 * data carries the answers the page was rendered with: platform/api-client.ts), after the current
 * route's code has loaded (a lazy route would otherwise hydrate as its fallback and not match the
 * HTML).
 */
export async function createAppRouter(hydrationData?: HydrationState): Promise<BrowserRouter> {
  if (hydrationData) {
    const lazyMatches =
      matchRoutes(routes, window.location, BASENAME)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, { hydrationData, basename: BASENAME });
  router.subscribe(reloadOnNavigationWhenStale);
  return router;
}

/**
 * Once the router has its first state: a page whose data only the browser reads (a shopper's own
 * page, the back office: their loaders ran nothing on the server) runs those loaders as it
 * starts. Hydrating only after that, the first render already has their data; a router that
 * finished while React was hydrating would tell nobody (RouterProvider subscribes when it
 * commits), and the page would keep its start-up spinner for good.
 */
export function whenInitialized(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
