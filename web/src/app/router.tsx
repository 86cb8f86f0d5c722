import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/catalogue').then((m) => ({ Component: m.CatalogueRoute })) },
  { path: '/shop', lazy: () => import('./routes/catalogue').then((m) => ({ Component: m.CatalogueRoute })) },
  { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
