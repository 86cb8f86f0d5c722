import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { anAddress, call } from '../support/api.js';
import { signInWithPhone as phoneToken } from '../support/auth.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase, stack } from '../support/emulators.js';
import {
  newMobileNumber,
  orderNumberOf,
  orderTitle,
  signInWithPhone,
  watchShopperErrors,
} from '../support/shopper.js';
import {
  eventually,
  expectNoSeriousA11yViolations,
  newAxePage,
  shot,
  url,
  type Viewport,
  VIEWPORT_NAMES,
  PHONE,
} from './helpers.js';

/**
 * Paying the farm (issue 15, decision 011): the checkout's Payment choice, the order page's
 * pay-by-UPI panel (a QR code on a larger screen, the UPI link on a phone), the shopper's UTR
 * moving the payment to "Awaiting check", the owner marking it paid in the back office and the
 * shopper seeing "Paid"; cash on delivery in Karad, and not offered outside it.
 *
 * KARAD_SHOTS=<a folder you made> also saves the checkout, the pay panel and the owner's order.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  await adminDb()
    .collection('settings')
    .doc('shop')
    .update({ upi: { id: 'karad.organic@okhdfc', payeeName: 'Karad Organic' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(method, path, { base: url('/api'), token, body });

/** A shopper by phone with one address and a cart of one Gulkand 500g (₹200), set up through the API. */
async function shopperWithCart(postalCode = '415110') {
  const mobile = newMobileNumber();
  const { idToken } = await phoneToken(`+91${mobile}`);
  const city = postalCode === '415110' ? 'Karad' : 'Pune';
  const address = await api('POST', '/addresses', idToken, anAddress({ city, postalCode }));
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const line = await api('POST', '/cart', idToken, {
    productId: 1,
    quantity: 1,
    selectedVariant: { unit: '500g' },
  });
  expect(line.status, JSON.stringify(line.body)).toBeLessThan(300);
  return mobile;
}

/** The shopper, signed in through the shop, on the checkout with their address chosen. */
async function atCheckout(viewport: Viewport, mobile: string, { axe = false } = {}) {
  const { context, page } = axe ? await newAxePage(browser, viewport) : await newPage(browser, viewport);
  page.setDefaultTimeout(15_000);
  const errors = watchShopperErrors(page);
  await signInWithPhone(page, mobile, { at: '/checkout' });
  await eventually(() => page.getByTestId('order-total').textContent()).toMatch(/₹/);
  return { context, page, errors };
}

const payment = (page: Page) => page.getByRole('group', { name: 'Payment' });
const badge = (page: Page) => page.getByTestId('payment-badge').first();

function adminAuth() {
  return getAuth(getApps()[0] ?? initializeApp({ projectId: stack().projectId }));
}

async function ownerAt(viewport: Viewport) {
  const mobile = newMobileNumber();
  const { uid } = await adminAuth().createUser({ phoneNumber: `+91${mobile}` });
  await adminAuth().setCustomUserClaims(uid, { admin: true });
  const { context, page } = await newAxePage(browser, viewport);
  page.setDefaultTimeout(15_000);
  const errors = watchShopperErrors(page);
  await signInWithPhone(page, mobile, { at: '/admin' });
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  return { context, page, errors };
}

describe.each(VIEWPORT_NAMES)('paying for an order (%s)', (viewport) => {
  it('pays by UPI: the exact amount to the farm, a reference, “Awaiting check”, then “Paid” once the owner marks it', async () => {
    const mobile = await shopperWithCart();
    const { context, page, errors } = await atCheckout(viewport, mobile);
    // UPI is the default; cash on delivery is offered in Karad for this total.
    expect(await payment(page).getByRole('radio', { name: /^UPI/ }).isChecked()).toBe(true);
    expect(
      await payment(page)
        .getByRole('radio', { name: /^Cash on delivery/ })
        .isEnabled(),
    ).toBe(true);
    await shot(page, `checkout-payment-${viewport}`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    const orderId = page.url().split('/').at(-1)!;
    const total = (await page.getByTestId('order-detail-total').textContent())!;
    const amount = total.replace(/[₹,]/g, '');

    const panel = page.getByTestId('pay-panel');
    await eventually(() => panel.getByRole('heading').textContent()).toBe(`Pay ${total} by UPI`);
    expect(await badge(page).textContent()).toBe('Payment: Due');
    expect(await panel.getByTestId('upi-id').textContent()).toBe('karad.organic@okhdfc');
    const expectedLink =
      `upi://pay?pa=karad.organic%40okhdfc&pn=Karad%20Organic&am=${amount}&cu=INR` +
      `&tn=Karad%20Organic%20order%20${await orderNumberOf(orderId)}`;
    if (viewport === 'desktop') {
      await eventually(() => panel.getByTestId('upi-qr').count()).toBe(1);
      expect(await panel.getByTestId('upi-pay-link').count()).toBe(0);
      expect(
        await panel.getByRole('img', { name: `UPI QR code to pay ${total} to Karad Organic` }).count(),
      ).toBe(1);
    } else {
      expect(await panel.getByTestId('upi-pay-link').getAttribute('href')).toBe(expectedLink);
      expect(await panel.getByTestId('upi-qr').count()).toBe(0);
    }
    expect((await adminDb().collection('orders').doc(orderId).get()).get('totalAmount').toFixed(2)).toBe(
      amount,
    );
    await shot(page, `pay-panel-${viewport}`);

    // The page is accessible (axe needs a context without CSP: a second look at the same order).
    const { context: axeContext, page: axePage } = await newAxePage(browser, viewport);
    await signInWithPhone(axePage, mobile, { at: `/orders/${orderId}` });
    await axePage.getByTestId('pay-panel').getByRole('button', { name: 'I have paid' }).waitFor();
    await expectNoSeriousA11yViolations(axePage, `pay panel (${viewport})`);
    await axeContext.close();

    const field = panel.getByLabel('UPI transaction reference (UTR, 12 digits)');
    await field.fill('12345');
    await panel.getByRole('button', { name: 'I have paid' }).click();
    expect(await panel.getByRole('alert').textContent()).toBe(
      'Please enter the 12-digit UPI transaction reference (UTR), digits only.',
    );
    const reference = viewport === 'phone' ? '412345678901' : '512345678901';
    await field.fill(`${reference.slice(0, 4)} ${reference.slice(4, 8)} ${reference.slice(8)}`);
    await panel.getByRole('button', { name: 'I have paid' }).click();
    await eventually(() => badge(page).textContent()).toBe('Payment: Awaiting check');
    expect(await panel.textContent()).toContain(`Reference ${reference} sent.`);
    expect(errors).toEqual([]);

    // The owner finds the UTR on the order in the back office and marks it paid.
    const owner = await ownerAt(viewport);
    await owner.page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId.slice(0, 8));
    await owner.page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = owner.page.locator(`[data-order-id="${orderId}"]`);
    await card.waitFor();
    await card.locator('summary').click();
    expect(await card.locator('summary').getByTestId('payment-badge').textContent()).toBe(
      'Payment: Awaiting check',
    );
    expect(await card.getByTestId('admin-payment-reference').textContent()).toContain(`UTR ${reference}`);
    await shot(owner.page, `admin-order-payment-${viewport}`);
    await expectNoSeriousA11yViolations(owner.page, `back office order with payment (${viewport})`);
    await card.getByRole('button', { name: 'Mark paid' }).click();
    await card
      .getByRole('dialog', { name: 'Mark this payment paid?' })
      .getByRole('button', { name: 'Yes, it is paid' })
      .click();
    await eventually(() => card.locator('summary').getByTestId('payment-badge').textContent()).toBe(
      'Payment: Paid',
    );
    expect(await card.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    await page.reload();
    await eventually(() => badge(page).textContent()).toBe('Payment: Paid');
    expect(await page.getByTestId('pay-panel').textContent()).toContain('Paid. Thank you!');
    await page.goto(url('/orders'));
    const title = await orderTitle(orderId);
    await eventually(() =>
      page.getByTestId('order-row').filter({ hasText: title }).getByTestId('payment-badge').textContent(),
    ).toBe('Payment: Paid');
    await context.close();
  }, 90_000);
});

// Cash on delivery is a choice and its refusal a sentence: the same at any width (UPI above differs:
// a QR code on a computer, the UPI app on a phone).
describe.each(PHONE)('paying cash on delivery (%s)', (viewport) => {
  it('orders with cash on delivery in Karad', async () => {
    const mobile = await shopperWithCart();
    const { context, page, errors } = await atCheckout(viewport, mobile);
    await payment(page)
      .getByRole('radio', { name: /^Cash on delivery/ })
      .check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+$/);
    const orderId = page.url().split('/').at(-1)!;
    await eventually(() => badge(page).textContent()).toBe('Payment: Cash on delivery · Due');
    const total = (await page.getByTestId('order-detail-total').textContent())!;
    expect(await page.getByTestId('pay-panel').textContent()).toContain(`Please keep ${total} ready in cash`);
    expect(await page.getByTestId('upi-pay-link').count()).toBe(0);
    expect(await page.getByTestId('upi-qr').count()).toBe(0);
    expect((await adminDb().collection('orders').doc(orderId).get()).get('payment')).toEqual({
      method: 'cod',
      status: 'due',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not offer cash on delivery outside Karad, and says why', async () => {
    const mobile = await shopperWithCart('411001');
    const { context, page, errors } = await atCheckout(viewport, mobile, { axe: true });
    const cod = payment(page).getByRole('radio', { name: /^Cash on delivery/ });
    await eventually(() => cod.isDisabled()).toBe(true);
    expect(await payment(page).getByRole('radio', { name: /^UPI/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('cod-note').textContent()).toBe(
      'Cash on delivery is available for Karad PIN codes only.',
    );
    await shot(page, `checkout-no-cod-${viewport}`);
    await expectNoSeriousA11yViolations(page, `checkout without cash on delivery (${viewport})`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
