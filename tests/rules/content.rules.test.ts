import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { alice, at, bob, visitor } from './rules-fixtures.js';

/*
 * firestore.rules for what the shop shows everyone: the catalogue, the blog, reviews and
 * testimonials (public unless the owner hid them), and the records of who wrote which review or
 * testimonial (no client access). Nobody writes any of it from a client: the API does.
 */

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
