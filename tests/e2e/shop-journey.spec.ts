import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import { waitForSignedOutNavbar } from '../support/shopper.js';
import {
  eventually,
  navigateInApp,
  url,
  VIEWPORT_NAMES,
  PHONE,
  visibleSearchBox,
  watchErrors,
  type Viewport,
} from './helpers.js';

/** A visitor browsing the catalogue: home, shop filters and sorting, a product, search, errors. */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardNames = (page: Page) =>
  page.getByTestId('product-card').locator('.product-card-name').allTextContents();

async function open(viewport: Viewport, path: string) {
  const { context, page } = await newPage(browser, viewport);
  const errors = watchErrors(page);
  await page.goto(url(path));
  return { context, page, errors };
}

describe.each(VIEWPORT_NAMES)('a visitor shopping (%s)', (viewport) => {
  it('goes from a home category tile to a filtered, sorted shop, a product, a variant and the stock cap', async () => {
    const { context, page, errors } = await open(viewport, '/');
    await eventually(() => page.title()).toMatch(/Karad Organic/);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /Pure organic food/,
    );

    // The Jaggery tile opens the shop filtered by the real category, as a shareable link.
    await page.getByRole('link', { name: /^Jaggery/ }).click();
    await page.waitForURL(/\/shop\?category=sweetener$/);
    await eventually(() => page.getByText('Showing 8 organic items').count()).toBe(1);
    expect(await page.getByLabel('Category').inputValue()).toBe('sweetener');
    // Popularity first: popular products, best organic rating first; the unpopular honeys last.
    const popular = await cardNames(page);
    expect(popular.slice(-3).sort()).toEqual(['Jamun Honey', 'Nilgiri Honey', 'Wild Forest Honey']);

    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await eventually(async () => (await cardNames(page))[0]).toBe('Jaggery Cubes');
    await page.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
    await eventually(async () => (await cardNames(page))[0]).toBe('Tulsi Honey');
    const first = page.getByTestId('product-card').first();
    expect(await first.getByTestId('product-price').textContent()).toBe('From ₹470.00');

    await first.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(/\/product\/16$/);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tulsi Honey');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Jaggery & Honey',
      'Tulsi Honey',
    ]);
    expect(await page.getByTestId('product-price').textContent()).toBe('₹470.00 per unit');
    expect(await page.getByTestId('stock-label').textContent()).toBe('50 500 gm available');
    expect(await page.getByRole('radio', { name: /500 gm/ }).isChecked()).toBe(true);

    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(() => quantity.inputValue()).toBe('2');
    expect(await page.getByTestId('product-total').textContent()).toBe('₹940.00');

    // Another pack: its own price and stock, and the quantity starts again at 1.
    await page.getByText('100 gm', { exact: true }).click();
    await eventually(() => page.getByTestId('product-price').textContent()).toBe('₹110.00 per unit');
    expect(await quantity.inputValue()).toBe('1');
    expect(await page.getByTestId('stock-label').textContent()).toBe('20 100 gm available');

    // Typed quantities are capped at the stock; anything that is not a number becomes 1.
    await quantity.fill('999');
    await eventually(() => quantity.inputValue()).toBe('20');
    expect(await page.getByTestId('product-total').textContent()).toBe('₹2,200.00');
    expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    await quantity.fill('abc');
    await eventually(() => quantity.inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);

    // The picture changes with a thumbnail, and with a swipe of at least 50 px on a phone.
    const main = page.getByTestId('gallery-main').getByRole('img');
    expect(await main.getAttribute('alt')).toBe('Tulsi Honey, picture 1 of 2');
    await page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    expect(await main.getAttribute('alt')).toBe('Tulsi Honey, picture 2 of 2');
    if (viewport === 'phone') {
      const swipe = async (from: number, to: number) => {
        const box = (await page.getByTestId('gallery-main').boundingBox())!;
        const y = box.y + box.height / 2;
        const init = { pointerType: 'touch', isPrimary: true, bubbles: true };
        await page
          .getByTestId('gallery-main')
          .dispatchEvent('pointerdown', { ...init, clientX: box.x + from, clientY: y });
        await page
          .getByTestId('gallery-main')
          .dispatchEvent('pointerup', { ...init, clientX: box.x + to, clientY: y });
      };
      await swipe(200, 160); // 40 px: not a swipe
      expect(await main.getAttribute('alt')).toBe('Tulsi Honey, picture 2 of 2');
      await swipe(100, 200); // right: previous picture
      await eventually(() => main.getAttribute('alt')).toBe('Tulsi Honey, picture 1 of 2');
      await swipe(250, 150); // left: next picture
      await eventually(() => main.getAttribute('alt')).toBe('Tulsi Honey, picture 2 of 2');
    }

    // Signed out, Add to Cart and Order Now lead to the login screen.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/auth\?returnTo=%2Fproduct%2F\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suggests at most 5 products from the navbar search; choosing one opens it and clears the box', async () => {
    const { context, page, errors } = await open(viewport, '/about');
    const box = visibleSearchBox(page);
    await box.fill('honey');
    const options = page.getByRole('option').filter({ visible: true });
    // Five products, then the shop's whole list (tests/e2e/search.spec.ts: the order).
    await eventually(() => options.count()).toBe(6);
    // Category matches too: 'petal jam' is only Gulkand's category.
    await box.fill('PETAL JAM');
    await eventually(() => options.allTextContents()).toEqual([
      expect.stringMatching(/^Gulkand/),
      'See all results for “PETAL JAM”',
    ]);
    await box.fill('tulsi');
    await eventually(() => options.count()).toBeGreaterThan(0);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/product\/16$/);
    expect(await box.inputValue()).toBe('');
    await eventually(() => page.getByRole('option').filter({ visible: true }).count()).toBe(0);

    // Clicking outside closes the suggestions.
    await box.fill('bilona');
    await eventually(() => options.count()).toBe(2);
    await page.getByRole('heading', { level: 1 }).click();
    await eventually(() => options.count()).toBe(0);

    // Enter without choosing opens the shop filtered by the text (name, description or origin).
    await box.fill('nilgiri');
    await box.press('Enter');
    await page.waitForURL(/\/shop\?search=nilgiri$/);
    await eventually(() => page.getByText('Showing 1 organic item', { exact: true }).count()).toBe(1);
    expect(await box.inputValue()).toBe('nilgiri');
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Tabs, error screens, the empty state and the 404: the same at any width.
describe.each(PHONE)('a visitor meeting the shop’s other states (%s)', (viewport) => {
  it('shows the product tabs a product has, and hides the stock label when stock is not tracked', async () => {
    const { context, page, errors } = await open(viewport, '/product/12'); // Kaakvi: stock '-'
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kaakvi');
    expect(await page.getByTestId('stock-label').count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0); // one variant: no variant buttons
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'Product Details',
      'Benefits & Uses',
      'Nutrition Facts',
      'Farm & Origin',
    ]);
    await page.getByRole('tab', { name: 'Product Details' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await eventually(() =>
      page.getByRole('tab', { name: 'Nutrition Facts' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByRole('tabpanel').textContent()).toMatch(/per 100g.*vary/is);
    expect(await page.getByRole('table').getByRole('row').count()).toBe(7);

    // Nilgiri Honey has farmInfo '-' and no origin or methods: no Farm & Origin tab.
    await page.goto(url('/product/19'));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nilgiri Honey');
    expect(await page.getByRole('tab').allTextContents()).not.toContain('Farm & Origin');
    expect(await page.getByRole('heading', { name: 'Customer Reviews' }).count()).toBe(1);
    // Signed out, Add Review leads to the login screen (tapped once the page knows she is signed out).
    await waitForSignedOutNavbar(page);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.waitForURL(/\/auth\?returnTo=%2Fproduct%2F\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the product error screen with a toast and Retry when the product cannot load', async () => {
    const { context, page } = await newPage(browser, viewport);
    let fail = true;
    await page.route('**/api/products/3', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"INTERNAL"}' })
        : route.fallback(),
    );
    // The page arrives rendered with its product (docs/decisions/013): the browser's own call, the
    // one that fails here, is made when the shopper goes to it from another page.
    await page.goto(url('/shop'));
    await navigateInApp(page, '/product/3');
    const message = 'Failed to load product details. Please try again.';
    await eventually(() => page.getByRole('alert').getByText(message).count()).toBe(1);
    // react-toastify loads on this first toast: top right, the same message.
    await eventually(() =>
      page.locator('.Toastify__toast-container--top-right').getByText(message).count(),
    ).toBe(1);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Chia Seeds');
    await context.close();
  });

  it('shows the empty state for a search with no match, and Reset Farm Filters brings everything back', async () => {
    const { context, page, errors } = await open(viewport, '/shop?category=sweetener&search=zzzz');
    await eventually(() => page.getByRole('heading', { name: 'No Organic Products Found' }).count()).toBe(1);
    expect(await page.getByText('Showing 0 organic items').count()).toBe(1);
    await page.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
    await page.getByRole('button', { name: 'Reset Farm Filters' }).click();
    await eventually(() => page.getByTestId('product-card').count()).toBe(18);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Category').inputValue()).toBe('all');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('popularity');
    expect(await visibleSearchBox(page).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says Product Not Found for an unknown product, with a way back to the shop', async () => {
    const { context, page, errors } = await open(viewport, '/product/5');
    await eventually(() => page.getByRole('heading', { name: 'Product Not Found' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await page.waitForURL(/\/shop$/);
    await eventually(() => page.getByTestId('product-card').count()).toBe(18);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a plain error screen when the API is down, and Try Again recovers', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.route('**/api/products', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The farm shop is resting. Please try again.', code: 'INTERNAL' }),
      }),
    );
    // /shop arrives rendered with the catalogue; from the home page the browser asks for it.
    await page.goto(url('/'));
    await navigateInApp(page, '/shop');
    await eventually(() =>
      page.getByRole('heading', { name: 'We couldn’t load the farm’s products' }).count(),
    ).toBe(1);
    expect(await page.getByText('The farm shop is resting. Please try again.').count()).toBe(1);

    // A platform's raw answer ("Internal Server Error", not the API's { message, code }) is never
    // shown: the spec's fallback is.
    await page.unroute('**/api/products');
    await page.route('**/api/products', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByText('Failed to load products. Please try again.').count()).toBe(1);
    expect(await page.getByText('Internal Server Error').count()).toBe(0);
    await page.unroute('**/api/products');
    await page.route('**/api/products', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error' }),
      }),
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByText('Failed to load products. Please try again.').count()).toBe(1);
    expect(await page.getByText('Internal Server Error').count()).toBe(0);

    // With no message from the server (here: no answer at all), the spec's fallback shows.
    await page.unroute('**/api/products');
    await page.route('**/api/products', (route) => route.abort());
    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByText('Failed to load products. Please try again.').count()).toBe(1);

    await page.unroute('**/api/products');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => page.getByTestId('product-card').count()).toBe(18);
    await context.close();
  });

  it('shows the 404 page with the requested path and a link home', async () => {
    const { context, page, errors } = await open(viewport, '/no/such/page');
    await eventually(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect(await page.getByText('/no/such/page').count()).toBe(1);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(url('/'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
