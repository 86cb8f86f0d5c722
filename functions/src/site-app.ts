import compression from 'compression';
import express from 'express';
import { createApp } from './app.js';
import { config } from './lib/config.js';
import { pageAnswers } from './site/page-answers.js';
import { sitemapRouter } from './sitemap/sitemap.routes.js';
import { siteRouter } from './site/site.routes.js';

/**
 * The `site` function's app: the storefront's pages as HTML (docs/decisions/013). Hosting sends
 * it every request that is neither a file nor /api/**.
 */
export function createSiteApp() {
  const settings = config();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(compression());
  app.use(sitemapRouter);
  app.use(
    siteRouter({
      siteUrl: settings.siteUrl,
      fetchAnswer: pageAnswers(createApp, settings.firestoreDeadlineMs + 1_000),
      cdnSeconds: settings.sitePageCdnSeconds,
    }),
  );
  // Pages are only read: anything else is not something a page can answer.
  app.use((_req, res) => {
    res.set('Allow', 'GET, HEAD').status(405).type('text').send('Method not allowed');
  });
  return app;
}
