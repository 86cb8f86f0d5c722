import { Router } from 'express';
import { CartRemoveSchema, CartWriteSchema, OptionalUnitSchema } from '../contract/cart.js';
import { ProductRefSchema } from '../contract/common.js';
import { currentUser } from '../lib/auth.js';
import { requestLanguage } from '../lib/language.js';
import { clearCart, getCart, removeCartLine, writeCartLine } from './cart.service.js';

/** Mounted behind requireUser: every call works on the caller's own cart only. */
export const cartRouter = Router();

cartRouter.get('/', async (req, res) => {
  res.json(await getCart(currentUser(req).uid, requestLanguage(req)));
});

cartRouter.post('/', async (req, res) => {
  const write = CartWriteSchema.parse(req.body);
  res.json(await writeCartLine(currentUser(req).uid, write, requestLanguage(req)));
});

cartRouter.delete('/:productId', async (req, res) => {
  const productId = ProductRefSchema.parse(req.params.productId);
  const unit = CartRemoveSchema.parse(req.body ?? undefined) || OptionalUnitSchema.parse(req.query.unit);
  res.json(await removeCartLine(currentUser(req).uid, productId, unit, requestLanguage(req)));
});

cartRouter.delete('/', async (req, res) => {
  res.json(await clearCart(currentUser(req).uid));
});
