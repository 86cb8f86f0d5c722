import type { FirstOrderOffer, Quote, QuoteRequest } from '../contract/pricing.js';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages.js';
import { msg, type ApiMessage } from '../contract/api-message.js';
import { noticeIn } from '../lib/api-words.js';
import { InvalidError, NotFoundError } from '../lib/errors.js';
import { round2 } from '../lib/money.js';
import { listAddresses } from '../addresses/addresses.service.js';
import { getCart } from '../cart/cart.service.js';
import { isNextOrderFirst } from '../orders/shopper-orders.service.js';
import { codFor, deliveryFor, pincodeOf, priceBreakdown, upiFor } from '../pricing/pricing.js';
import { findVariant, priceOf } from '../products/packs.js';
import { requireCatalogueProduct } from '../products/products.service.js';
import { isDemoPaymentOn } from '../settings/demo-payment.js';
import { getShopSettings } from '../settings/settings.service.js';

/**
 * The checkout's questions before an order (product.md §7, §12): what it would cost, and whether
 * the first-order offer still applies. It composes the pure pricing (pricing/pricing.ts) with the
 * shopper's cart, addresses and orders; the order transaction (orders/place-order.service.ts) asks
 * pricing the same questions itself, so pricing depends on neither.
 */

/**
 * What the order would cost now, with the same function and inputs the order transaction uses
 * (that transaction reads them all again, so the order may differ if the catalogue or the
 * shopper's orders change in between). Its notes, and why a way to pay is closed, come by code
 * with their words in the asking page's language.
 */
export async function quote(
  uid: string,
  request: QuoteRequest,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Quote> {
  if (!request.selectedAddressId) throw new InvalidError(msg('checkout.noAddress'));
  const addressId = request.selectedAddressId;
  const [addresses, lineTotals, firstOrder, settings, demo] = await Promise.all([
    listAddresses(uid),
    request.items ? directLineTotals(request.items, language) : cartLineTotals(uid),
    isNextOrderFirst(uid),
    getShopSettings(),
    isDemoPaymentOn(),
  ]);
  const address = addresses.find((a) => a._id === addressId);
  if (!address) throw new NotFoundError(msg('checkout.addressNotFound'));
  const pincode = pincodeOf(address.postalCode);
  const price = priceBreakdown({ lineTotals, pincode, firstOrder, settings });
  const cod = codFor(pincode, price.total, settings, demo);
  const upi = upiFor(settings);
  const notice = (note: ApiMessage | null) => note && noticeIn(language, note);
  return {
    ...price,
    notes: price.notes.map((note) => noticeIn(language, note)),
    etaDays: deliveryFor(pincode, settings).etaDays,
    codAllowed: cod.allowed,
    codNote: notice(cod.note),
    demoPayment: demo && cod.allowed,
    upiAllowed: upi.allowed,
    upiNote: notice(upi.note),
  };
}

/** GET /checkout/offer: whether the first-order offer can still apply to this shopper. */
export async function firstOrderOffer(uid: string): Promise<FirstOrderOffer> {
  const [first, settings] = await Promise.all([isNextOrderFirst(uid), getShopSettings()]);
  return { firstOrderDiscountPercent: first ? settings.firstOrderDiscountPercent : 0 };
}

async function cartLineTotals(uid: string): Promise<number[]> {
  // Lines no longer sold cannot be ordered: they do not count towards the price either.
  const lines = (await getCart(uid)).filter((line) => line.available);
  if (lines.length === 0) throw new InvalidError(msg('checkout.emptyCart'));
  return lines.map((line) => line.lineTotal);
}

async function directLineTotals(
  items: NonNullable<QuoteRequest['items']>,
  language: Language,
): Promise<number[]> {
  return Promise.all(
    items.map(async (item) => {
      const product = await requireCatalogueProduct(item.productId);
      return round2(priceOf(findVariant(product, item.unit, language)) * item.quantity);
    }),
  );
}
