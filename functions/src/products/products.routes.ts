import { Router } from 'express';
import { ProductIdSchema } from '../contract/products.js';
import { publicCache } from '../lib/http.js';
import { getProduct, listProducts } from './products.service.js';

export const productsRouter = Router();

productsRouter.get('/', async (_req, res) => {
  publicCache(res);
  res.json(await listProducts());
});

productsRouter.get('/:id', async (req, res) => {
  const id = ProductIdSchema.parse(req.params.id);
  publicCache(res);
  res.json(await getProduct(id));
});
