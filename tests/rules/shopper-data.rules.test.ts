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
import { address, alice, at, order, visitor } from './rules-fixtures.js';

/*
 * firestore.rules for a shopper's own data: her cart, her addresses and her orders, which only she
 * may read and nobody may write from a client (the API does), and the order idempotency records
 * behind them (no client access).
 */

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
