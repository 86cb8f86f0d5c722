import type { CartItem, CartUpdate, CartWrite } from '../contract/cart.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../contract/limits.js';
import { msg } from '../contract/api-message.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { productInLanguage, type Product } from '../contract/products.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, InvalidError, NotFoundError, OutOfStockError } from '../lib/errors.js';
import { noticeIn } from '../lib/api-words.js';
import { round2 } from '../lib/money.js';
import { findVariant, priceOf, stockLimit } from '../products/packs.js';
import { catalogueIn, requireCatalogueProduct } from '../products/products.service.js';
import {
  cartLineId,
  deleteAllCartLines,
  deleteCartLine,
  countCartLines,
  findCartLineInTransaction,
  findCartLines,
  setCartLineInTransaction,
  type CartLine,
} from './cart.repository.js';

/** A stored line priced from the catalogue as it is now, named in the asking page's language. */
function toCartItem(line: CartLine, catalogue: ReadonlyMap<number, Product>): CartItem {
  const product = catalogue.get(line.productId);
  const unitLabel = product?.unitLabels?.[line.unit];
  const variant = product?.variants.find((v) => v.unit === line.unit);
  const price = typeof variant?.price === 'number' && variant.price > 0 ? variant.price : 0;
  return {
    id: line.id,
    productId: line.productId,
    name: product?.name ?? 'Product no longer available',
    image: product?.image ?? '/images/placeholder.svg',
    price,
    quantity: line.quantity,
    unit: line.unit,
    ...(unitLabel ? { unitLabel } : {}),
    selectedVariant: { unit: line.unit, price },
    variantDetails: { unit: line.unit },
    lineTotal: round2(price * line.quantity),
    stock: typeof variant?.stock === 'number' ? variant.stock : null,
    available: price > 0,
  };
}

export async function getCart(uid: string, language: Language = DEFAULT_LANGUAGE): Promise<CartItem[]> {
  const [lines, { byId }] = await Promise.all([findCartLines(db(), uid), catalogueIn(language)]);
  return lines.map((line) => toCartItem(line, byId));
}

/**
 * Adds to (product page) or sets (cart stepper) one line's quantity. Only the product, variant
 * and quantity are taken from the shopper; what it costs is the catalogue's business. The limits
 * hold for what is stored: the line's new quantity (added to what was there) is capped at stock
 * and MAX_LINE_QUANTITY, and a new line is refused once the cart has MAX_CART_LINES.
 */
export async function writeCartLine(
  uid: string,
  write: CartWrite,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CartUpdate> {
  const product = await requireCatalogueProduct(write.productId);
  const variant = findVariant(product, write.unit, language);
  priceOf(variant);
  const named = productInLanguage(product, language);
  // The line as the asking page names it: the product and its pack in that language.
  const line = { product: named.name, unit: named.unitLabels?.[variant.unit] ?? variant.unit };
  const limit = Math.min(stockLimit(variant), MAX_LINE_QUANTITY);
  if (limit <= 0) throw new OutOfStockError(msg('cart.outOfStock', line));

  let wanted = 0;
  const firestore = db();
  const quantity = await runTransaction(async (tx) => {
    const existing = await findCartLineInTransaction(
      firestore,
      tx,
      uid,
      cartLineId(product.id, variant.unit),
    );
    // Counted outside the transaction's locks: two new lines added at the very same moment may
    // pass the limit by one, which the order's own line limit (MAX_ORDER_LINES) still catches.
    if (!existing && (await countCartLines(firestore, uid)) >= MAX_CART_LINES)
      throw new ConflictError(msg('cart.tooManyLines', { max: MAX_CART_LINES }));
    wanted = write.mode === 'add' ? (existing?.quantity ?? 0) + write.quantity : write.quantity;
    const stored = Math.min(wanted, limit);
    setCartLineInTransaction(
      firestore,
      tx,
      uid,
      { productId: product.id, unit: variant.unit, quantity: stored },
      existing,
    );
    return stored;
  });
  const capped = quantity < wanted ? msg('cart.quantityCapped', { quantity, ...line }) : undefined;
  return {
    items: await getCart(uid, language),
    ...(capped ? { notice: noticeIn(language, capped) } : {}),
  };
}

/** Removes one line. Without a unit, the product's only line in the cart is meant. */
export async function removeCartLine(
  uid: string,
  productId: number,
  unit: string | undefined,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CartUpdate> {
  const lines = (await findCartLines(db(), uid)).filter((l) => l.productId === productId);
  const line = unit
    ? lines.find((l) => l.id === cartLineId(productId, unit))
    : lines.length === 1
      ? lines[0]
      : undefined;
  if (!unit && lines.length > 1) throw new InvalidError(msg('cart.chooseOptionToRemove'));
  if (!line) throw new NotFoundError(msg('cart.notInCart'));
  await deleteCartLine(db(), uid, line.id);
  return { items: await getCart(uid, language) };
}

export async function clearCart(uid: string): Promise<CartUpdate> {
  await deleteAllCartLines(db(), uid);
  return { items: [] };
}
