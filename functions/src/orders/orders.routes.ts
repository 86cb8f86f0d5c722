import { Router, type Request, type Response } from 'express';
import { DocIdSchema, IdempotencyKeySchema } from '../contract/common.js';
import { CartOrderSchema, DirectOrderSchema, PaymentClaimSchema } from '../contract/orders.js';
import { currentUser } from '../lib/auth.js';
import { requestLanguage } from '../lib/language.js';
import { cancelOwnOrder } from './lifecycle.service.js';
import { claimPayment } from './payments.service.js';
import { placeOrder, type OrderRequest } from './place-order.service.js';
import { getOrder, listOrders, orderInLanguage } from './shopper-orders.service.js';

/** Mounted behind requireUser: a shopper places and reads their own orders only. */
export const ordersRouter = Router();

function idempotencyKey(req: Request): string | undefined {
  const header = req.get('idempotency-key');
  return header === undefined ? undefined : IdempotencyKeySchema.parse(header);
}

async function place(req: Request, res: Response, request: OrderRequest) {
  const language = requestLanguage(req);
  const { placed, replayed } = await placeOrder(currentUser(req), request, idempotencyKey(req), language);
  if (replayed) res.set('Idempotent-Replayed', 'true');
  const order = await orderInLanguage(placed.order, language);
  res.status(replayed ? 200 : 201).json({ ...placed, order });
}

ordersRouter.post('/', async (req, res) => {
  const body = CartOrderSchema.parse(req.body ?? {});
  await place(req, res, { source: 'cart', ...body });
});

ordersRouter.post('/direct', async (req, res) => {
  const body = DirectOrderSchema.parse(req.body ?? {});
  await place(req, res, { source: 'direct', ...body });
});

ordersRouter.get('/', async (req, res) => {
  res.json(await listOrders(currentUser(req).uid, requestLanguage(req)));
});

ordersRouter.get('/:id', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  res.json(await getOrder(currentUser(req).uid, id, requestLanguage(req)));
});

/** The shopper cancels her own order while it is Pending; its stock goes back on sale. */
ordersRouter.post('/:id/cancel', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  res.json(await orderInLanguage(await cancelOwnOrder(currentUser(req).uid, id), requestLanguage(req)));
});

/** The shopper paid by UPI and gives the 12-digit transaction reference (UTR). */
ordersRouter.post('/:id/payment-claim', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  const { reference } = PaymentClaimSchema.parse(req.body ?? {});
  res.json(
    await orderInLanguage(await claimPayment(currentUser(req).uid, id, reference), requestLanguage(req)),
  );
});
