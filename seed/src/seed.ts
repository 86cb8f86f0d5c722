import { FieldValue, Timestamp, type BulkWriter, type Firestore } from 'firebase-admin/firestore';
import { products as catalogue } from './data/products.js';
import { productsMarathi } from './data/products-mr.js';
import { blogPosts } from './data/blog-posts.js';
import { testimonials } from './data/testimonials.js';
import type { Product } from '../../functions/src/contract/products.js';
import {
  DEFAULT_SHOP_SETTINGS,
  DEMO_SETTINGS_DOC,
  isDemoProjectId,
} from '../../functions/src/contract/settings.js';

/**
 * The catalogue as it is written: each product with its Marathi words as `mr` (issue 27). Exported
 * in this shape so that tests comparing what the API answers with what was seeded see the same.
 */
const products: Product[] = catalogue.map((product) => {
  const mr = productsMarathi[product.id];
  return mr ? { ...product, mr } : product;
});

export { products, blogPosts, testimonials };

export interface SeedSummary {
  products: number;
  blogPosts: number;
  testimonials: number;
}

export interface SeedOptions {
  /**
   * The sample blog posts and testimonials: written by invented people with real-sounding names,
   * so they are for the emulators only. A real shop (`npm run seed -- --real`) gets the catalogue
   * and its settings; its stories and testimonials are the farm's and its shoppers' own.
   */
  samples: boolean;
  /**
   * The demo payment (docs/decisions/011, addendum): cash on delivery anywhere the farm delivers,
   * labelled as a demo at checkout, so a newcomer on `npm start` can walk a whole order from a
   * Pune address. Demo projects only: asked for on any other, the seed refuses before writing
   * anything (and the API would ignore it there anyway). `npm start` and `npm run seed` on the
   * emulators turn it on; the tests turn it on where they walk it.
   */
  demoPayment?: boolean;
}

/**
 * Writes the built-in catalogue (and, on the emulators, the sample blog posts and testimonials).
 * Every document has a fixed id, so a second run overwrites the same documents instead of adding
 * copies, and nothing else (carts, addresses, orders, reviews, shoppers' testimonials) is read or
 * touched.
 */
export async function seedDatabase(
  db: Firestore,
  { samples, demoPayment = false }: SeedOptions,
): Promise<SeedSummary> {
  if (demoPayment && !isDemoProjectId(projectIdOf(db)))
    throw new Error(
      `Refusing to set up the demo payment on "${projectIdOf(db) ?? 'an unknown project'}": demo- projects only.`,
    );
  const writer = db.bulkWriter();
  for (const product of products) {
    // `hidden` on every product: the rules let a client list only `hidden == false`.
    // Stamped as the API stamps its writes (products.repository.ts), so a running shop's
    // instances see a reseeded catalogue at their next version check.
    void writer.set(db.collection('products').doc(String(product.id)), {
      ...product,
      hidden: false,
      changedAt: FieldValue.serverTimestamp(),
    });
  }
  await writeSamples(db, writer, samples);
  await writer.close();
  // The shop's settings start as the defaults, once: a re-run never undoes the owner's edits.
  const settings = db.collection('settings').doc('shop');
  if (!(await settings.get()).exists) await settings.set(DEFAULT_SHOP_SETTINGS);
  if (demoPayment) await db.doc(DEMO_SETTINGS_DOC).set({ payment: true });
  return {
    products: products.length,
    blogPosts: samples ? blogPosts.length : 0,
    testimonials: samples ? testimonials.length : 0,
  };
}

/**
 * The project a Firestore client writes to: the client's own `projectId` getter, which its types
 * leave out (it throws until the project is known; every caller here names it). Unknown is no
 * demo project: the demo payment is then refused, loudly, rather than written somewhere unsure.
 */
function projectIdOf(db: Firestore): string | undefined {
  try {
    const id = (db as unknown as { projectId?: unknown }).projectId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

async function writeSamples(db: Firestore, writer: BulkWriter, samples: boolean): Promise<void> {
  if (!samples) return;
  for (const { _id, createdAt, ...post } of blogPosts) {
    const slugs = [post.en.slug, post.mr.slug].filter((s) => s.length > 0);
    void writer.set(db.collection('blogPosts').doc(_id), {
      ...post,
      slugs,
      createdAt: Timestamp.fromDate(new Date(createdAt)),
      updatedAt: Timestamp.fromDate(new Date(createdAt)),
    });
    for (const slug of slugs) void writer.set(db.collection('blogSlugs').doc(slug), { postId: _id });
  }
  // Seeded testimonials have fixed ids (seed-testimonial-N) and, like every public testimonial,
  // no author on them.
  for (const { _id, createdAt, ...testimonial } of testimonials) {
    void writer.set(db.collection('testimonials').doc(_id), {
      ...testimonial,
      createdAt: Timestamp.fromDate(new Date(createdAt)),
    });
  }
}
