import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../contract/limits.js';
import {
  formatOrderNumber,
  MAX_PENDING_ORDERS,
  type OrderChannel,
  type OrderItem,
  type PaymentMethod,
  type PlacedOrder,
  type ShippingAddress,
} from '../contract/orders.js';
import { msg } from '../contract/api-message.js';
import { productInLanguage, type Product } from '../contract/products.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, InvalidError, NotFoundError, OutOfStockError } from '../lib/errors.js';
import { round2 } from '../lib/money.js';
import { msLeft } from '../lib/deadline.js';
import { withLocks } from '../lib/keyed-lock.js';
import { findAddressInTransaction } from '../addresses/addresses.repository.js';
import {
  deleteCartLinesInTransaction,
  findCartLines,
  findCartLinesByIdInTransaction,
} from '../cart/cart.repository.js';
import { sendMailInTransaction } from '../mail/mail.service.js';
import { codFor, deliveryFor, isFirstOrder, pincodeOf, priceBreakdown, upiFor } from '../pricing/pricing.js';
import { findProductsForUpdate, updateVariantsInTransaction } from '../products/products.repository.js';
import { findVariant, priceOf } from '../products/packs.js';
import { invalidateCatalogue, isHidden } from '../products/products.service.js';
import { isDemoPaymentOn } from '../settings/demo-payment.js';
import { getShopSettings } from '../settings/settings.service.js';
import { newOrderMessage } from './order-mail.js';
import {
  createOrderInTransaction,
  findIdempotencyInTransaction,
  findNextOrderSequenceInTransaction,
  findOrderStatusesOfUserInTransaction,
  markOrderInTransaction,
} from './orders.repository.js';
import { getOrder } from './shopper-orders.service.js';

/** The in-process lock of the order counter (`counters/orders`), which every order writes. */
const ORDER_COUNTER_LOCK = 'counter:orders';

/** The checkout's messages are worded differently for the WhatsApp hand-off (product.md §8). */
const MESSAGES = {
  website: { noAddress: msg('checkout.noAddress'), emptyCart: msg('checkout.emptyCart') },
  whatsapp: {
    noAddress: msg('checkout.noAddressForWhatsApp'),
    emptyCart: msg('checkout.emptyCartForWhatsApp'),
  },
} as const;

export type OrderRequest =
  | {
      source: 'cart';
      selectedAddressId?: string | undefined;
      channel: OrderChannel;
      paymentMethod: PaymentMethod;
    }
  | {
      source: 'direct';
      selectedAddressId?: string | undefined;
      channel: OrderChannel;
      paymentMethod: PaymentMethod;
      items: { productId: number; unit: string; quantity: number }[];
    };

/** What makes two requests "the same" for an Idempotency-Key: everything the shopper chose. */
function hashRequest(request: OrderRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

interface Line {
  productId: number;
  unit: string;
  quantity: number;
}

/** Merges repeated product+variant lines, so stock is checked against their sum. */
function mergeLines(lines: Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.unit}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()];
}

/** A line as the asking page names it in a message: its product and pack in that language. */
function lineNamed(line: Line, product: Product | undefined, language: Language) {
  if (!product) return { product: `#${line.productId}`, unit: line.unit };
  const named = productInLanguage(product, language);
  return { product: named.name, unit: named.unitLabels?.[line.unit] ?? line.unit };
}

/** The limits hold for what is ordered, i.e. after merging: ten lines of 99 are one line of 990. */
function checkOrderLimits(lines: Line[], products: Map<number, Product>, language: Language): void {
  if (lines.length > MAX_ORDER_LINES)
    throw new InvalidError(msg('checkout.tooManyLines', { max: MAX_ORDER_LINES }));
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      const named = lineNamed(line, products.get(line.productId), language);
      throw new InvalidError(msg('checkout.lineQuantityTooLarge', { ...named, max: MAX_LINE_QUANTITY }));
    }
  }
}

/**
 * Prices every line from the catalogue and takes it out of stock (in the `products` copies, which
 * the caller writes back). Untracked stock ('-' or null) is unlimited.
 */
function priceAndReserve(
  lines: Line[],
  products: Map<number, Product>,
  language: Language,
): { items: OrderItem[]; changed: Product[] } {
  const items: OrderItem[] = [];
  const changed = new Set<Product>();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || isHidden(product)) throw new InvalidError(msg('checkout.productGone'));
    const variant = findVariant(product, line.unit, language);
    const price = priceOf(variant);
    if (typeof variant.stock === 'number') {
      const named = lineNamed(line, product, language);
      if (variant.stock <= 0) throw new OutOfStockError(msg('checkout.outOfStock', named));
      if (variant.stock < line.quantity)
        throw new OutOfStockError(msg('checkout.notEnoughStock', { left: variant.stock, ...named }));
      variant.stock -= line.quantity;
      changed.add(product);
    }
    items.push({
      productId: product.id,
      name: product.name,
      quantity: line.quantity,
      price,
      unit: variant.unit,
      image: product.image,
      lineTotal: round2(price * line.quantity),
    });
  }
  return { items, changed: [...changed] };
}

/**
 * Places an order in one transaction: idempotency record, address, cart (or direct items),
 * catalogue prices and stock, the order itself and the emptied cart — all or nothing. A request
 * repeated with the same Idempotency-Key gets the first order back instead of a second one.
 * A shopper whose sign-in verified an e-mail (Google) is written to there as the order moves.
 */
export async function placeOrder(
  { uid, email }: { uid: string; email?: string | undefined },
  request: OrderRequest,
  idempotencyKey: string | undefined,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ placed: PlacedOrder; replayed: boolean }> {
  const messages = MESSAGES[request.channel];
  if (!request.selectedAddressId) throw new InvalidError(messages.noAddress);
  const addressId = request.selectedAddressId;
  const requestHash = idempotencyKey ? hashRequest(request) : null;
  const firestore = db();
  const [settings, demo] = await Promise.all([getShopSettings(), isDemoPaymentOn()]);

  // The cart's lines first, then the same lines by id inside the transaction (a query there would
  // lock a range): a line added meanwhile simply stays in the cart for next time.
  const cartNow = request.source === 'cart' ? await findCartLines(firestore, uid) : [];
  const cartLineIds = cartNow.map((line) => line.id);
  // Orders of one product queue here before their transaction (lib/keyed-lock.ts).
  const productIdsOf = (request.source === 'cart' ? cartNow : request.items).map((l) => l.productId);
  const outcome = await withLocks(
    // One shopper's orders queue too: only one of them can be their first (pricing). Every order
    // bumps the order counter, so orders of different products queue behind it as well rather
    // than abort each other on it.
    [...productIdsOf.map((id) => `product:${id}`), `shopper:${uid}`, ORDER_COUNTER_LOCK],
    () =>
      runTransaction(async (tx) => {
        // Every read at once (one round trip after the transaction starts): the product lock is
        // held for as short a time as it can be.
        const knownIds = new Set(productIdsOf);
        const [previous, address, cartLines, prefetched, earlierStatuses, sequence] = await Promise.all([
          idempotencyKey ? findIdempotencyInTransaction(firestore, tx, uid, idempotencyKey) : undefined,
          findAddressInTransaction(firestore, tx, uid, addressId),
          findCartLinesByIdInTransaction(firestore, tx, uid, cartLineIds),
          findProductsForUpdate(firestore, tx, [...knownIds]),
          findOrderStatusesOfUserInTransaction(firestore, tx, uid),
          findNextOrderSequenceInTransaction(firestore, tx),
        ]);
        if (previous) {
          if (previous.requestHash !== requestHash) {
            throw new ConflictError(msg('checkout.idempotencyKeyReused'));
          }
          return { orderId: previous.orderId, replayed: true, stockChanged: false };
        }
        // Only what can really be paid: never an order whose UPI link would name nobody's id.
        if (request.paymentMethod === 'upi' && !upiFor(settings).allowed)
          throw new ConflictError(msg('payment.upiNotAllowed'));
        const pending = earlierStatuses.filter((status) => status === 'Pending').length;
        if (pending >= MAX_PENDING_ORDERS)
          throw new ConflictError(msg('order.tooManyPending', { max: MAX_PENDING_ORDERS }));
        if (!address) throw new NotFoundError(msg('checkout.addressNotFound'));
        const pincode = pincodeOf(address.postalCode);
        const delivery = deliveryFor(pincode, settings);
        if (!delivery.deliverable) throw new ConflictError(msg('pricing.notDeliverable', { pincode }));

        const lines = mergeLines(request.source === 'cart' ? cartLines : request.items);
        if (lines.length === 0) throw new InvalidError(messages.emptyCart);

        // A cart line that changed product since the cart was read (rare) is read now.
        const unread = lines.map((l) => l.productId).filter((id) => !knownIds.has(id));
        const products =
          unread.length === 0
            ? prefetched
            : new Map([...prefetched, ...(await findProductsForUpdate(firestore, tx, unread))]);
        checkOrderLimits(lines, products, language);
        const { items, changed } = priceAndReserve(lines, products, language);
        const price = priceBreakdown({
          lineTotals: items.map((item) => item.lineTotal),
          pincode,
          firstOrder: isFirstOrder(earlierStatuses),
          settings,
        });
        // The checkout offered cash on delivery from the quote; the same rule decides here.
        if (request.paymentMethod === 'cod' && !codFor(pincode, price.total, settings, demo).allowed)
          throw new ConflictError(msg('payment.codNotAllowed'));
        const shippingAddress: ShippingAddress = {
          name: address.name,
          street: address.street,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          country: address.country,
          phoneNumber: address.phoneNumber,
          ...(address.landmark ? { landmark: address.landmark } : {}),
        };

        for (const product of changed) updateVariantsInTransaction(firestore, tx, product);
        if (request.source === 'cart') deleteCartLinesInTransaction(firestore, tx, uid, cartLines);
        const orderId = createOrderInTransaction(
          firestore,
          tx,
          {
            userId: uid,
            status: 'Pending',
            subtotal: price.subtotal,
            discount: price.discount,
            shipping: price.shipping,
            totalAmount: price.total,
            items,
            shippingAddress,
            source: request.source,
            channel: request.channel,
            idempotencyKey: idempotencyKey ?? null,
            payment: { method: request.paymentMethod, status: 'due' },
            ...(delivery.etaDays ? { etaDays: delivery.etaDays } : {}),
            // Where the shop writes when the order moves (a verified e-mail only), and in which
            // language: the one she ordered in.
            ...(email ? { contactEmail: email } : {}),
            ...(language !== DEFAULT_LANGUAGE ? { language } : {}),
          },
          requestHash,
          sequence,
        );
        markOrderInTransaction(firestore, tx, uid, orderId);
        // The owner's e-mail goes with the order (the Trigger Email extension sends it).
        if (settings.notificationEmail) {
          const message = newOrderMessage({
            orderId,
            number: formatOrderNumber(sequence),
            placedAt: new Date(),
            items,
            totalAmount: price.total,
            price,
            shippingAddress,
            channel: request.channel,
            paymentMethod: request.paymentMethod,
          });
          sendMailInTransaction(tx, { to: settings.notificationEmail, message });
        }
        return { orderId, replayed: false, stockChanged: changed.length > 0 };
      }),
    msLeft,
  );

  if (outcome.stockChanged) invalidateCatalogue();
  const order = await getOrder(uid, outcome.orderId);
  return { placed: { orderId: outcome.orderId, order }, replayed: outcome.replayed };
}
