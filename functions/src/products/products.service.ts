import { CATALOGUE_MESSAGES, PURCHASE_MESSAGES } from '../contract/messages.js';
import type { Product, Variant } from '../contract/products.js';
import { config } from '../lib/config.js';
import { db } from '../lib/firestore.js';
import { InvalidError, NotFoundError } from '../lib/errors.js';
import { findAllProducts } from './products.repository.js';

/**
 * The catalogue is small (tens of products) and changes rarely, so each function instance keeps
 * it in memory for a short while instead of reading Firestore on every request. Anything that
 * changes money or stock (orders) reads the product documents again inside its transaction.
 */
let cache: { products: Product[]; byId: Map<number, Product>; loadedAt: number } | undefined;
let loading: Promise<Product[]> | undefined;

export async function listProducts(): Promise<Product[]> {
  if (cache && Date.now() - cache.loadedAt < config().catalogueCacheTtlMs) return cache.products;
  // Concurrent cold requests share one Firestore read.
  loading ??= findAllProducts(db())
    .then((products) => {
      cache = { products, byId: new Map(products.map((p) => [p.id, p])), loadedAt: Date.now() };
      return products;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

export async function getProduct(id: number): Promise<Product> {
  await listProducts();
  const product = cache?.byId.get(id);
  if (!product) throw new NotFoundError(CATALOGUE_MESSAGES.productNotFound);
  return product;
}

/**
 * A product named in a request body. An unknown one is the request's fault (400), unlike
 * GET /products/{id} where it is simply not there (404).
 */
export async function requireCatalogueProduct(id: number): Promise<Product> {
  try {
    return await getProduct(id);
  } catch (error) {
    if (error instanceof NotFoundError) throw new InvalidError(CATALOGUE_MESSAGES.productNotFound);
    throw error;
  }
}

/** Called after a write to the catalogue (stock after an order) so this instance re-reads it. */
export function invalidateCatalogue(): void {
  cache = undefined;
}

/** The variant a shopper picked, by its unit; the catalogue's price is the only price there is. */
export function findVariant(product: Product, unit: string): Variant {
  const variant = product.variants.find((v) => v.unit === unit);
  if (!variant) throw new InvalidError(CATALOGUE_MESSAGES.noSuchOption(product.name, unit));
  return variant;
}

export function priceOf(variant: Variant): number {
  const price = variant.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
    throw new InvalidError(PURCHASE_MESSAGES.invalidPrice);
  return price;
}

/** Numeric stock caps quantities; '-' or null means the farm does not track it (unlimited). */
export function stockLimit(variant: Variant): number {
  return typeof variant.stock === 'number' ? variant.stock : Number.POSITIVE_INFINITY;
}
