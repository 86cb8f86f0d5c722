import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorkerOnceLoaded } from '@/platform/app-update';
import type { PageData } from '@/platform/page-data';
import { AppProviders } from './providers';
import { AppRouter, createAppRouter, whenInitialized } from './router';

/**
 * Starts the app (main.tsx loads this once the page has painted). A page the server rendered
 * (every public page on Hosting, docs/decisions/013) is hydrated from the data it was rendered
 * with; the bare shell (`npm run dev`, the offline fallback) renders from scratch.
 */
export async function startApp(rendered: PageData | null, onAlive?: () => void): Promise<void> {
  const container = document.getElementById('root')!;
  let page = rendered;
  const router = await createAppRouter(page?.router).catch(() => {
    // The page's code could not load (a deploy since this HTML was served, or offline): render
    // from scratch, where the route's error screen can say so and offer a reload.
    page = null;
    return createAppRouter();
  });
  // A breath between building the router and hydrating, so the two are not one long task.
  await Promise.all([whenInitialized(router), new Promise((resolve) => setTimeout(resolve))]);
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
      <WhenAlive onAlive={onAlive} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components, so a long
  // page's hydration never holds a tap or a scroll for one long task.
  if (page) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Once the page is alive (an effect runs after hydration): the service worker, whose first visit
 * downloads the whole shop for offline use, must not compete with the page's own start; and what
 * the visitor did before (main.tsx) can now be done.
 */
function WhenAlive({ onAlive }: { onAlive: (() => void) | undefined }) {
  useEffect(() => {
    registerServiceWorkerOnceLoaded();
    onAlive?.();
  }, [onAlive]);
  return null;
}
