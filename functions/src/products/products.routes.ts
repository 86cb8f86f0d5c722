import { Router } from 'express';
import { CatalogueQuerySchema, ProductIdSchema, productInLanguage } from '../contract/products.js';
import { sendPublic } from '../lib/http.js';
import { catalogueIn, getProduct } from './products.service.js';

export const productsRouter = Router();

/** The catalogue in the asking page's language (`?lang=mr`; English without it). */
productsRouter.get('/', async (req, res) => {
  const { lang = 'en' } = CatalogueQuerySchema.parse(req.query);
  sendPublic(res, (await catalogueIn(lang)).products);
});

productsRouter.get('/:id', async (req, res) => {
  const id = ProductIdSchema.parse(req.params.id);
  const { lang = 'en' } = CatalogueQuerySchema.parse(req.query);
  sendPublic(res, productInLanguage(await getProduct(id), lang));
});
