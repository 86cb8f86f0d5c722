import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, type LoaderFunction } from 'react-router-dom';

/**
 * For component tests: a screen under a route of its own, its data from `loader` (as the app's
 * route gives it: app/loaders.ts, app/admin-loaders.ts), at `at` (default `path`). Retry asks the
 * loader again, as in the app; the cart's data (shop/cart-data.ts) answers nothing.
 */
export function renderRoute<D>({
  loader,
  path = '/',
  at = path,
  screen,
}: {
  loader: LoaderFunction;
  path?: string;
  at?: string;
  screen: (data: D) => ReactNode;
}) {
  function Screen() {
    return screen(useLoaderData() as D);
  }
  const router = createMemoryRouter(
    [
      { path, loader, Component: Screen },
      { path: '/cart', loader: () => null },
    ],
    { initialEntries: [at] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
