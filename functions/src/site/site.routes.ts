import { Router } from 'express';
import { logger } from 'firebase-functions';
import { splitLanguage } from '../contract/languages.js';
import { PAGE_SERVER_WORDS } from './page-server-words.js';
import type { PublicReads } from './public-reads.js';
import { loadSiteBundle } from './site-bundle.js';

/**
 * Every page request Hosting does not answer from a file (docs/decisions/013): the storefront
 * rendered to HTML for that path. Public pages carry their content; the shopper's own pages carry
 * the frame with the start-up spinner, and the browser takes over.
 *
 * Only the path and query of the request reach the render: the page's absolute URL is the
 * storefront's configured origin plus that path. Nothing a request says about its host
 * (Host, X-Forwarded-Host, X-Forwarded-Proto) can choose what is rendered or what a cached page
 * links to.
 */
export function siteRouter({
  readAnswer,
  cdnSeconds,
}: {
  /** A public endpoint's answer in a language, read in process (site/public-reads.ts). */
  readAnswer: PublicReads;
  cdnSeconds: number;
}) {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    res.type('html');
    const { language } = splitLanguage(req.path);
    let bundle;
    try {
      bundle = await loadSiteBundle(language);
    } catch (error) {
      logger.error('The storefront bundle could not be loaded', { error: String(error) });
      res
        .set('Cache-Control', 'no-store')
        .status(503)
        .type('text')
        .send(PAGE_SERVER_WORDS[language].startingUp);
      return;
    }
    try {
      const page = await bundle.entry.renderPage({
        path: req.originalUrl,
        // The page's data in its own language: the Marathi page's catalogue, messages in Marathi.
        readAnswer: (endpoint) => readAnswer(endpoint, language),
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
