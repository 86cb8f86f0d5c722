import { Router } from 'express';
import { CatalogueQuerySchema, ProductIdSchema, productInLanguage } from '../contract/products.js';
import { config } from '../lib/config.js';
import { sendPublic } from '../lib/http.js';
import { catalogueIn, getProduct } from './products.service.js';

export const productsRouter = Router();

/**
 * Prices and stock, fresh within seconds (issue 36): the browser asks again every time (a 304
 * when nothing changed), and the CDN keeps an answer as long as it keeps a page, with no stale
 * copy served past that.
 */
const sendCatalogue = (res: Parameters<typeof sendPublic>[0], data: unknown) =>
  sendPublic(res, data, 0, config().sitePageCdnSeconds, 0);

/** The catalogue in the asking page's language (`?lang=mr`; English without it). */
productsRouter.get('/', async (req, res) => {
  const { lang = 'en' } = CatalogueQuerySchema.parse(req.query);
  sendCatalogue(res, (await catalogueIn(lang)).products);
});

productsRouter.get('/:id', async (req, res) => {
  const id = ProductIdSchema.parse(req.params.id);
  const { lang = 'en' } = CatalogueQuerySchema.parse(req.query);
  sendCatalogue(res, productInLanguage(await getProduct(id), lang));
});
