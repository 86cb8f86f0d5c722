import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stack } from '../support/emulators.js';

/*
 * firestore.rules against the Firestore emulator of the test stack. Every write in the shop goes
 * through the API's Admin SDK, so for a client talking to Firestore directly the rules must allow
 * public reads of the catalogue and content, owner-only reads of carts, addresses and orders, and
 * no writes at all. A project id of its own keeps these documents apart from the API suites'.
 */
const PROJECT_ID = 'demo-karad-rules';
const RULES = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

let testEnv: RulesTestEnvironment;

// The context's Firestore is the compat instance; the modular functions accept it at run time.
const firestoreOf = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;
const alice = () => firestoreOf(testEnv.authenticatedContext('alice'));
const bob = () => firestoreOf(testEnv.authenticatedContext('bob'));
const visitor = () => firestoreOf(testEnv.unauthenticatedContext());

const at = Timestamp.fromDate(new Date('2025-01-15T10:00:00Z'));
const address = {
  name: 'Alice Patil',
  street: '12 Market Road',
  city: 'Karad',
  state: 'Maharashtra',
  postalCode: '415110',
  country: 'India',
  phoneNumber: '+91 98765 43210',
  isDefault: true,
  createdAt: at,
};
const order = (userId: string) => ({
  userId,
  orderDate: at,
  status: 'Pending',
  totalAmount: 200,
  items: [{ productId: 1, name: 'Gulkand', unit: '500g', quantity: 1, price: 200 }],
  shippingAddress: address,
  source: 'cart',
  channel: 'website',
  idempotencyKey: null,
});

/** One document of each kind, in the shapes the repositories write (functions/src/**). */
const SEED: Record<string, Record<string, unknown>> = {
  'products/1': {
    id: 1,
    name: 'Gulkand',
    variants: [{ unit: '500g', price: 200, stock: 50 }],
    hidden: false,
  },
  'products/2': {
    id: 2,
    name: 'Seasonal mango pulp',
    variants: [{ unit: '1kg', price: 400, stock: 5 }],
    hidden: true,
  },
  'products/3': { id: 3, name: 'Chia seeds', variants: [{ unit: '200gm', price: 150, stock: 20 }] },
  'blogPosts/post-1': { author: 'Karad Farm', tags: ['gulkand'], slugs: ['gulkand-benefits'], createdAt: at },
  'blogSlugs/gulkand-benefits': { postId: 'post-1' },
  'reviews/review-1': {
    productId: 1,
    rating: 5,
    comment: 'Fresh',
    userName: 'Bob',
    reviewDate: at,
    hidden: false,
  },
  'reviews/review-hidden': {
    productId: 1,
    rating: 1,
    comment: 'Spam',
    userName: 'X',
    reviewDate: at,
    hidden: true,
  },
  'reviews/review-old': {
    productId: 2,
    rating: 4,
    comment: 'Before hiding existed',
    userName: 'Y',
    reviewDate: at,
  },
  'testimonials/testimonial-1': {
    message: 'Lovely farm',
    userName: 'Bob',
    stars: 5,
    createdAt: at,
    hidden: false,
  },
  'testimonials/testimonial-hidden': {
    message: 'Spam',
    userName: 'X',
    stars: 1,
    createdAt: at,
    hidden: true,
  },
  'users/bob/reviewed/1': { reviewId: 'review-1', productId: 1, createdAt: at },
  'users/bob/testimonialSlots/1': { testimonialId: 'testimonial-1', createdAt: at },
  'users/alice/cart/1__500g': { productId: 1, unit: '500g', quantity: 2, addedAt: at, updatedAt: at },
  'users/bob/cart/1__500g': { productId: 1, unit: '500g', quantity: 1, addedAt: at, updatedAt: at },
  'users/alice/addresses/home': address,
  'users/bob/addresses/home': { ...address, name: 'Bob Jadhav' },
  'orders/alice-order-1': order('alice'),
  'orders/alice-order-2': { ...order('alice'), status: 'Delivered' },
  'orders/bob-order-1': order('bob'),
  'idempotencyKeys/alice_key-1': {
    userId: 'alice',
    key: 'key-1',
    requestHash: 'abc123',
    orderId: 'alice-order-1',
    createdAt: at,
    expireAt: at,
  },
  'settings/shop': { open: true },
  'mail/mail-1': {
    to: 'owner@example.com',
    message: {
      subject: 'New order #alice-or — ₹200.00',
      text: 'Alice Patil, +91 98765 43210',
      html: '<p>…</p>',
    },
  },
  'paymentReferences/123456789012': { orderId: 'alice-order-1', userId: 'alice', at },
  'counters/orders': { last: 3 },
  'auditLog/entry-1': {
    at,
    by: 'owner-uid',
    action: 'order.status',
    target: 'orders/alice-order-1',
    before: { status: 'Pending' },
    after: { status: 'Shipped' },
  },
};

beforeAll(async () => {
  // Denied requests are what most of these tests expect; keep the SDK from logging each one.
  setLogLevel('silent');
  const [host, port] = stack().firestoreHost.split(':');
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: host!, port: Number(port), rules: readFileSync(RULES, 'utf8') },
  });
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (ctx) => {
    const db = firestoreOf(ctx);
    await Promise.all(Object.entries(SEED).map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('products/{productId} — read: anyone unless hidden; create, update, delete: nobody', () => {
  it('lets a signed-out visitor and a signed-in shopper get a shown product and list the shown catalogue', async () => {
    for (const db of [visitor(), alice()]) {
      const product = await assertSucceeds(getDoc(doc(db, 'products/1')));
      expect(product.get('name')).toBe('Gulkand');
      // A product stored before `hidden` existed is read by its id.
      await assertSucceeds(getDoc(doc(db, 'products/3')));
      const catalogue = await assertSucceeds(
        getDocs(query(collection(db, 'products'), where('hidden', '==', false))),
      );
      expect(catalogue.docs.map((d) => d.id)).toEqual(['1']);
    }
  });

  it('refuses anyone a product the owner hid, by id or in any list that could hold it', async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(getDoc(doc(db, 'products/2')));
      await assertFails(getDocs(collection(db, 'products')));
      await assertFails(getDocs(query(collection(db, 'products'), where('hidden', '==', true))));
      await assertFails(
        getDocs(query(collection(db, 'products'), where('name', '==', 'Seasonal mango pulp'))),
      );
    }
  });

  it('refuses a new product from a signed-in shopper and from a signed-out visitor', async () => {
    const product = { id: 2, name: 'Jaggery', variants: [{ unit: '1kg', price: 1, stock: 1 }] };
    await assertFails(setDoc(doc(alice(), 'products/2'), product));
    await assertFails(setDoc(doc(visitor(), 'products/2'), product));
  });

  it('refuses a signed-in shopper changing a product price', async () => {
    await assertFails(
      updateDoc(doc(alice(), 'products/1'), { variants: [{ unit: '500g', price: 1, stock: 50 }] }),
    );
  });

  it('refuses a signed-out visitor changing the stock', async () => {
    await assertFails(
      updateDoc(doc(visitor(), 'products/1'), { variants: [{ unit: '500g', price: 200, stock: 0 }] }),
    );
  });

  it('refuses deleting a product, signed in or not', async () => {
    await assertFails(deleteDoc(doc(alice(), 'products/1')));
    await assertFails(deleteDoc(doc(visitor(), 'products/1')));
  });
});

describe('blogPosts/{postId} — read: anyone; create, update, delete: nobody', () => {
  it('lets anyone get a post and list the blog', async () => {
    for (const db of [visitor(), alice()]) {
      await assertSucceeds(getDoc(doc(db, 'blogPosts/post-1')));
      expect((await assertSucceeds(getDocs(collection(db, 'blogPosts')))).size).toBe(1);
    }
  });

  it('refuses a new post from a signed-in shopper', async () => {
    await assertFails(
      setDoc(doc(alice(), 'blogPosts/post-2'), { author: 'Alice', slugs: [], createdAt: at }),
    );
  });

  it('refuses editing or deleting a post', async () => {
    await assertFails(updateDoc(doc(alice(), 'blogPosts/post-1'), { author: 'Alice' }));
    await assertFails(deleteDoc(doc(alice(), 'blogPosts/post-1')));
    await assertFails(deleteDoc(doc(visitor(), 'blogPosts/post-1')));
  });
});

describe('blogSlugs/{slug} — read: anyone; create, update, delete: nobody', () => {
  it('lets anyone look a slug up', async () => {
    for (const db of [visitor(), alice()]) {
      const slug = await assertSucceeds(getDoc(doc(db, 'blogSlugs/gulkand-benefits')));
      expect(slug.get('postId')).toBe('post-1');
    }
  });

  it('refuses claiming a new slug', async () => {
    await assertFails(setDoc(doc(alice(), 'blogSlugs/my-slug'), { postId: 'post-1' }));
  });

  it('refuses pointing an existing slug at another post or deleting it', async () => {
    await assertFails(updateDoc(doc(alice(), 'blogSlugs/gulkand-benefits'), { postId: 'post-2' }));
    await assertFails(deleteDoc(doc(visitor(), 'blogSlugs/gulkand-benefits')));
  });
});

describe('reviews/{reviewId} — read: anyone unless hidden; create, update, delete: nobody (the API)', () => {
  it('lets anyone get a shown review and query the shown reviews of a product', async () => {
    for (const db of [visitor(), alice()]) {
      await assertSucceeds(getDoc(doc(db, 'reviews/review-1')));
      await assertSucceeds(getDoc(doc(db, 'reviews/review-old')));
      const reviews = await assertSucceeds(
        getDocs(query(collection(db, 'reviews'), where('productId', '==', 1), where('hidden', '==', false))),
      );
      expect(reviews.docs.map((d) => d.id)).toEqual(['review-1']);
    }
  });

  it('refuses anyone a review the owner hid, and a query that could return one', async () => {
    for (const db of [visitor(), alice(), bob()]) {
      await assertFails(getDoc(doc(db, 'reviews/review-hidden')));
      await assertFails(getDocs(query(collection(db, 'reviews'), where('productId', '==', 1))));
      await assertFails(getDocs(query(collection(db, 'reviews'), where('hidden', '==', true))));
    }
  });

  it('refuses a signed-in shopper creating her own review directly', async () => {
    await assertFails(
      setDoc(doc(alice(), 'reviews/review-2'), {
        productId: 1,
        rating: 5,
        comment: 'Great',
        userName: 'Alice',
        reviewDate: at,
      }),
    );
  });

  it('refuses a signed-out visitor creating a review', async () => {
    await assertFails(setDoc(doc(visitor(), 'reviews/1_anon'), { productId: 1, rating: 1, comment: 'Spam' }));
  });

  it('refuses the author editing or deleting his own review', async () => {
    await assertFails(updateDoc(doc(bob(), 'reviews/review-1'), { rating: 1 }));
    await assertFails(deleteDoc(doc(bob(), 'reviews/review-1')));
  });

  it('refuses another shopper editing or deleting it', async () => {
    await assertFails(updateDoc(doc(alice(), 'reviews/review-1'), { rating: 1 }));
    await assertFails(deleteDoc(doc(alice(), 'reviews/review-1')));
  });
});

describe('testimonials/{id} — read: anyone unless hidden; create, update, delete: nobody (the API)', () => {
  it('lets anyone get a shown testimonial and list the shown ones', async () => {
    for (const db of [visitor(), alice()]) {
      await assertSucceeds(getDoc(doc(db, 'testimonials/testimonial-1')));
      const shown = await assertSucceeds(
        getDocs(query(collection(db, 'testimonials'), where('hidden', '==', false))),
      );
      expect(shown.docs.map((d) => d.id)).toEqual(['testimonial-1']);
    }
  });

  it('refuses anyone a testimonial the owner hid, and a list that could hold one', async () => {
    for (const db of [visitor(), alice(), bob()]) {
      await assertFails(getDoc(doc(db, 'testimonials/testimonial-hidden')));
      await assertFails(getDocs(collection(db, 'testimonials')));
    }
  });

  it('refuses a signed-in shopper writing a testimonial directly', async () => {
    await assertFails(
      setDoc(doc(alice(), 'testimonials/testimonial-2'), {
        message: 'Hi',
        userName: 'Alice',
        stars: 5,
        createdAt: at,
      }),
    );
  });

  it('refuses the author editing or deleting his own testimonial', async () => {
    await assertFails(updateDoc(doc(bob(), 'testimonials/testimonial-1'), { stars: 1 }));
    await assertFails(deleteDoc(doc(bob(), 'testimonials/testimonial-1')));
  });

  it('refuses a signed-out visitor writing testimonials', async () => {
    await assertFails(setDoc(doc(visitor(), 'testimonials/anon_1'), { message: 'Spam', stars: 5 }));
    await assertFails(deleteDoc(doc(visitor(), 'testimonials/testimonial-1')));
  });
});

describe('users/{uid}/reviewed and users/{uid}/testimonialSlots — who wrote what: no client access', () => {
  it('refuses the author reading her own authorship records', async () => {
    await assertFails(getDoc(doc(bob(), 'users/bob/reviewed/1')));
    await assertFails(getDocs(collection(bob(), 'users/bob/reviewed')));
    await assertFails(getDoc(doc(bob(), 'users/bob/testimonialSlots/1')));
    await assertFails(getDocs(collection(bob(), 'users/bob/testimonialSlots')));
  });

  it('refuses another shopper or a visitor reading them, or a collection-group query linking reviews to uids', async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/reviewed/1')));
    await assertFails(getDoc(doc(visitor(), 'users/bob/testimonialSlots/1')));
    await assertFails(
      getDocs(query(collectionGroup(alice(), 'reviewed'), where('reviewId', '==', 'review-1'))),
    );
    await assertFails(getDocs(collectionGroup(visitor(), 'testimonialSlots')));
  });

  it('refuses writing them: a shopper cannot free a slot or forge one to review again', async () => {
    await assertFails(deleteDoc(doc(bob(), 'users/bob/reviewed/1')));
    await assertFails(deleteDoc(doc(bob(), 'users/bob/testimonialSlots/1')));
    await assertFails(
      setDoc(doc(alice(), 'users/alice/reviewed/2'), { reviewId: 'x', productId: 2, createdAt: at }),
    );
    await assertFails(
      setDoc(doc(alice(), 'users/alice/testimonialSlots/1'), { testimonialId: 'x', createdAt: at }),
    );
  });
});

describe('users/{uid}/cart/{lineId} — read: only that shopper; create, update, delete: nobody', () => {
  it('lets the shopper get a line of her cart and list her cart', async () => {
    const line = await assertSucceeds(getDoc(doc(alice(), 'users/alice/cart/1__500g')));
    expect(line.get('quantity')).toBe(2);
    expect((await assertSucceeds(getDocs(collection(alice(), 'users/alice/cart')))).size).toBe(1);
  });

  it("refuses reading another shopper's cart", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/cart/1__500g')));
    await assertFails(getDocs(collection(alice(), 'users/bob/cart')));
  });

  it('refuses a signed-out visitor reading a cart', async () => {
    await assertFails(getDoc(doc(visitor(), 'users/alice/cart/1__500g')));
    await assertFails(getDocs(collection(visitor(), 'users/alice/cart')));
  });

  it('refuses a collection-group query across every cart, even filtered', async () => {
    await assertFails(getDocs(collectionGroup(alice(), 'cart')));
    await assertFails(getDocs(query(collectionGroup(alice(), 'cart'), where('productId', '==', 1))));
  });

  it('refuses the shopper adding a line to her own cart', async () => {
    await assertFails(
      setDoc(doc(alice(), 'users/alice/cart/2__1kg'), {
        productId: 2,
        unit: '1kg',
        quantity: 1,
        addedAt: at,
        updatedAt: at,
      }),
    );
  });

  it('refuses the shopper changing or removing a line of her own cart', async () => {
    await assertFails(updateDoc(doc(alice(), 'users/alice/cart/1__500g'), { quantity: 99 }));
    await assertFails(deleteDoc(doc(alice(), 'users/alice/cart/1__500g')));
  });

  it("refuses writing another shopper's cart, signed in or not", async () => {
    await assertFails(updateDoc(doc(alice(), 'users/bob/cart/1__500g'), { quantity: 99 }));
    await assertFails(deleteDoc(doc(visitor(), 'users/bob/cart/1__500g')));
  });
});

describe('users/{uid}/addresses/{addressId} — read: only that shopper; create, update, delete: nobody', () => {
  it('lets the shopper get one of her addresses and list them', async () => {
    const home = await assertSucceeds(getDoc(doc(alice(), 'users/alice/addresses/home')));
    expect(home.get('city')).toBe('Karad');
    expect((await assertSucceeds(getDocs(collection(alice(), 'users/alice/addresses')))).size).toBe(1);
  });

  it("refuses reading another shopper's addresses", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/addresses/home')));
    await assertFails(getDocs(collection(alice(), 'users/bob/addresses')));
  });

  it('refuses a signed-out visitor reading addresses', async () => {
    await assertFails(getDoc(doc(visitor(), 'users/alice/addresses/home')));
    await assertFails(getDocs(collection(visitor(), 'users/alice/addresses')));
  });

  it('refuses the shopper adding an address of her own', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice/addresses/work'), { ...address, isDefault: false }));
  });

  it('refuses the shopper setting her own address as default or deleting it', async () => {
    await assertFails(updateDoc(doc(alice(), 'users/alice/addresses/home'), { isDefault: false }));
    await assertFails(deleteDoc(doc(alice(), 'users/alice/addresses/home')));
  });

  it("refuses writing another shopper's addresses", async () => {
    await assertFails(setDoc(doc(alice(), 'users/bob/addresses/work'), address));
    await assertFails(deleteDoc(doc(alice(), 'users/bob/addresses/home')));
  });
});

describe('orders/{orderId} — read: only the shopper whose uid is in userId; create, update, delete: nobody', () => {
  it('lets the shopper get one of her orders', async () => {
    const mine = await assertSucceeds(getDoc(doc(alice(), 'orders/alice-order-1')));
    expect(mine.get('userId')).toBe('alice');
  });

  it("lets the shopper query her orders with where('userId', '==', her uid)", async () => {
    const mine = await assertSucceeds(
      getDocs(query(collection(alice(), 'orders'), where('userId', '==', 'alice'))),
    );
    expect(mine.docs.map((d) => d.id).sort()).toEqual(['alice-order-1', 'alice-order-2']);
  });

  it("refuses getting another shopper's order", async () => {
    await assertFails(getDoc(doc(alice(), 'orders/bob-order-1')));
  });

  it('refuses getting an order that does not exist, so ids cannot be probed', async () => {
    await assertFails(getDoc(doc(alice(), 'orders/no-such-order')));
  });

  it('refuses a query of orders without the userId filter', async () => {
    await assertFails(getDocs(collection(alice(), 'orders')));
    await assertFails(getDocs(query(collection(alice(), 'orders'), where('status', '==', 'Pending'))));
  });

  it("refuses a query for another shopper's uid", async () => {
    await assertFails(getDocs(query(collection(alice(), 'orders'), where('userId', '==', 'bob'))));
  });

  it('refuses a signed-out visitor getting or querying orders', async () => {
    await assertFails(getDoc(doc(visitor(), 'orders/alice-order-1')));
    await assertFails(getDocs(query(collection(visitor(), 'orders'), where('userId', '==', 'alice'))));
  });

  it('refuses the shopper creating an order for herself', async () => {
    await assertFails(setDoc(doc(alice(), 'orders/alice-order-3'), { ...order('alice'), totalAmount: 1 }));
  });

  it('refuses the shopper changing the status or total of her own order', async () => {
    await assertFails(updateDoc(doc(alice(), 'orders/alice-order-1'), { status: 'Delivered' }));
    await assertFails(updateDoc(doc(alice(), 'orders/alice-order-1'), { totalAmount: 1 }));
  });

  it('refuses the shopper deleting her own order', async () => {
    await assertFails(deleteDoc(doc(alice(), 'orders/alice-order-1')));
  });

  it("refuses writing another shopper's order, signed in or not", async () => {
    await assertFails(updateDoc(doc(alice(), 'orders/bob-order-1'), { userId: 'alice' }));
    await assertFails(deleteDoc(doc(visitor(), 'orders/bob-order-1')));
  });
});

describe('idempotencyKeys/{uid_key} — no client access (the catch-all match)', () => {
  it('refuses the shopper reading her own idempotency record or listing them', async () => {
    await assertFails(getDoc(doc(alice(), 'idempotencyKeys/alice_key-1')));
    await assertFails(getDocs(query(collection(alice(), 'idempotencyKeys'), where('userId', '==', 'alice'))));
  });

  it('refuses the shopper writing an idempotency record of her own', async () => {
    await assertFails(
      setDoc(doc(alice(), 'idempotencyKeys/alice_key-2'), { userId: 'alice', key: 'key-2', orderId: 'x' }),
    );
    await assertFails(updateDoc(doc(alice(), 'idempotencyKeys/alice_key-1'), { orderId: 'bob-order-1' }));
    await assertFails(deleteDoc(doc(alice(), 'idempotencyKeys/alice_key-1')));
  });

  it('refuses a signed-out visitor reading or writing idempotency records', async () => {
    await assertFails(getDoc(doc(visitor(), 'idempotencyKeys/alice_key-1')));
    await assertFails(setDoc(doc(visitor(), 'idempotencyKeys/anon_key'), { key: 'key' }));
  });
});

describe('mail/{mailId} — the new-order e-mails: no client access', () => {
  it('refuses the shopper (whose address is in it), another shopper and a visitor reading or listing mail', async () => {
    await assertFails(getDoc(doc(alice(), 'mail/mail-1')));
    await assertFails(getDoc(doc(bob(), 'mail/mail-1')));
    await assertFails(getDocs(collection(visitor(), 'mail')));
    await assertFails(getDocs(query(collection(alice(), 'mail'), where('to', '==', 'owner@example.com'))));
  });

  it('refuses anyone queueing, changing or deleting an e-mail (no sending mail through the farm)', async () => {
    await assertFails(
      setDoc(doc(alice(), 'mail/spam'), { to: 'victim@example.com', message: { subject: 'Hi', text: 'x' } }),
    );
    await assertFails(setDoc(doc(visitor(), 'mail/spam'), { to: 'victim@example.com' }));
    await assertFails(updateDoc(doc(alice(), 'mail/mail-1'), { to: 'alice@example.com' }));
    await assertFails(deleteDoc(doc(bob(), 'mail/mail-1')));
  });
});

describe('paymentReferences/{reference} — which UTR paid which order: no client access', () => {
  it('refuses the shopper who gave it, another shopper and a visitor reading or listing it', async () => {
    await assertFails(getDoc(doc(alice(), 'paymentReferences/123456789012')));
    await assertFails(getDoc(doc(bob(), 'paymentReferences/123456789012')));
    await assertFails(
      getDocs(query(collection(alice(), 'paymentReferences'), where('userId', '==', 'alice'))),
    );
    await assertFails(getDocs(collection(visitor(), 'paymentReferences')));
  });

  it('refuses anyone reserving, moving or freeing a reference', async () => {
    await assertFails(
      setDoc(doc(bob(), 'paymentReferences/999988887777'), { orderId: 'bob-order', userId: 'bob' }),
    );
    await assertFails(updateDoc(doc(alice(), 'paymentReferences/123456789012'), { orderId: 'other' }));
    await assertFails(deleteDoc(doc(alice(), 'paymentReferences/123456789012')));
  });
});

describe('counters/orders — the order number counter: no client access', () => {
  it('refuses anyone reading it or moving it (a skipped or repeated order number)', async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(getDoc(doc(db, 'counters/orders')));
      await assertFails(getDocs(collection(db, 'counters')));
      await assertFails(setDoc(doc(db, 'counters/orders'), { last: 0 }));
    }
  });
});

describe('auditLog/{entryId} — the back office audit log: no client access', () => {
  it('refuses a shopper and a visitor reading or listing it', async () => {
    await assertFails(getDoc(doc(alice(), 'auditLog/entry-1')));
    await assertFails(getDocs(collection(visitor(), 'auditLog')));
    await assertFails(getDocs(query(collection(bob(), 'auditLog'), where('by', '==', 'owner-uid'))));
  });

  it('refuses anyone forging, rewriting or erasing an entry', async () => {
    await assertFails(
      setDoc(doc(alice(), 'auditLog/forged'), {
        by: 'owner-uid',
        action: 'order.status',
        target: 'orders/x',
      }),
    );
    await assertFails(updateDoc(doc(alice(), 'auditLog/entry-1'), { by: 'alice' }));
    await assertFails(deleteDoc(doc(visitor(), 'auditLog/entry-1')));
  });
});

describe('anything not named above — no client access (the catch-all match)', () => {
  it('refuses reading an unknown collection, signed in or not', async () => {
    await assertFails(getDoc(doc(alice(), 'settings/shop')));
    await assertFails(getDocs(collection(visitor(), 'settings')));
  });

  it('refuses writing an unknown collection', async () => {
    await assertFails(setDoc(doc(alice(), 'settings/shop'), { open: false }));
    await assertFails(setDoc(doc(alice(), 'coupons/FREE100'), { percentOff: 100 }));
  });

  it('refuses the shopper reading or writing her own users/{uid} document or an unknown subcollection', async () => {
    await assertFails(getDoc(doc(alice(), 'users/alice')));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { role: 'admin' }));
    await assertFails(getDoc(doc(alice(), 'users/alice/wishlist/1')));
    await assertFails(setDoc(doc(alice(), 'users/alice/wishlist/1'), { productId: 1 }));
  });
});
