import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import './styles/global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// Offline and install support, after the page has loaded (web/src/sw.ts; never in `vite dev`).
if (import.meta.env.PROD)
  window.addEventListener(
    'load',
    () => void import('./lib/service-worker').then((m) => m.registerServiceWorker()),
  );
