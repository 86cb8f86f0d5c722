import { expect } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Locator, Page } from 'playwright-core';
import { SHELL_MESSAGES as EN_HEADER } from '../../web/src/words/site-messages.js';
import { SHELL_MESSAGES as MR_HEADER } from '../../web/src/words/site-messages.mr.js';
import { signInPath } from '../../web/src/shop/sign-in-return.js';
import { adminDb, stack } from './emulators.js';

/** Signed-in shoppers in a real browser, through the storefront's own sign-in screen. */

const base = () => stack().hostingUrl;

async function latestCodeFor(phoneNumber: string): Promise<string> {
  const { authHost, projectId } = stack();
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`);
    const { verificationCodes } = (await response.json()) as {
      verificationCodes: { phoneNumber: string; code: string }[];
    };
    const code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No verification code for ${phoneNumber}`);
}

/** The code the Auth emulator "sent by SMS" to this +91 number. */
export const emulatorCodeFor = (mobile: string) => latestCodeFor(`+91${mobile}`);

/** A fresh 10-digit Indian mobile number, so every test is a new shopper. */
export function newMobileNumber(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * The signed-in navbar: the order-history icon shows at every width (Sign Out is in the menu on
 * phones, so it is not a sign of being signed in there).
 */
export async function waitForSignedInNavbar(page: Page, language: 'en' | 'mr' = 'en'): Promise<void> {
  const name = (language === 'mr' ? MR_HEADER : EN_HEADER).orderHistory;
  await expect.poll(() => page.getByRole('link', { name }).isVisible(), { timeout: 15_000 }).toBe(true);
}

/**
 * Alive and signed out as far as the page knows: the navbar has left its loading state and offers
 * Login. A tap on a button that needs sign-in (Add to Cart, Order Now, Add Review) made before
 * that can still be lost on a busy machine, which is issue 28's to fix.
 */
export async function waitForSignedOutNavbar(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).isVisible(), {
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * The shopper with this +91 number (a new one unless given) signed in and on the page `at` (home
 * unless given), as after the OTP steps (tests/e2e/shopper-auth.spec.ts walks through those),
 * without typing them: the account is found or made with the Admin SDK (an owner's from
 * newOwnerNumber keeps its admin claim), and the sign-in screen signs in to it with a custom token
 * (the emulator build's hook, web/src/platform/emulator-hooks.ts), then goes on to `at` as it does for
 * a shopper sent to sign in from there (`/auth?returnTo=`). Answers the 10 digits.
 */
export async function signInWithPhone(
  page: Page,
  mobile = newMobileNumber(),
  { at = '/', language = 'en' }: { at?: string; language?: 'en' | 'mr' } = {},
): Promise<string> {
  // The Marathi pages live under /mr, each at the same path after it (`at` is within the language).
  const prefix = language === 'mr' ? '/mr' : '';
  const phoneNumber = `+91${mobile}`;
  const uid = await adminAuth()
    .getUserByPhoneNumber(phoneNumber)
    .then((user) => user.uid)
    .catch(async () => (await adminAuth().createUser({ phoneNumber })).uid);
  const token = await adminAuth().createCustomToken(uid);
  // The sign-in screen loads Firebase (a visitor's other pages do not), and once signed in it
  // goes on to `at`.
  await page.goto(`${base()}${prefix}${signInPath(at)}`);
  await page.waitForFunction(() => '__emulatorSignInWithCustomToken' in window);
  await page.evaluate(
    (t) =>
      (
        window as unknown as { __emulatorSignInWithCustomToken: (token: string) => Promise<string> }
      ).__emulatorSignInWithCustomToken(t),
    token,
  );
  await page.waitForURL(`${base()}${prefix && at === '/' ? prefix : `${prefix}${at}`}`);
  await waitForSignedInNavbar(page, language);
  return mobile;
}

/** Google sign-in end to end on the Auth emulator (the SDK's popup cannot run offline). */
export async function signInWithGoogleAccount(
  page: Page,
  account: { sub: string; email: string; name?: string },
) {
  if (!page.url().startsWith(base())) await page.goto(`${base()}/`);
  await page.waitForFunction(() => '__emulatorSignInWithGoogle' in window);
  const uid = await page.evaluate(
    (a) =>
      (
        window as unknown as { __emulatorSignInWithGoogle: (x: typeof a) => Promise<string> }
      ).__emulatorSignInWithGoogle(a),
    account,
  );
  return uid;
}

function adminAuth() {
  return getAuth(getApps()[0] ?? initializeApp({ projectId: stack().projectId }));
}

/**
 * A phone number whose user is the shop's owner (admin claim) from the start, so the first
 * sign-in's token already carries the claim. Answers the 10 digits, for signInWithPhone.
 */
export async function newOwnerNumber(): Promise<string> {
  const mobile = newMobileNumber();
  const { uid } = await adminAuth().createUser({ phoneNumber: `+91${mobile}` });
  await adminAuth().setCustomUserClaims(uid, { admin: true });
  return mobile;
}

/** The Auth emulator's uid for a shopper who signed in with this 10-digit number. */
export async function uidOfMobile(mobile: string): Promise<string> {
  return (await adminAuth().getUserByPhoneNumber(`+91${mobile}`)).uid;
}

/** Every order of a shopper, straight from Firestore (Admin SDK). */
export async function ordersOf(uid: string) {
  const snapshot = await adminDb().collection('orders').where('userId', '==', uid).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, any> & { id: string });
}

/** A stored order's KO number (`KO-1042`), read from Firestore. */
export async function orderNumberOf(orderId: string): Promise<string> {
  const number = (await adminDb().collection('orders').doc(orderId).get()).get('number');
  expect(number).toMatch(/^KO-\d{4,}$/);
  return number;
}

/** How the shop names a stored order to a person: 'Order KO-1042'. */
export const orderTitle = async (orderId: string) => `Order ${await orderNumberOf(orderId)}`;

/** Sign Out where the shopper finds it: the navbar on desktop, the menu behind "Open menu" on phones. */
export async function signOutFromNavbar(page: Page, viewport: 'phone' | 'desktop'): Promise<void> {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  }
}

/** The Sign Out button a shopper can see at this width (desktop navbar, or the opened phone menu). */
export function visibleSignOut(page: Page): Locator {
  return page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true });
}

/** The navbar's cart badge (the sum of the cart's quantities). */
export const cartBadge = (page: Page) => page.getByTestId('cart-badge');

/** A react-toastify toast with exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/**
 * On a product page: choose the pack (when the product has several), set the quantity with the
 * stepper's + button and press Add to Cart; waits for the success toast.
 */
export async function addFromProductPage(
  page: Page,
  { name, unit, quantity = 1 }: { name: string; unit: string; quantity?: number },
): Promise<void> {
  const pack = page.getByRole('radio', { name: new RegExp(`^${unit}`) });
  if (await pack.count()) await pack.check();
  const field = page.getByRole('textbox', { name: 'Quantity' });
  await expect.poll(() => field.inputValue()).toBe('1');
  for (let q = 1; q < quantity; q++) {
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => field.inputValue()).toBe(String(q + 1));
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // A backstop, not a budget (docs/performance.md has those): the Functions emulator may start a
  // worker process for this call on a machine busy with the other stack's journey (15 s was seen).
  await expect
    .poll(() => toast(page, `${quantity} x ${name} (${unit}) added to cart!`).count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

export interface AddressFields {
  name: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phoneNumber: string;
}

export const SUNITA: AddressFields = {
  name: 'Sunita Patil',
  street: '12 Shivaji Chowk, Somwar Peth',
  city: 'Karad',
  state: 'Maharashtra',
  postalCode: '415110',
  country: 'India',
  phoneNumber: '+91 98765 43210',
};

/** In the form's order: the PIN code fills City and State, which are then typed over as given. */
const ADDRESS_LABELS: Record<Exclude<keyof AddressFields, 'country'>, string> = {
  name: 'Full Name',
  street: 'Street Address',
  postalCode: 'Postal Code',
  city: 'City',
  state: 'State',
  phoneNumber: 'Phone Number',
};

/** The Add New Address dialog (it must be open). */
export const addressDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Address' });

/** Fills the open Add New Address dialog (Country is India, fixed). */
export async function fillAddress(page: Page, address: AddressFields = SUNITA): Promise<void> {
  const dialog = addressDialog(page);
  for (const [field, label] of Object.entries(ADDRESS_LABELS) as [keyof typeof ADDRESS_LABELS, string][]) {
    const input = dialog.getByLabel(label, { exact: true });
    if (field === 'state') await input.selectOption(address.state);
    else await input.fill(address[field]);
    // As a person would: wait until the PIN code has filled City and State, then type over them.
    if (field === 'postalCode')
      await expect.poll(() => dialog.locator('.field-hint').textContent(), { timeout: 10_000 }).not.toBe('');
  }
}

/** Fills and saves the open Add New Address dialog; waits until it has closed. */
export async function addAddress(page: Page, address: AddressFields = SUNITA): Promise<void> {
  await fillAddress(page, address);
  await addressDialog(page).getByRole('button', { name: 'Add Address' }).click();
  await expect.poll(() => addressDialog(page).count(), { timeout: 15_000 }).toBe(0);
}

/**
 * Uncaught errors and console errors, like tests/e2e/helpers.ts watchErrors, minus the Auth
 * emulator's harmless 501 to `/v2/recaptchaConfig` (the SDK probes for reCAPTCHA Enterprise).
 */
export function watchShopperErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/status of 404/.test(text)) return;
    if (/status of 501/.test(text) && /recaptchaConfig/.test(message.location().url ?? '')) return;
    errors.push(`${text} (${message.location().url})`);
  });
  return errors;
}

/**
 * Holds the page's `method` requests to `pattern` until the returned function is called, so a
 * busy state ('Saving...', 'Placing Order...') can be seen for sure. Other requests pass.
 */
export async function holdRequests(page: Page, pattern: string, method: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await released;
    await route.fallback();
  });
  return release;
}

/** Counts the page's `method` requests whose URL path is exactly `path` (e.g. POST /api/orders). */
export function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count++;
  });
  return () => count;
}

/** 'Order #' dates as the shop shows them: en-GB day, short month, year, in India. */
export function shopDate(date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
