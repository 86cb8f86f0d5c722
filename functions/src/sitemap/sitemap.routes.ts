import { Router } from 'express';
import { listPublicPages, renderSitemap } from './sitemap.service.js';

/**
 * GET /sitemap.xml: every public page (sitemaps.org), cached five minutes by browsers and the CDN.
 * Its addresses start with the shop's configured origin (the storefront build's VITE_SITE_URL),
 * never with a host the request names.
 */
export function sitemapRouter({ origin }: { origin: () => Promise<string> }) {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const [pages, siteOrigin] = await Promise.all([listPublicPages(), origin()]);
    res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
    res.type('application/xml').send(renderSitemap(siteOrigin, pages));
  });
  return router;
}
