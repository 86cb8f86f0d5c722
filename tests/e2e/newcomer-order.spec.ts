import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as EN from '../../web/src/words/messages.js';
import * as MR from '../../web/src/words/messages.mr.js';
import * as EN_PAGES from '../../web/src/words/account-messages.js';
import * as MR_PAGES from '../../web/src/words/account-messages.mr.js';
import { API_TEXT as EN_API } from '../../functions/src/contract/api-text.js';
import { API_TEXT as MR_API } from '../../functions/src/contract/api-text.mr.js';
import { seedDatabase } from '../../seed/src/seed.js';
import { call } from '../support/api.js';
import { signInWithPhone as phoneToken } from '../support/auth.js';
import { launchBrowser } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { newMobileNumber, signInWithPhone, uidOfMobile, watchShopperErrors } from '../support/shopper.js';
import { eventually, expectNoSeriousA11yViolations, newAxePage, pageOverflows, url } from './helpers.js';

/*
 * A newcomer's first order on a phone (issue 36, points 5, 7 and 8), in English and in Marathi at
 * 360 px, on a shop seeded as `npm start` seeds it: no UPI id, cash on delivery in Karad only,
 * and the demo payment on (a demo project). She adds a Pune address (411001): an empty save names
 * each field that is missing, under the spec's summary, and each mark goes as she puts it right
 * (City and State as the PIN code fills them); her phone is already there. The checkout labels
 * the demo payment, its one main button says "Place Order · ₹460.00" at the foot of the screen
 * with the total, WhatsApp is a second, outlined choice; she places the order and lands on it.
 *
 * KARAD_SHOTS=<a folder you made> saves each screen (the viewport, as she sees it).
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  // As `npm start` seeds the emulators: the demo payment on (seed/src/load.ts seedOptionsFor).
  await seedDatabase(adminDb(), { samples: true, demoPayment: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = {
  en: { prefix: '', M: EN, P: EN_PAGES, T: EN_API as Record<keyof typeof EN_API, unknown> },
  mr: {
    prefix: '/mr',
    M: MR as unknown as typeof EN,
    P: MR_PAGES as unknown as typeof EN_PAGES,
    T: MR_API as Record<keyof typeof EN_API, unknown>,
  },
} as const;

async function look(page: Page, name: string) {
  const folder = process.env['KARAD_SHOTS'];
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`) });
}

describe.each(['en', 'mr'] as const)('a newcomer’s first order to Pune, 360 px (%s)', (language) => {
  const { prefix, M, P, T } = LANGUAGES[language];
  const B = P.ADDRESS_BOOK_MESSAGES;

  it('adds a Pune address, sees the demo payment, places the order with its amount and lands on it', async () => {
    // Two packs of Gulkand in her cart: ₹400, 15% off her first order, ₹120 outside Karad.
    const mobile = newMobileNumber();
    const { idToken } = await phoneToken(`+91${mobile}`);
    const line = await call('POST', '/cart', {
      base: url('/api'),
      token: idToken,
      body: { productId: 1, quantity: 2, selectedVariant: { unit: '500g' } },
    });
    expect(line.status, JSON.stringify(line.body)).toBeLessThan(300);

    // A page that lets axe in (it bypasses the Content-Security-Policy), for the checks below.
    const { context, page } = await newAxePage(browser, 'phone');
    await page.setViewportSize({ width: 360, height: 740 });
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, mobile, { at: '/checkout', language });

    // No address yet: the form opens by itself, her mobile number already in it.
    const dialog = page.getByRole('dialog', { name: B.formTitle });
    await eventually(() => dialog.isVisible()).toBe(true);
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    const errorOf = (name: string) => dialog.locator(`#address-${name}-error`);
    expect(await field(B.labels.phoneNumber).inputValue()).toBe(
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    );

    // An empty save: the summary, and under each field what it needs.
    await dialog.getByRole('button', { name: B.submit }).click();
    // The form checks with the API's schema and says what the API would (api-text.ts).
    expect(await dialog.getByRole('alert').textContent()).toBe(T['address.required']);
    expect(await errorOf('name').textContent()).toBe(T['address.nameRequired']);
    expect(await errorOf('street').textContent()).toBe(T['address.streetRequired']);
    expect(await errorOf('postalCode').textContent()).toBe(T['address.postalCodeRequired']);
    expect(await errorOf('city').textContent()).toBe(T['address.cityRequired']);
    expect(await errorOf('state').textContent()).toBe(T['address.stateRequired']);
    expect(await errorOf('phoneNumber').count()).toBe(0);
    expect(await field(B.labels.name).evaluate((input) => input === document.activeElement)).toBe(true);
    await look(page, `newcomer-address-errors-${language}`);
    await expectNoSeriousA11yViolations(page, `address form with its errors (${language})`);

    // Put right one by one: each mark goes; the PIN code fills City and State, and theirs go too.
    await field(B.labels.name).fill(language === 'mr' ? 'सुनीता पाटील' : 'Sunita Patil');
    await eventually(() => errorOf('name').count()).toBe(0);
    await field(B.labels.street).fill(language === 'mr' ? '12, एफ. सी. रोड' : '12 FC Road, Shivajinagar');
    await field(B.labels.landmark).fill(language === 'mr' ? 'कृष्णा हॉस्पिटलजवळ' : 'Near Krishna Hospital');
    await field(B.labels.postalCode).fill('411001');
    await eventually(() => field(B.labels.city).inputValue()).toBe('Pune City');
    expect(await field(B.labels.state).inputValue()).toBe('Maharashtra');
    await eventually(() => dialog.locator('.field-error').count()).toBe(0);
    expect(await field(B.labels.city).getAttribute('aria-invalid')).toBeNull();
    expect(await field(B.labels.state).getAttribute('aria-invalid')).toBeNull();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await look(page, `newcomer-address-filled-${language}`);
    expect(await pageOverflows(page)).toBe(false);
    await dialog.getByRole('button', { name: B.submit }).click();
    await eventually(() => dialog.count()).toBe(0);
    const landmark = language === 'mr' ? 'कृष्णा हॉस्पिटलजवळ' : 'Near Krishna Hospital';
    expect(await page.getByTestId('address-option').textContent()).toContain(
      P.SUMMARY_MESSAGES.landmark(landmark),
    );

    // The quote: cash on delivery is offered to Pune, as the demo payment, labelled so.
    await eventually(() => page.getByTestId('order-total').textContent()).toBe('₹460.00');
    expect(await page.getByTestId('demo-payment').textContent()).toBe(M.PAYMENT_MESSAGES.demoPayment);
    expect(await page.getByRole('radio', { name: M.PAYMENT_MESSAGES.cod }).isChecked()).toBe(true);

    // Place Order, with the amount, is the main button: filled, in the bar at the foot of the
    // screen, which shows the total; WhatsApp is outlined, below.
    const place = page.getByRole('button', { name: P.CHECKOUT_PAGE_MESSAGES.placeOrderFor('₹460.00') });
    const bar = page.getByTestId('checkout-place-bar');
    expect(await bar.getByTestId('checkout-bar-total').textContent()).toBe(
      `${P.SUMMARY_MESSAGES.total} ₹460.00`,
    );
    expect(await bar.getByRole('button').textContent()).toBe(
      P.CHECKOUT_PAGE_MESSAGES.placeOrderFor('₹460.00'),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await place.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.y).toBeGreaterThan(740 / 2);
    await look(page, `newcomer-checkout-top-${language}`);
    const whatsapp = page.getByRole('button', { name: P.CHECKOUT_PAGE_MESSAGES.orderViaWhatsApp });
    const background = (button: typeof place) =>
      button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const CLEAR = 'rgba(0, 0, 0, 0)';
    expect(await background(place)).not.toBe(CLEAR);
    expect(await background(whatsapp)).toBe(CLEAR);
    const wide = (await whatsapp.boundingBox())!;
    expect(wide.width * wide.height).toBeLessThanOrEqual(box.width * box.height);
    await page.getByTestId('payment-choice').scrollIntoViewIfNeeded();
    await look(page, `newcomer-checkout-payment-${language}`);
    expect(await pageOverflows(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, `checkout with the demo payment (${language})`);

    // Placed: her order, with the landmark she gave, paid in cash at the door.
    await place.click();
    await page.waitForURL(new RegExp(`${prefix}/orders/[\\w-]+$`));
    await eventually(() => page.locator('.order-address').textContent()).toContain(landmark);
    await look(page, `newcomer-order-${language}`);
    const orders = await adminDb()
      .collection('orders')
      .where('userId', '==', await uidOfMobile(mobile))
      .get();
    expect(orders.docs.map((doc) => doc.get('payment'))).toEqual([{ method: 'cod', status: 'due' }]);
    expect(orders.docs[0]!.get('totalAmount')).toBe(460);
    expect(errors).toEqual([]);
    await context.close();
  });
});
