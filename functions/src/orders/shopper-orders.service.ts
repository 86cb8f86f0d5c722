import type { Order } from '../contract/orders.js';
import { ORDER_MESSAGES } from '../contract/messages.js';
import { payableUpi, type ShopSettings } from '../contract/settings.js';
import { db } from '../lib/firestore.js';
import { NotFoundError } from '../lib/errors.js';
import { isFirstOrder } from '../pricing/pricing.js';
import { getShopSettings } from '../settings/settings.service.js';
import { findOrder, findOrdersOfUser, findOrderStatusesOfUser, toOrder } from './orders.repository.js';
import { upiLinkFor } from './upi-link.js';

/** A shopper's own orders, as she reads them (product.md §2, §7). */

/**
 * The shopper's order with, while it is to be paid by UPI, the link that pays exactly its total
 * (from the farm's UPI id in settings/shop as it is now). While that id cannot really be paid to
 * (not set, a sample, broken: `payableUpi`), no link and no id at all: the order page then says
 * how she pays instead.
 */
export function withPayLink<T extends Order>(order: T, upi: ShopSettings['upi']): T {
  const { payment } = order;
  if (!payment || payment.method !== 'upi' || payment.status !== 'due' || order.status === 'Cancelled')
    return order;
  const payee = payableUpi(upi);
  if (!payee) return order;
  const upiLink = upiLinkFor({ id: order._id, number: order.number, totalAmount: order.totalAmount }, payee);
  return { ...order, payment: { ...payment, upiLink, upiId: payee.id } };
}

export async function listOrders(uid: string): Promise<Order[]> {
  const [orders, settings] = await Promise.all([findOrdersOfUser(db(), uid), getShopSettings()]);
  return orders.map((order) => withPayLink(order, settings.upi));
}

/** Somebody else's order answers exactly like a missing one. */
export async function getOrder(uid: string, id: string): Promise<Order> {
  const [found, settings] = await Promise.all([findOrder(db(), id), getShopSettings()]);
  if (!found || found.userId !== uid) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return withPayLink(toOrder(found.id, found), settings.upi);
}

/** Whether the shopper's next order would be their first (the quote; the order checks again). */
export async function isNextOrderFirst(uid: string): Promise<boolean> {
  return isFirstOrder(await findOrderStatusesOfUser(db(), uid));
}
