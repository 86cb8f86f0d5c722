import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Product } from '../contract/products.js';

/** The only code that touches the `products` collection. Documents are keyed by the numeric id. */
const COLLECTION = 'products';

export function productRef(db: Firestore, id: number) {
  return db.collection(COLLECTION).doc(String(id));
}

/**
 * Every write to a product stamps it with the commit's time (`changedAt`), so the newest stamp is
 * the catalogue's version: one document read tells an instance whether its copy is still right.
 */
const CHANGED_AT = 'changedAt';
const stamp = () => ({ [CHANGED_AT]: FieldValue.serverTimestamp() });

/** The catalogue's version: the newest product write's time (null before the first stamped one). */
export async function findCatalogueVersion(db: Firestore): Promise<string | null> {
  const snapshot = await db
    .collection(COLLECTION)
    .orderBy(CHANGED_AT, 'desc')
    .limit(1)
    .select(CHANGED_AT)
    .get();
  const at: unknown = snapshot.docs[0]?.get(CHANGED_AT);
  return at instanceof Timestamp ? `${at.seconds}.${String(at.nanoseconds).padStart(9, '0')}` : null;
}

/** A product as the API works with it: the stamp is the repository's own business. */
function productOf(data: FirebaseFirestore.DocumentData): Product {
  const { [CHANGED_AT]: _stamp, ...product } = data;
  return product as Product;
}

export async function findAllProducts(db: Firestore): Promise<Product[]> {
  const snapshot = await db.collection(COLLECTION).get();
  return snapshot.docs.map((doc) => productOf(doc.data())).sort((a, b) => a.id - b.id);
}

/** Reads products inside a transaction, so an order sees stock that nobody else is changing. */
export async function findProductsForUpdate(
  db: Firestore,
  tx: Transaction,
  ids: number[],
): Promise<Map<number, Product>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await tx.getAll(...unique.map((id) => productRef(db, id)));
  const found = new Map<number, Product>();
  for (const snap of snapshots) if (snap.exists) found.set(Number(snap.id), productOf(snap.data()!));
  return found;
}

export function updateVariantsInTransaction(db: Firestore, tx: Transaction, product: Product) {
  const first = product.variants[0];
  tx.update(productRef(db, product.id), {
    variants: product.variants,
    stock: first ? first.stock : null,
    ...stamp(),
  });
}

/** One product as stored (the back office's `hidden` flag included), inside a transaction. */
export async function findProductInTransaction(
  db: Firestore,
  tx: Transaction,
  id: number,
): Promise<(Product & { hidden?: boolean }) | undefined> {
  const snap = await tx.get(productRef(db, id));
  return snap.exists ? (productOf(snap.data()!) as Product & { hidden?: boolean }) : undefined;
}

/**
 * The owner's changes to a product: its packs (with the first one mirrored on top), flags, words
 * and picture.
 */
export function updateProductInTransaction(
  db: Firestore,
  tx: Transaction,
  id: number,
  changes: Partial<
    Pick<
      Product,
      | 'variants'
      | 'price'
      | 'unit'
      | 'stock'
      | 'isPopular'
      | 'isNew'
      | 'isSeasonal'
      | 'updatedAt'
      | 'name'
      | 'description'
      | 'shortDescription'
      | 'category'
      | 'image'
      | 'images'
      | 'mr'
    >
  > & {
    hidden?: boolean;
  },
): void {
  tx.update(productRef(db, id), { ...changes, ...stamp() });
}

/** The highest product id in use (0 when there is none), read in the transaction that takes the next. */
export async function findHighestProductIdInTransaction(db: Firestore, tx: Transaction): Promise<number> {
  const snapshot = await tx.get(db.collection(COLLECTION).orderBy('id', 'desc').limit(1));
  return (snapshot.docs[0]?.data() as Product | undefined)?.id ?? 0;
}

/** A new product document; fails if the id is taken (the transaction then runs again). */
export function createProductInTransaction(
  db: Firestore,
  tx: Transaction,
  product: Product & { hidden: boolean },
) {
  tx.create(productRef(db, product.id), { ...product, ...stamp() });
}
