import { Router } from 'express';
import { AddressInputSchema, AddressUpdateSchema } from '../contract/addresses.js';
import { DocIdSchema } from '../contract/common.js';
import { currentUser } from '../lib/auth.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress } from './addresses.service.js';

/** Mounted behind requireUser: a shopper's own delivery addresses only. */
export const addressesRouter = Router();

addressesRouter.get('/', async (req, res) => {
  res.json(await listAddresses(currentUser(req).uid));
});

addressesRouter.post('/', async (req, res) => {
  const input = AddressInputSchema.parse(req.body);
  res.status(201).json(await createAddress(currentUser(req).uid, input));
});

addressesRouter.put('/:id', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  AddressUpdateSchema.parse(req.body);
  res.json(await setDefaultAddress(currentUser(req).uid, id));
});

addressesRouter.delete('/:id', async (req, res) => {
  const id = DocIdSchema.parse(req.params.id);
  res.json(await deleteAddress(currentUser(req).uid, id));
});
