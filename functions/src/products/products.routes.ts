import { Router } from 'express';
import type { Language } from '../contract/languages.js';
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

/**
 * GET /products and GET /products/{id} as answers: what this router sends, and what a
 * server-rendered page shows (site/public-reads.ts calls these in process).
 */
export async function readCatalogue(language: Language) {
  return (await catalogueIn(language)).products;
}

/** One product by its id as the address spells it (a 400 unless it is one). */
export async function readProduct(id: string, language: Language) {
  return productInLanguage(await getProduct(ProductIdSchema.parse(id)), language);
}

/** The catalogue in the asking page's language (`?lang=mr`; English without it). */
productsRouter.get('/', async (req, res) => {
  const { lang = 'en' } = CatalogueQuerySchema.parse(req.query);
  sendCatalogue(res, await readCatalogue(lang));
});

productsRouter.get('/:id', async (req, res) => {
  const { lang = 'en' } = CatalogueQuerySchema.parse(req.query);
  sendCatalogue(res, await readProduct(req.params.id, lang));
});
