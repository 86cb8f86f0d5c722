import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { anAddress, call } from '../support/api.js';
import { signInWithPhone as phoneToken } from '../support/auth.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase, setFarmUpi } from '../support/emulators.js';
import {
  newMobileNumber,
  newOwnerNumber,
  orderTitle,
  signInWithPhone,
  toast,
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
 * The owner runs the shop from the shop (issue 10): the back office under /admin for a user with
 * the admin claim — orders moved along their lifecycle, prices and stock, the blog — and what
 * shoppers see of it: the timeline on their order page and their own Cancel Order. Anyone else gets
 * the 404 at /admin.
 *
 * KARAD_SHOTS=<a folder you made> also saves each admin screen and the order timeline there.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  // This file places UPI orders: the farm's UPI id is set (a new shop has none).
  await setFarmUpi();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(method, path, { base: url('/api'), token, body });

/** The owner, signed in through the shop's own sign-in screen, on the back office. */
async function ownerAt(viewport: Viewport, path = '/admin', { axe = false } = {}) {
  const mobile = await newOwnerNumber();
  const { context, page } = axe ? await newAxePage(browser, viewport) : await newPage(browser, viewport);
  page.setDefaultTimeout(15_000);
  const errors = watchShopperErrors(page);
  await signInWithPhone(page, mobile, { at: path });
  if (path.startsWith('/admin')) await page.getByRole('navigation', { name: 'Back office' }).waitFor();
  return { context, page, errors };
}

/** A shopper (by phone number) who orders straight through the API; answers the order id. */
async function placeOrder(mobile: string, items: { productId: number; unit: string; quantity: number }[]) {
  const { idToken } = await phoneToken(`+91${mobile}`);
  const address = await api('POST', '/addresses', idToken, anAddress());
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const placed = await api('POST', '/orders/direct', idToken, {
    selectedAddressId: address.body._id,
    items: items.map((item) => ({ ...item, selectedVariant: { unit: item.unit } })),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.orderId as string;
}

/** A shopper's UPI order whose payment she claims with `reference` (a UTR); answers its id. */
async function placeClaimedOrder(reference: string) {
  const mobile = newMobileNumber();
  const orderId = await placeOrder(mobile, [{ productId: 16, unit: '100 gm', quantity: 1 }]);
  const { idToken } = await phoneToken(`+91${mobile}`);
  const claimed = await api('POST', `/orders/${orderId}/payment-claim`, idToken, { reference });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  return orderId;
}

/** A 12-digit UTR no other order of this run has given. */
const newReference = () =>
  String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');

const stockOf = async (productId: number, unit: string) => {
  const data = (await adminDb().collection('products').doc(String(productId)).get()).data() as {
    variants: { unit: string; stock: unknown }[];
  };
  return data.variants.find((v) => v.unit === unit)?.stock;
};

/** The order's card on the Orders screen, opened. */
async function openOrderCard(page: Page, orderId: string) {
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await card.waitFor();
  if ((await card.getAttribute('open')) === null) await card.locator('summary').click();
  return card;
}

/** Narrows the Orders screen to one order by its number. */
async function searchOrder(page: Page, orderId: string) {
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId.slice(0, 8));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await eventually(() => page.getByTestId('admin-order').count()).toBe(1);
}

const timelineSteps = (page: Page) =>
  page.getByTestId('order-timeline').locator('li strong').allTextContents();

/** No horizontal scroll: the owner runs the shop from a 360 px phone. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A full-page shot taken at the top, where the sticky navbar and editor toolbar sit in place. */
const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** A block of a post's body: a paragraph's text, a heading, or a bulleted list's items. */
type BodyBlock = string | { heading: string } | { list: string[] };

/**
 * Writes a post's body in one language's editor as the owner does: typing, Enter between blocks,
 * and the toolbar's Heading and Bulleted list buttons (each says it is on).
 */
async function writeBody(page: Page, language: Locator, blocks: BodyBlock[]) {
  await language.getByRole('textbox', { name: 'Content' }).click();
  for (const [index, block] of blocks.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    if (typeof block === 'string') {
      await page.keyboard.insertText(block);
    } else if ('heading' in block) {
      await page.keyboard.insertText(block.heading);
      const heading = language.getByRole('button', { name: 'H2 heading' });
      await heading.click();
      await eventually(() => heading.getAttribute('aria-pressed')).toBe('true');
    } else {
      const list = language.getByRole('button', { name: 'Bulleted list' });
      await list.click();
      await eventually(() => list.getAttribute('aria-pressed')).toBe('true');
      for (const [n, item] of block.list.entries()) {
        if (n > 0) await page.keyboard.press('Enter');
        await page.keyboard.insertText(item);
      }
    }
  }
}

// The owner runs the shop from her phone; the way in and every admin screen are still checked at
// both widths below.
describe.each(PHONE)('the owner’s back office (%s)', (viewport) => {
  it('ships and delivers an order, and the shopper sees each step on their order page', async () => {
    const shopper = newMobileNumber();
    const orderId = await placeOrder(shopper, [{ productId: 16, unit: '250 gm', quantity: 1 }]);

    const { context, page, errors } = await ownerAt(viewport);
    await eventually(() => page.getByTestId('admin-today').textContent()).toMatch(/new orders? today/);
    await searchOrder(page, orderId);
    const card = await openOrderCard(page, orderId);
    expect(await card.getByRole('link', { name: 'WhatsApp the shopper' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d{11,15}$/,
    );
    // Pending: exactly the moves ORDER_MOVES allows.
    expect(await card.locator('.admin-order-buttons button').allTextContents()).toEqual([
      'Mark Shipped',
      'Cancel order',
    ]);
    const tracking = 'https://track.example.in/EE123456789IN';
    await card.getByLabel(/Note/).fill(`Sent with the S.T. bus, track it at ${tracking}.`);
    await card.getByRole('button', { name: 'Mark Shipped' }).click();
    // Asked first; then the status moves and a WhatsApp message to the shopper is ready, naming
    // the order by its KO number only.
    await card
      .getByRole('dialog', { name: 'Mark this order Shipped?' })
      .getByRole('button', { name: 'Yes, mark it Shipped' })
      .click();
    await eventually(() => card.locator('.admin-status').textContent()).toBe('Shipped');
    const update = new URL((await card.getByTestId('send-update').getAttribute('href'))!);
    expect(update.origin + update.pathname).toMatch(/^https:\/\/wa\.me\/91\d{10}$/);
    const text = update.searchParams.get('text')!;
    expect(text).toMatch(/\bKO-\d{4,}\b/);
    expect(text).toContain(`Sent with the S.T. bus, track it at ${tracking}.`);
    expect(text).not.toContain(orderId.slice(0, 8));
    await card.getByRole('button', { name: 'Mark Delivered' }).click();
    await card
      .getByRole('dialog', { name: 'Mark this order Delivered?' })
      .getByRole('button', { name: 'Yes, mark it Delivered' })
      .click();
    await eventually(() => card.locator('.admin-status').textContent()).toBe('Delivered');
    expect(await card.textContent()).toContain('This order is final');
    expect(await pageOverflows(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    const { context: shopperContext, page: shopperPage } = await newPage(browser, viewport);
    await signInWithPhone(shopperPage, shopper, { at: `/orders/${orderId}` });
    await eventually(() => timelineSteps(shopperPage)).toEqual(['Order placed', 'Shipped', 'Delivered']);
    // The tracking address in the note is a link the shopper can tap, opening in a new tab.
    expect(await shopperPage.getByTestId('order-timeline').textContent()).toContain(
      `“Sent with the S.T. bus, track it at ${tracking}.”`,
    );
    const track = shopperPage.getByTestId('order-timeline').getByRole('link', { name: tracking });
    expect(await track.getAttribute('href')).toBe(tracking);
    expect(await track.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await shopperPage.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await shopperContext.close();
  });

  it('filters the payments to check, oldest claim first, confirms one in green and the count drops', async () => {
    const first = await placeClaimedOrder(newReference());
    const second = await placeClaimedOrder(newReference());

    const { context, page, errors } = await ownerAt(viewport);
    const filters = page.getByRole('group', { name: 'Show orders' }).getByRole('button');
    // The daily task is the first filter, with how many wait in its badge.
    expect(await filters.first().getAttribute('data-testid')).toBe('payments-to-check');
    const count = page.getByTestId('payments-to-check-count');
    await eventually(async () => Number(await count.textContent())).toBeGreaterThanOrEqual(2);
    const waiting = Number(await count.textContent());
    await page.getByRole('button', { name: /^Payment to check/ }).click();
    await eventually(() => page.getByTestId('admin-order').count()).toBe(waiting);
    const listed = await page
      .getByTestId('admin-order')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order-id')));
    // Oldest claim first: the first one claimed comes before the second.
    expect(listed.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(first)).toBeLessThan(listed.indexOf(second));
    expect(await page.locator(`[data-order-id="${first}"] .admin-order-date`).textContent()).toMatch(
      /^UTR given /,
    );
    // The order number keeps to one line beside its badges (it wrapped as "KO-" / "1118").
    const number = page.locator(`[data-order-id="${first}"] .admin-order-number`);
    const total = page.locator(`[data-order-id="${first}"] .admin-order-total`);
    expect(await number.textContent()).toMatch(/^KO-\d{4,}$/);
    expect(await number.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
    expect((await number.boundingBox())!.height).toBeLessThanOrEqual((await total.boundingBox())!.height + 1);
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, `admin-payments-to-check-${viewport}`);

    const card = await openOrderCard(page, first);
    const markPaid = card.getByRole('button', { name: 'Mark paid' });
    await markPaid.click();
    const dialog = card.getByRole('dialog', { name: 'Mark this payment paid?' });
    const yes = dialog.getByRole('button', { name: 'Yes, it is paid' });
    await yes.waitFor();
    // Good news in the shop's green, not the red of danger.
    const colourOf = (variable: string) =>
      page.evaluate((name) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, variable);
    const background = await yes.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe(await colourOf('--green-700'));
    expect(background).not.toBe(await colourOf('--danger'));
    await scrollToTop(page);
    await shot(page, `admin-confirm-paid-${viewport}`);
    await yes.click();
    await eventually(() => card.getByTestId('payment-badge').first().textContent()).toContain('Paid');
    await eventually(async () => Number(await count.textContent())).toBe(waiting - 1);
    expect((await adminDb().collection('orders').doc(first).get()).get('payment.status')).toBe('paid');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels an order only after confirming, and its stock is back on the product page', async () => {
    const before = await stockOf(1, '500g');
    const orderId = await placeOrder(newMobileNumber(), [{ productId: 1, unit: '500g', quantity: 2 }]);
    expect(await stockOf(1, '500g')).toBe((before as number) - 2);

    const { context, page, errors } = await ownerAt(viewport);
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await searchOrder(page, orderId);
    const card = await openOrderCard(page, orderId);
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(await card.locator('.admin-status').textContent()).toBe('Pending');

    await card.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await eventually(() => card.locator('.admin-status').textContent()).toBe('Cancelled');
    expect(errors).toEqual([]);
    await context.close();

    const { context: visitor, page: shop } = await newPage(browser, viewport);
    await shop.goto(url('/product/1'));
    await eventually(() => shop.getByTestId('stock-label').textContent()).toBe(`${before} 500g available`);
    await visitor.close();
  });

  it('changes a price and a stock in the catalogue; the shop shows the new price', async () => {
    const price = viewport === 'phone' ? '265' : '285';
    const { context, page, errors } = await ownerAt(viewport, '/admin/catalogue');
    // Each product is folded to a row: found by the search box, opened by a tap.
    await page.getByRole('searchbox', { name: 'Find a product' }).fill('jamun honey');
    await eventually(() => page.getByTestId('admin-product').count()).toBe(1);
    await page.getByTestId('admin-product').locator(':scope > summary').click();
    const pack = page.getByRole('form', { name: 'Jamun Honey, 250 gm' });
    await pack.getByLabel('Price (₹)').fill('2.505');
    await pack.getByRole('button', { name: 'Save' }).click();
    expect(await pack.getByRole('alert').textContent()).toBe(
      'Please enter a price above 0 with at most two decimals, or leave it empty.',
    );
    await pack.getByLabel('Price (₹)').fill(price);
    await pack.getByLabel('Stock').fill('3');
    await pack.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toast(page, 'Jamun Honey saved.').count()).toBeGreaterThan(0);
    // Saved: the row shows the server's values and says the stock is low in words.
    await eventually(() => pack.getByText('Low stock').count()).toBe(1);
    expect(await pack.getByLabel('Price (₹)').inputValue()).toBe(`${price}.00`);
    expect(await pageOverflows(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    const { context: visitor, page: shop } = await newPage(browser, viewport);
    await shop.goto(url('/product/18'));
    await eventually(() => shop.getByTestId('product-price').textContent()).toContain(`₹${price}.00`);
    expect(await shop.getByTestId('stock-label').textContent()).toBe('3 250 gm available');
    await visitor.close();
  });

  it('writes a post in both languages through the editor, shows it on /blog, then edits and deletes it', async () => {
    const english = `Monsoon on the farm (${viewport})`;
    const marathi = `शेतावरचा पावसाळा (${viewport})`;
    const slug = `monsoon-on-the-farm-${viewport}`;
    const { context, page, errors } = await ownerAt(viewport, '/admin/blog');
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('Author').fill('Asha Jadhav');
    await page
      .getByRole('group', { name: 'Featured image' })
      .getByLabel(/Or give its address/)
      .fill('/images/blog/jaggery-season-in-karad.svg');
    await page.getByLabel(/Tags/).fill('monsoon, farm');
    const en = page.getByTestId('editor-en');
    const mr = page.getByTestId('editor-mr');
    await en.getByLabel('Title').fill(english);
    // The English slug follows the title.
    expect(await en.getByLabel(/Slug/).inputValue()).toBe(slug);
    // The body is written, not typed as HTML: a heading, two paragraphs and a list, from the toolbar.
    await writeBody(page, en, [
      { heading: 'After the first rain' },
      'The first rain.',
      'The soil wakes up.',
      { list: ['Sow the jowar', 'Mend the bunds'] },
    ]);
    await mr.getByLabel('Title').fill(marathi);
    await mr.getByRole('button', { name: /Use the English title/ }).click();
    expect(await mr.getByLabel(/Slug/).inputValue()).toBe(`${slug}-mr`);
    await writeBody(page, mr, ['पहिला पाऊस.', 'माती जागी होते.']);
    expect(await pageOverflows(page)).toBe(false);
    await scrollToTop(page);
    await shot(page, `admin-blog-editor-written-${viewport}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(url('/admin/blog'));
    await eventually(() => page.getByTestId('admin-post').filter({ hasText: english }).count()).toBe(1);

    // Readers get each paragraph as a paragraph of its own, the heading and the list as written.
    const { context: visitor, page: reader } = await newPage(browser, viewport);
    await reader.goto(url('/blog'));
    await eventually(() => reader.getByTestId('blog-card').filter({ hasText: marathi }).count()).toBe(1);
    await reader.goto(url(`/blog/${slug}`));
    const body = reader.getByTestId('blog-content');
    await eventually(() => body.locator('p').allTextContents()).toEqual([
      'The first rain.',
      'The soil wakes up.',
    ]);
    expect(await body.locator('h2').allTextContents()).toEqual(['After the first rain']);
    expect(await body.locator('ul > li').allTextContents()).toEqual(['Sow the jowar', 'Mend the bunds']);
    await reader.goto(url(`/blog/${slug}-mr`));
    await eventually(() => reader.getByTestId('blog-content').locator('p').allTextContents()).toEqual([
      'पहिला पाऊस.',
      'माती जागी होते.',
    ]);
    await visitor.close();

    // Edit: the title changes, the address stays; leaving before saving asks first.
    const row = page.getByTestId('admin-post').filter({ hasText: english });
    await row.getByRole('link', { name: /^Edit/ }).click();
    const title = page.getByTestId('editor-en').getByLabel('Title');
    await eventually(() => title.inputValue()).toBe(english);
    await page.getByTestId('editor-en').getByRole('textbox', { name: 'Content' }).waitFor();
    await title.fill(`${english}, part one`);
    expect(await page.getByTestId('editor-en').getByLabel(/Slug/).inputValue()).toBe(slug);
    const sections = page.getByRole('navigation', { name: 'Back office' });
    await sections.getByRole('link', { name: 'Catalogue' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await scrollToTop(page);
    await shot(page, `admin-blog-leave-dialog-${viewport}`);
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/admin/blog/edit/${slug}`);
    expect(await title.inputValue()).toBe(`${english}, part one`);
    // Closing the tab asks too (the browser's own question); dismissed, the page stays.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/admin/blog'));
    const edited = page.getByTestId('admin-post').filter({ hasText: `${english}, part one` });
    await edited.waitFor();
    expect(await leave.count()).toBe(0);

    // Opened and left untouched: no question.
    await edited.getByRole('link', { name: /^Edit/ }).click();
    await page.getByTestId('editor-en').getByRole('textbox', { name: 'Content' }).waitFor();
    await sections.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(url('/admin/blog'));
    expect(await leave.count()).toBe(0);

    // Delete, after confirming.
    await edited.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await eventually(() => edited.count()).toBe(0);
    const gone = await call('GET', `/blog/${slug}`, { base: url('/api') });
    expect(gone.status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a shopper cancel their own Pending order; the order list shows it Cancelled', async () => {
    const mobile = newMobileNumber();
    const orderId = await placeOrder(mobile, [{ productId: 15, unit: '250 gm', quantity: 1 }]);
    const { context, page } = await newPage(browser, viewport);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, mobile);
    // Not the owner: no way into the back office.
    expect(await page.getByRole('link', { name: 'Back office' }).count()).toBe(0);
    await page.goto(url(`/orders/${orderId}`));
    await eventually(() => timelineSteps(page)).toEqual(['Order placed']);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Yes, cancel my order' }).click();
    await eventually(() => timelineSteps(page)).toEqual(['Order placed', 'Cancelled']);
    expect(await page.locator('.order-detail-header .order-status').textContent()).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await page.goto(url('/orders'));
    const row = page.getByTestId('order-row').filter({ hasText: await orderTitle(orderId) });
    await eventually(() => row.locator('.order-status').textContent()).toBe('Cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the back office’s door', () => {
  it('gives a signed-out visitor and a shopper the 404 page at /admin', async () => {
    const { context, page } = await newPage(browser, 'phone');
    // The back office's code is one lazy chunk: the home page never asks for it.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /admin/.test(path))).toEqual([]);
    for (const path of ['/admin', '/admin/catalogue', '/admin/blog/new']) {
      await page.goto(url(path));
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    }
    await signInWithPhone(page, newMobileNumber(), { at: '/admin' });
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    await context.close();
  });

  it.each(VIEWPORT_NAMES)('shows the owner the way in from the navbar or the menu (%s)', async (viewport) => {
    const { context, page } = await ownerAt(viewport, '/');
    if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Back office' }).filter({ visible: true }).click();
    await page.waitForURL(url('/admin'));
    await page.getByRole('heading', { name: 'Back office' }).waitFor();
    if (viewport === 'desktop') {
      // The narrowest width with the full navbar (60rem): the extra link must still fit.
      await page.setViewportSize({ width: 960, height: 800 });
      await eventually(() => page.locator('.navbar-admin').isVisible()).toBe(true);
      expect(await pageOverflows(page)).toBe(false);
      await shot(page, 'navbar-owner-960');
    }
    await context.close();
  });
});

describe.each(VIEWPORT_NAMES)('accessibility of the back office (%s)', (viewport) => {
  it('has no serious or critical axe violation on any admin screen or the order timeline', async () => {
    const orderId = await placeOrder(newMobileNumber(), [{ productId: 16, unit: '100 gm', quantity: 2 }]);
    const { context, page } = await ownerAt(viewport, '/admin', { axe: true });
    await searchOrder(page, orderId);
    await openOrderCard(page, orderId);
    await expectNoSeriousA11yViolations(page, 'admin orders');
    await shot(page, `admin-orders-${viewport}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'admin cancel dialog');
    await shot(page, `admin-cancel-dialog-${viewport}`);
    await page.getByRole('button', { name: 'Keep the order' }).click();

    const sections = page.getByRole('navigation', { name: 'Back office' });
    await sections.getByRole('link', { name: 'Catalogue' }).click();
    await page.getByTestId('admin-product').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'admin catalogue');
    await shot(page, `admin-catalogue-${viewport}`);
    // Adding a product of the season, with two packs (one added, one removed on the way).
    await page.getByText('Add a product', { exact: true }).first().click();
    const form = page.getByRole('form', { name: 'Add a product' });
    await form.getByLabel('Name', { exact: true }).fill(`Tilgul Laddu (${viewport})`);
    await form.getByLabel('Category').fill('Laddu');
    await form.getByLabel('Description', { exact: true }).fill('Sesame and jaggery laddus for Sankranti.');
    // Its Marathi name now too; the Marathi description can come later.
    await form.getByLabel('Name in Marathi').fill('तिळगुळाचे लाडू');
    await form.getByLabel('Pack (e.g. 250 g)').fill('250 g');
    await form.getByLabel('Price (₹)').fill('160');
    await form.getByRole('button', { name: 'Add a pack' }).click();
    await form.getByRole('button', { name: 'Add a pack' }).click();
    await form.getByRole('button', { name: 'Remove pack 3' }).click();
    await form.getByLabel('Pack (e.g. 250 g)').nth(1).fill('500 g');
    await form.getByLabel('Price (₹)').nth(1).fill('300');
    await expectNoSeriousA11yViolations(page, 'admin add product');
    await shot(page, `admin-add-product-${viewport}`);
    await form.getByRole('button', { name: 'Add a product' }).click();
    await eventually(() =>
      toast(page, `Tilgul Laddu (${viewport}) added to the shop.`).count(),
    ).toBeGreaterThan(0);
    const added = page.getByTestId('admin-product').filter({ hasText: `Tilgul Laddu (${viewport})` });
    expect(await added.count()).toBe(1);
    // Its row names its category as the shop does ("Laddu"), folded until opened.
    expect(await added.locator('.admin-row-category').textContent()).toBe('Laddu');
    await added.locator(':scope > summary').click();
    expect(await pageOverflows(page)).toBe(false);
    // The season changes its words: renamed and re-described from its own card; the shop follows.
    await added.getByText('Edit name, description and picture').click();
    const edit = added.getByRole('form', { name: `Edit Tilgul Laddu (${viewport})` });
    await edit.getByLabel('Name', { exact: true }).fill(`Til Laddu (${viewport})`);
    await edit
      .getByLabel('Description', { exact: true })
      .fill('Sesame, jaggery and a little ghee, rolled by hand for Sankranti.');
    await expectNoSeriousA11yViolations(page, 'admin edit product');
    await shot(page, `admin-edit-product-${viewport}`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => toast(page, `Til Laddu (${viewport}) saved.`).count()).toBeGreaterThan(0);
    const renamed = await adminDb()
      .collection('products')
      .where('name', '==', `Til Laddu (${viewport})`)
      .get();
    expect(renamed.docs.map((d) => d.get('shortDescription'))).toEqual([
      'Sesame, jaggery and a little ghee, rolled by hand for Sankranti.',
    ]);
    expect(await pageOverflows(page)).toBe(false);

    await sections.getByRole('link', { name: 'Blog' }).click();
    await page.getByTestId('admin-post').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'admin blog');
    await shot(page, `admin-blog-${viewport}`);

    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByTestId('editor-en').getByLabel('Title').fill('A look at the editor');
    await writeBody(page, page.getByTestId('editor-en'), [{ heading: 'Heading' }, 'Body text.']);
    await page.getByTestId('editor-en').getByRole('button', { name: 'Link' }).click();
    await expectNoSeriousA11yViolations(page, 'admin blog editor');
    await scrollToTop(page);
    await shot(page, `admin-blog-editor-${viewport}`);
    await sections.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'admin blog leave dialog');
    await context.close();

    // The shopper's order page with its timeline and Cancel Order.
    const mobile = newMobileNumber();
    const mine = await placeOrder(mobile, [{ productId: 16, unit: '100 gm', quantity: 1 }]);
    const shopper = await newAxePage(browser, viewport);
    await signInWithPhone(shopper.page, mobile, { at: `/orders/${mine}` });
    await shopper.page.getByTestId('order-timeline').waitFor();
    await expectNoSeriousA11yViolations(shopper.page, 'order timeline');
    await shot(shopper.page, `order-timeline-${viewport}`);
    await shopper.page.getByRole('button', { name: 'Cancel Order' }).click();
    await shopper.page.getByRole('dialog', { name: 'Cancel this order?' }).waitFor();
    await expectNoSeriousA11yViolations(shopper.page, 'shopper cancel dialog');
    await shot(shopper.page, `order-cancel-dialog-${viewport}`);
    await shopper.context.close();
  });
});
