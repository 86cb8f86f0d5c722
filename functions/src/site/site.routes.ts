import { Router, type Request } from 'express';
import { logger } from 'firebase-functions';
import { loadSiteBundle, type RenderedAnswer } from './site-bundle.js';

/** Where the shopper's request went (without SITE_URL, the origin canonical URLs name). */
function requestOrigin(req: Request): string {
  // Hosting forwards the shopper's host; `trust proxy` makes req.protocol the shopper's scheme.
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || 'localhost';
  return `${req.protocol}://${host}`;
}

/**
 * Every page request Hosting does not answer from a file (docs/decisions/013): the storefront
 * rendered to HTML for that URL. Public pages carry their content; the shopper's own pages carry
 * the frame with the start-up spinner, and the browser takes over.
 */
export function siteRouter({
  siteUrl,
  fetchAnswer,
  cdnSeconds,
}: {
  /** The shop's public origin (SITE_URL), for canonical and Open Graph URLs. */
  siteUrl: string | undefined;
  fetchAnswer: (path: string) => Promise<RenderedAnswer>;
  cdnSeconds: number;
}) {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    res.type('html');
    let bundle;
    try {
      bundle = await loadSiteBundle();
    } catch (error) {
      logger.error('The storefront bundle could not be loaded', { error: String(error) });
      res
        .set('Cache-Control', 'no-store')
        .status(503)
        .send('The shop is starting up. Please try again in a moment.');
      return;
    }
    try {
      const page = await bundle.entry.renderPage({
        url: `${requestOrigin(req)}${req.originalUrl}`,
        origin: siteUrl ?? requestOrigin(req),
        fetchAnswer,
        template: bundle.template,
        manifest: bundle.manifest,
        styles: bundle.styles,
      });
      // Hosting's CDN keeps a good page for cdnSeconds; an error or a page rendered during an
      // outage is never kept anywhere.
      res.set(
        'Cache-Control',
        page.status === 200 && page.cacheable ? `public, max-age=0, s-maxage=${cdnSeconds}` : 'no-store',
      );
      res.status(page.status).send(page.html);
    } catch (error) {
      // The app in the browser can still show the page: send its shell.
      logger.error('A page could not be rendered', {
        path: req.originalUrl,
        error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
      });
      res.set('Cache-Control', 'no-store').status(200).send(bundle.template);
    }
  });
  return router;
}
