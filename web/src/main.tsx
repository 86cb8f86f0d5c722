import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { setRenderedAnswers } from './lib/api-client';
import { registerServiceWorkerAfterLoad } from './lib/app-update';
import { readPageData } from './lib/page-data';
import './styles/global.css';

/**
 * A page the server rendered (every public page on Hosting, docs/decisions/013) is hydrated from
 * the data it was rendered with; the bare shell (`npm run dev`, the offline fallback) renders from
 * scratch.
 */
async function start() {
  const container = document.getElementById('root')!;
  let page = readPageData(document);
  if (page) setRenderedAnswers(page.answers);
  const router = await createAppRouter(page?.router).catch(() => {
    // The page's code could not load (a deploy since this HTML was served, or offline): render
    // from scratch, where the route's error screen can say so and offer a reload.
    page = null;
    return createAppRouter();
  });
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (page) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
registerServiceWorkerAfterLoad();
