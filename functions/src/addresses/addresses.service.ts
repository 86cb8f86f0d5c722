import { MAX_ADDRESSES, type Address, type AddressInputSchema } from '../contract/addresses.js';
import { msg } from '../contract/api-message.js';
import type { z } from 'zod';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import {
  createAddressInTransaction,
  deleteAddressInTransaction,
  findAddresses,
  findAddressesInTransaction,
  setDefaultFlagInTransaction,
} from './addresses.repository.js';

export function listAddresses(uid: string): Promise<Address[]> {
  return findAddresses(db(), uid);
}

/** The first address is the default; a new default takes the badge from the others, atomically. */
export async function createAddress(
  uid: string,
  input: z.output<typeof AddressInputSchema>,
): Promise<Address> {
  const firestore = db();
  return runTransaction(async (tx) => {
    const existing = await findAddressesInTransaction(firestore, tx, uid);
    if (existing.length >= MAX_ADDRESSES) {
      throw new ConflictError(msg('address.tooMany', { max: MAX_ADDRESSES }));
    }
    const isDefault = input.isDefault || existing.length === 0 || !existing.some((a) => a.isDefault);
    if (isDefault) {
      for (const other of existing)
        if (other.isDefault) setDefaultFlagInTransaction(firestore, tx, uid, other._id, false);
    }
    return createAddressInTransaction(firestore, tx, uid, { ...input, isDefault });
  });
}

export async function setDefaultAddress(uid: string, id: string): Promise<Address[]> {
  const firestore = db();
  await runTransaction(async (tx) => {
    const addresses = await findAddressesInTransaction(firestore, tx, uid);
    if (!addresses.some((a) => a._id === id)) throw new NotFoundError(msg('address.notFound'));
    for (const address of addresses) {
      const isDefault = address._id === id;
      if (address.isDefault !== isDefault)
        setDefaultFlagInTransaction(firestore, tx, uid, address._id, isDefault);
    }
  });
  return listAddresses(uid);
}

/** Deleting the default hands the badge to the oldest remaining address. */
export async function deleteAddress(uid: string, id: string): Promise<Address[]> {
  const firestore = db();
  await runTransaction(async (tx) => {
    const addresses = await findAddressesInTransaction(firestore, tx, uid);
    const target = addresses.find((a) => a._id === id);
    if (!target) throw new NotFoundError(msg('address.notFound'));
    deleteAddressInTransaction(firestore, tx, uid, id);
    const rest = addresses.filter((a) => a._id !== id);
    if (target.isDefault && rest[0]) setDefaultFlagInTransaction(firestore, tx, uid, rest[0]._id, true);
  });
  return listAddresses(uid);
}
