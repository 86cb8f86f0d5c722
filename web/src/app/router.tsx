import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import { setRenderedAnswers } from '../lib/api-client';
import { reloadOnNavigationWhenStale } from '../lib/app-update';
import { routes } from './route-tree';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. On a server-rendered page it starts from the server's state, after the
 * current route's code has loaded (a lazy route would otherwise hydrate as its fallback and not
 * match the HTML).
 */
export async function createAppRouter(hydrationData?: HydrationState): Promise<BrowserRouter> {
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, { hydrationData });
  router.subscribe(reloadOnNavigationWhenStale);
  // The server's answers describe the first page only; every later screen asks the API afresh.
  const first = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === first.key) return;
    setRenderedAnswers({});
    unsubscribe();
  });
  return router;
}

export function AppRouter({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
