import { Router } from 'express';
import { ProductIdSchema } from '../contract/products.js';
import { sendPublic } from '../lib/http.js';
import { getProduct, listProducts } from './products.service.js';

export const productsRouter = Router();

productsRouter.get('/', async (_req, res) => {
  sendPublic(res, await listProducts());
});

productsRouter.get('/:id', async (req, res) => {
  const id = ProductIdSchema.parse(req.params.id);
  sendPublic(res, await getProduct(id));
});
