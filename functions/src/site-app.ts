import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { config } from './lib/config.js';
import { checkCatalogueOnEveryRead } from './products/products.service.js';
import { pageServerWords } from './site/page-server-words.js';
import { publicReads } from './site/public-reads.js';
import { securityHeaders } from './site/security-headers.js';
import { loadSiteBundle, siteAssetsDir } from './site/site-bundle.js';
import { sitemapRouter } from './sitemap/sitemap.routes.js';
import { siteRouter } from './site/site.routes.js';

/**
 * Whatever went wrong, the answer is a short sentence: no stack trace, no file or module name,
 * and never cached. A malformed address (bad percent-encoding, say) is the asker's 400.
 */
const plainErrors: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const status =
    (err as { status?: unknown; statusCode?: unknown }).status ??
    (err as { statusCode?: unknown }).statusCode;
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
  if (code === 500)
    logger.error('The site function failed', {
      path: req.originalUrl,
      error: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
    });
  if (res.headersSent) return;
  const M = pageServerWords(req.path);
  const message = code === 404 ? M.notFound : code === 500 ? M.failed : M.badRequest;
  res.set('Cache-Control', 'no-store').status(code).type('text').send(message);
};

/**
 * The `site` function's app: the storefront's pages as HTML (docs/decisions/013). Hosting sends
 * it every request that is neither a file nor /api/**.
 */
export function createSiteApp() {
  const settings = config();
  // A page shows the catalogue as it is now, whichever instance changed it (issue 36).
  checkCatalogueOnEveryRead();
  const app = express();
  app.disable('x-powered-by');
  // Every answer, the errors too, carries the same security headers as Hosting's own.
  app.use(securityHeaders());
  app.use(compression());
  // The storefront's files of the build this function was deployed with. Hosting answers them
  // itself while it holds the same build; after a deploy of one without the other, it has not got
  // the files this function's pages name, and sends those requests here: pages never break.
  app.use(
    '/assets',
    express.static(siteAssetsDir(), {
      index: false,
      dotfiles: 'ignore',
      fallthrough: false,
      redirect: false,
      immutable: true,
      maxAge: '365d',
    }),
  );
  app.use(sitemapRouter({ origin: async () => (await loadSiteBundle()).entry.siteOrigin }));
  app.use(
    siteRouter({
      readAnswer: publicReads(settings.firestoreDeadlineMs),
      cdnSeconds: settings.sitePageCdnSeconds,
    }),
  );
  // Pages are only read: anything else is not something a page can answer.
  app.use((req, res) => {
    res
      .set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' })
      .status(405)
      .type('text')
      .send(pageServerWords(req.path).methodNotAllowed);
  });
  app.use(plainErrors);
  return app;
}
