import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import type { Order } from '../contract/orders.js';
import { catalogueIn } from '../products/products.service.js';
import { msg, type ApiMessage } from '../contract/api-message.js';
import { thumbnailOf } from '../contract/photos.js';
import { payableUpi, type ShopSettings } from '../contract/settings.js';
import { db } from '../lib/firestore.js';
import { noticeIn } from '../lib/api-words.js';
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

/**
 * An order's lines as the asking page shows them, from the catalogue as it is now, in one read of
 * it (the page never asks for each product: no call per line):
 * - each line's `thumbnail`: the small size of its product's picture today, or of the copy the
 *   order kept when the product is gone or hidden (product.md §2 Order detail);
 * - in the page's language: a line keeps the English name it was ordered by (the owner's records),
 *   and a Marathi page shows the catalogue's Marathi name and pack label where the product still
 *   has them; the shop's notes in its history are worded in that language too.
 */
async function asShopperSees(orders: Order[], language: Language): Promise<Order[]> {
  const { byId } = await catalogueIn(language);
  const translated = language !== DEFAULT_LANGUAGE;
  return orders.map((order) => ({
    ...order,
    statusHistory: order.statusHistory.map(({ notice, ...change }) =>
      notice
        ? {
            ...change,
            notice: noticeIn(language, { code: notice.messageCode, params: notice.params } as ApiMessage),
          }
        : change,
    ),
    items: order.items.map((item) => {
      const product = byId.get(item.productId);
      const thumbnail = thumbnailOf(product?.image ?? item.image);
      if (!product || !translated) return { ...item, thumbnail };
      const unitLabel = product.unitLabels?.[item.unit];
      return { ...item, name: product.name, ...(unitLabel ? { unitLabel } : {}), thumbnail };
    }),
  }));
}

export async function listOrders(uid: string, language: Language = DEFAULT_LANGUAGE): Promise<Order[]> {
  const [orders, settings] = await Promise.all([findOrdersOfUser(db(), uid), getShopSettings()]);
  return asShopperSees(
    orders.map((order) => withPayLink(order, settings.upi)),
    language,
  );
}

/** Somebody else's order answers exactly like a missing one. */
export async function getOrder(
  uid: string,
  id: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Order> {
  const [found, settings] = await Promise.all([findOrder(db(), id), getShopSettings()]);
  if (!found || found.userId !== uid) throw new NotFoundError(msg('order.notFound'));
  return orderInLanguage(withPayLink(toOrder(found.id, found), settings.upi), language);
}

/** One order as asShopperSees shows it (the answers of a cancel and a payment claim too). */
export async function orderInLanguage<T extends Order>(order: T, language: Language): Promise<T> {
  const [named] = await asShopperSees([order], language);
  return named as T;
}

/** Whether the shopper's next order would be their first (the quote; the order checks again). */
export async function isNextOrderFirst(uid: string): Promise<boolean> {
  return isFirstOrder(await findOrderStatusesOfUser(db(), uid));
}
