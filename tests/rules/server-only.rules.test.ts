import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { alice, bob, owner, visitor } from './rules-fixtures.js';

/*
 * firestore.rules for what only the server touches: the new-order mail, payment references, the
 * owner's photos, the order number counter, the audit log, and anything not named in the rules (the catch-all match).
 */

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

describe("photos/{photoId} — the owner's photos: no client access, the owner's included", () => {
  it('refuses anyone reading or listing them (the API serves the bytes)', async () => {
    for (const db of [visitor(), alice(), owner()]) {
      await assertFails(getDoc(doc(db, 'photos/photo-1')));
      await assertFails(getDocs(collection(db, 'photos')));
    }
  });

  it('refuses anyone adding, replacing or deleting a photo, the owner too (uploads go through the API)', async () => {
    for (const db of [visitor(), alice(), owner()]) {
      await assertFails(setDoc(doc(db, 'photos/new'), { type: 'image/webp', width: 10, height: 10 }));
      await assertFails(updateDoc(doc(db, 'photos/photo-1'), { width: 1 }));
      await assertFails(deleteDoc(doc(db, 'photos/photo-1')));
    }
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
