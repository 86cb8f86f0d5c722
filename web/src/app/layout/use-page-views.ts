import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { measurementId } from '@/config/env';

/**
 * Sends a page view on every route change when the owner has configured a measurement id; inert
 * otherwise (locally, in tests). gtag.js and its wrapper load lazily on the first page view.
 */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!measurementId) return;
    const id = measurementId;
    // After the screen's own effects, so document.title is the new screen's title. The address as
    // shown: a Marathi page's has its /mr.
    const timer = window.setTimeout(() => {
      void import('@/platform/analytics').then(({ trackPageView }) =>
        trackPageView(id, window.location.pathname + window.location.search, document.title),
      );
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}
