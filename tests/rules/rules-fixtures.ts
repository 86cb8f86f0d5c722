/**
 * What the rules suites (tests/rules/*.rules.test.ts) share. They test firestore.rules against the
 * Firestore emulator of the test stack. Every write in the shop goes through the API's Admin SDK,
 * so for a client talking to Firestore directly the rules must allow public reads of the catalogue
 * and content, owner-only reads of carts, addresses and orders, and no writes at all.
 *
 * Here: a rules test environment with a project id of its own (it keeps these documents apart
 * from the API suites'), the signed-in shoppers Alice and Bob and a signed-out visitor, and one
 * document of each kind, written afresh before every test. Importing this module sets up those
 * hooks in the importing file (vitest gives every test file a module registry of its own).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { stack } from '../support/emulators.js';

const PROJECT_ID = 'demo-karad-rules';
const RULES = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

let testEnv: RulesTestEnvironment;

// The context's Firestore is the compat instance; the modular functions accept it at run time.
const firestoreOf = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;
export const alice = () => firestoreOf(testEnv.authenticatedContext('alice'));
export const bob = () => firestoreOf(testEnv.authenticatedContext('bob'));
export const visitor = () => firestoreOf(testEnv.unauthenticatedContext());
/** The owner, signed in with the admin claim (the API's back office; the rules give her no more). */
export const owner = () => firestoreOf(testEnv.authenticatedContext('owner-uid', { admin: true }));

export const at = Timestamp.fromDate(new Date('2025-01-15T10:00:00Z'));
export const address = {
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
export const order = (userId: string) => ({
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
  'photos/photo-1': { type: 'image/webp', width: 1200, height: 900, uploadedBy: 'owner-uid', uploadedAt: at },
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
