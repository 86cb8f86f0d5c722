import { Router, type Request } from 'express';
import { config } from '../lib/config.js';
import { listPublicPages, renderSitemap } from './sitemap.service.js';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the sitemap's addresses start with: SITE_URL when the function has it (the shop's
 * own domain, whichever host the request came through), else the host the shopper's request came
 * to (Hosting passes it as x-forwarded-host) over the protocol it came by.
 */
export function sitemapOrigin(req: Request, siteUrl: string | undefined = config().siteUrl): string {
  if (siteUrl) return siteUrl;
  const first = (value: string | undefined) => value?.split(',')[0]?.trim();
  const host =
    [first(req.get('x-forwarded-host')), req.get('host')].find((h) => h && HOST.test(h)) ?? 'localhost';
  const proto = first(req.get('x-forwarded-proto')) === 'https' || req.secure ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** GET /sitemap.xml: every public page (sitemaps.org), cached five minutes by browsers and the CDN. */
export const sitemapRouter = Router();

sitemapRouter.get('/sitemap.xml', async (req, res) => {
  const pages = await listPublicPages();
  res.set('Cache-Control', 'public, max-age=300, s-maxage=300');
  res.type('application/xml').send(renderSitemap(sitemapOrigin(req), pages));
});
