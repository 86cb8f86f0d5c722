import {
  LOW_STOCK,
  MAX_PACKS,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductPatch,
} from '../contract/admin.js';
import { MAX_PRODUCT_ID } from '../contract/limits.js';
import { msg } from '../contract/api-message.js';
import type { Language } from '../contract/languages.js';
import { productInLanguage, type Product, type ProductMarathi, type Variant } from '../contract/products.js';
import { config } from '../lib/config.js';
import { db, runTransaction } from '../lib/firestore.js';
import { ConflictError, InvalidError, NotFoundError } from '../lib/errors.js';
import { versionedCache } from '../lib/versioned-cache.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  createProductInTransaction,
  findAllProducts,
  findCatalogueVersion,
  findHighestProductIdInTransaction,
  findProductInTransaction,
  updateProductInTransaction,
} from './products.repository.js';

/** What a product without a picture of its own shows. */
const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * The catalogue is small (tens of products) and changes rarely, so each function instance keeps
 * it in memory instead of reading Firestore on every request, as fresh as the products behind it
 * (lib/versioned-cache.ts): a write on this instance shows at once, one on another instance
 * within CATALOGUE_CHECK_MS, a change made in the console within CATALOGUE_CACHE_TTL_MS. Anything
 * that changes money or stock (orders) reads the product documents again inside its transaction.
 */
interface Catalogue {
  /** Every product, hidden ones included (the back office). */
  all: AdminProduct[];
  /** What shoppers see: hidden products left out, and no `hidden` field on the rest. */
  products: Product[];
  byId: Map<number, Product>;
  /** The same products in each language's words (productInLanguage), made once per read. */
  inLanguage: Partial<Record<Language, ShownCatalogue>>;
}

/** The shoppers' products as a page in one language shows them, in order and by id. */
export interface ShownCatalogue {
  products: Product[];
  byId: ReadonlyMap<number, Product>;
}

/** How often an API instance asks whether another one changed the catalogue (one small read). */
export const CATALOGUE_CHECK_MS = 2_000;
let checkEveryMs = CATALOGUE_CHECK_MS;

/**
 * The `site` function asks on every page it renders: an owner's new price or a cancel's stock is in
 * the very next page (issue 36). Its pages are kept by the CDN, so this costs one small read per
 * page the CDN asks for, not per visit.
 */
export function checkCatalogueOnEveryRead(): void {
  checkEveryMs = 0;
}

/** How often this process asks for the catalogue's version, in ms (0: on every read). */
export const catalogueCheckEveryMs = () => checkEveryMs;

/** The owner hid it (`hidden` on the product document): off the shop until shown again. */
export function isHidden(product: Product): boolean {
  return (product as { hidden?: unknown }).hidden === true;
}

function toPublic(product: Product): Product {
  const { hidden: _hidden, ...shown } = product as Product & { hidden?: unknown };
  return shown;
}

const cached = versionedCache<Catalogue>({
  load: async () => {
    const stored = await findAllProducts(db());
    const products = stored.filter((p) => !isHidden(p)).map(toPublic);
    return {
      all: stored.map((p) => ({ ...toPublic(p), hidden: isHidden(p) })),
      products,
      byId: new Map(products.map((p) => [p.id, p])),
      inLanguage: {},
    };
  },
  version: () => findCatalogueVersion(db()),
  maxAgeMs: () => config().catalogueCacheTtlMs,
  checkEveryMs: () => checkEveryMs,
});

const catalogue = () => cached.get();

export async function listProducts(): Promise<Product[]> {
  return (await catalogue()).products;
}

/**
 * The catalogue as a page in `language` shows it (the API's answers, cart and order lines): each
 * product in that language's words, worked out once per catalogue read rather than per request.
 */
export async function catalogueIn(language: Language): Promise<ShownCatalogue> {
  const current = await catalogue();
  return (current.inLanguage[language] ??= (() => {
    const products = current.products.map((product) => productInLanguage(product, language));
    return { products, byId: new Map(products.map((p) => [p.id, p])) };
  })());
}

/** A product shoppers can see; a hidden one answers like a missing one. */
export async function getProduct(id: number): Promise<Product> {
  const product = (await catalogue()).byId.get(id);
  if (!product) throw new NotFoundError(msg('catalogue.productNotFound'));
  return product;
}

/** The back office's list: every product, hidden ones included. */
export async function listAllProducts(): Promise<AdminProduct[]> {
  return (await catalogue()).all;
}

/** Packs (variants) of shown products whose counted stock is LOW_STOCK or less. */
export async function countLowStockPacks(): Promise<number> {
  const products = await listProducts();
  return products
    .flatMap((p) => p.variants)
    .filter((v) => typeof v.stock === 'number' && v.stock <= LOW_STOCK).length;
}

/**
 * The owner changes a product's packs (price and stock; packs added or removed), flags and words
 * (name, description, category) or picture, in one transaction with its audit entry. The
 * top-level price, unit and stock keep mirroring the first pack, as the seed writes them.
 */
export async function updateProduct(by: string, id: number, patch: AdminProductPatch): Promise<AdminProduct> {
  const firestore = db();
  const updated = await runTransaction(async (tx) => {
    const stored = await findProductInTransaction(firestore, tx, id);
    if (!stored) throw new NotFoundError(msg('catalogue.productNotFound'));
    const changes: Parameters<typeof updateProductInTransaction>[3] = {};
    if (patch.variants || patch.addVariants || patch.removeVariants) {
      const variants = packsAfter(stored, patch);
      const first = variants[0]!;
      Object.assign(changes, { variants, price: first.price, unit: first.unit, stock: first.stock });
    }
    for (const flag of ['isPopular', 'isNew', 'isSeasonal', 'hidden'] as const) {
      if (patch[flag] !== undefined) changes[flag] = patch[flag];
    }
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.category !== undefined) changes.category = patch.category;
    if (patch.description !== undefined) {
      changes.description = patch.description;
      changes.shortDescription = shortDescriptionOf(patch.description);
    }
    if (patch.mr && (patch.mr.name !== undefined || patch.mr.description !== undefined)) {
      changes.mr = withMarathiWords(stored.mr, patch.mr);
    }
    if (patch.image !== undefined) {
      changes.image = patch.image;
      changes.images = [patch.image, ...(stored.images ?? []).slice(1).filter((i) => i !== patch.image)];
    }
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, (stored as Record<string, unknown>)[key] ?? null]),
    );
    // Kept beside the audited changes: the sitemap's lastmod, not something the owner changed.
    const updatedAt = new Date().toISOString();
    updateProductInTransaction(firestore, tx, id, { ...changes, updatedAt });
    recordAudit(tx, { by, action: 'product.update', target: `products/${id}`, before, after: changes });
    const after = { ...stored, ...changes, updatedAt };
    return { ...toPublic(after), hidden: isHidden(after) };
  });
  invalidateCatalogue();
  return updated;
}

/**
 * A product's packs after the owner's patch: those in `removeVariants` go, those in `variants`
 * take their new price and stock, and `addVariants` join at the end, so the first pack (the one
 * cards show) stays first unless it is removed. A unit is named once in the whole patch; changed
 * and removed packs must exist, added ones must not. What is left is one pack at least (the last
 * one cannot go: the product is hidden instead, which keeps its packs for when it returns) and,
 * when packs are added, at most MAX_PACKS.
 */
function packsAfter(stored: Product, patch: AdminProductPatch): Variant[] {
  const removing = patch.removeVariants ?? [];
  const changing = patch.variants ?? [];
  const adding = patch.addVariants ?? [];
  refuseRepeatedUnits([...removing.map((unit) => ({ unit })), ...changing, ...adding]);
  const has = (unit: string) => stored.variants.some((v) => v.unit === unit);
  for (const unit of [...removing, ...changing.map((c) => c.unit)])
    if (!has(unit)) throw new InvalidError(msg('admin.unknownUnit', { product: stored.name, unit }));
  for (const { unit } of adding)
    if (has(unit)) throw new InvalidError(msg('admin.packExists', { product: stored.name, unit }));

  const variants = [
    ...stored.variants
      .filter((v) => !removing.includes(v.unit))
      .map((v) => {
        const change = changing.find((c) => c.unit === v.unit);
        return change ? { unit: v.unit, price: change.price, stock: change.stock } : v;
      }),
    ...adding.map(({ unit, price, stock }) => ({ unit, price, stock })),
  ];
  if (variants.length === 0) throw new InvalidError(msg('admin.lastPack', { product: stored.name }));
  // Only an addition is held to the limit: a product stored with more can still be edited.
  if (adding.length > 0 && variants.length > MAX_PACKS)
    throw new InvalidError(msg('admin.tooManyPacks', { max: MAX_PACKS }));
  return variants;
}

/** A product's packs are told apart by their unit: the same one twice is 400, naming it. */
function refuseRepeatedUnits(packs: readonly { unit: string }[]): void {
  const seen = new Set<string>();
  for (const { unit } of packs) {
    if (seen.has(unit)) throw new InvalidError(msg('admin.duplicateUnit', { unit }));
    seen.add(unit);
  }
}

/** The first sentence of a description (English or Marathi), for cards (at most 160 characters). */
function shortDescriptionOf(description: string): string {
  const first = /^[^.!?।]*[.!?।]/.exec(description)?.[0] ?? description;
  return first.length <= 160 ? first : `${first.slice(0, 157).trimEnd()}…`;
}

/** A product's Marathi words with the owner's new name or description (its short text follows). */
function withMarathiWords(
  stored: ProductMarathi | undefined,
  words: { name?: string | undefined; description?: string | undefined },
): ProductMarathi {
  const mr = { ...stored };
  if (words.name !== undefined) mr.name = words.name;
  if (words.description !== undefined) {
    mr.description = words.description;
    mr.shortDescription = shortDescriptionOf(words.description);
  }
  return mr;
}

/**
 * POST /admin/products: a new product with the next free id, in one transaction with its audit
 * entry. Its first pack is the one cards show; a product without a picture shows the placeholder.
 */
export async function createProduct(by: string, input: AdminProductCreate): Promise<AdminProduct> {
  refuseRepeatedUnits(input.variants);
  const firestore = db();
  const created = await runTransaction(async (tx) => {
    const id = (await findHighestProductIdInTransaction(firestore, tx)) + 1;
    if (id > MAX_PRODUCT_ID) throw new ConflictError(msg('admin.catalogueFull'));
    const first = input.variants[0]!;
    const image = input.image ?? PLACEHOLDER_IMAGE;
    const product: Product & { hidden: boolean } = {
      id,
      name: input.name,
      description: input.description,
      shortDescription: shortDescriptionOf(input.description),
      category: input.category,
      image,
      images: [image],
      price: first.price,
      unit: first.unit,
      stock: first.stock,
      variants: input.variants,
      benefits: input.benefits,
      ...(input.mr ? { mr: withMarathiWords(undefined, input.mr) } : {}),
      nutrition: null,
      farmInfo: '-',
      isPopular: input.isPopular,
      isSeasonal: input.isSeasonal,
      isNew: input.isNew,
      organicRating: 5,
      hidden: input.hidden,
      updatedAt: new Date().toISOString(),
    };
    createProductInTransaction(firestore, tx, product);
    recordAudit(tx, { by, action: 'product.create', target: `products/${id}`, before: null, after: product });
    return product;
  });
  invalidateCatalogue();
  return { ...toPublic(created), hidden: created.hidden };
}

/**
 * A product named in a request body. An unknown one is the request's fault (400), unlike
 * GET /products/{id} where it is simply not there (404).
 */
export async function requireCatalogueProduct(id: number): Promise<Product> {
  try {
    return await getProduct(id);
  } catch (error) {
    if (error instanceof NotFoundError) throw new InvalidError(msg('catalogue.productNotFound'));
    throw error;
  }
}

/** Called after a write to the catalogue (stock after an order or a cancel, the back office). */
export function invalidateCatalogue(): void {
  cached.invalidate();
}
