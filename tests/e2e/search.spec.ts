import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as EN_SHOP from '../../web/src/words/shop-messages.js';
import * as MR_SHOP from '../../web/src/words/shop-messages.mr.js';
import * as EN_UI from '../../web/src/words/ui-messages.js';
import * as MR_UI from '../../web/src/words/ui-messages.mr.js';
import * as EN_CORE from '../../web/src/words/messages.js';
import * as MR_CORE from '../../web/src/words/messages.mr.js';
import { products } from '../../seed/src/data/products.js';
import { productsMarathi } from '../../seed/src/data/products-mr.js';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import {
  eventually,
  expectNoSeriousA11yViolations,
  newAxePage,
  pageOverflows,
  url,
  VIEWPORT_NAMES,
  watchErrors,
  type Viewport,
} from './helpers.js';

/*
 * Finding a product (issue 36): the navbar's suggestions put the closest name first and end with
 * "See all results"; a near miss ("hony") offers the nearest names; the shop's results come before
 * its banner, the closest first; the PIN code check names the place and refuses six digits that
 * are no PIN code. In English and in Marathi, on a 360 px phone and a desktop.
 *
 * KARAD_SHOTS=<a folder you made> saves each screen as the shopper sees it (the viewport).
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const honey = products.find((p) => p.name === 'Honey')!;
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    honey: 'Honey',
    typed: 'honey',
    misspelt: 'hony',
    shop: EN_SHOP,
    ui: EN_UI.UI_MESSAGES,
    pricing: EN_CORE.PRICING_MESSAGES,
    state: 'Maharashtra',
  },
  {
    lang: 'mr',
    prefix: '/mr',
    honey: productsMarathi[honey.id]!.name!, // मध
    typed: productsMarathi[honey.id]!.name!,
    // A Marathi shopper may type the English name, and misspell it.
    misspelt: 'hony',
    shop: MR_SHOP,
    ui: MR_UI.UI_MESSAGES,
    pricing: MR_CORE.PRICING_MESSAGES,
    state: 'महाराष्ट्र',
  },
] as const;

async function look(page: Page, name: string, fullPage = false) {
  const folder = process.env['KARAD_SHOTS'];
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}

const cardNames = (page: Page) =>
  page.getByTestId('product-card').locator('.product-card-name').allTextContents();

describe.each(LANGUAGES)('searching in $lang', (language) => {
  const { prefix, shop, ui, pricing } = language;
  const box = (page: Page) =>
    page.getByRole('combobox', { name: shop.PRODUCT_SEARCH_MESSAGES.inputLabel }).filter({ visible: true });
  const options = (page: Page) => page.getByRole('option').filter({ visible: true });

  describe.each(VIEWPORT_NAMES)('(%s)', (viewport: Viewport) => {
    const tag = `${language.lang}-${viewport}`;

    it('suggests Honey first, then all results; the results come before the banner', async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      await page.goto(url(`${prefix}/about`));
      await box(page).fill(language.typed);
      await eventually(() => options(page).count()).toBe(6);
      const rows = await options(page).allTextContents();
      expect(rows[0]).toMatch(new RegExp(`^${language.honey}`));
      expect(rows[5]).toBe(shop.PRODUCT_SEARCH_MESSAGES.seeAll(language.typed));
      await look(page, `suggestions-${tag}`);

      // The last row opens the shop's list for the text, closest first.
      await box(page).press('ArrowUp');
      await box(page).press('Enter');
      await page.waitForURL(url(`${prefix}/shop?search=${encodeURIComponent(language.typed)}`));
      await eventually(async () => (await cardNames(page))[0]).toBe(language.honey);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toContain(`“${language.typed}”`);
      // The first card shows without scrolling; the banner is under the results.
      const card = (await page.getByTestId('product-card').first().boundingBox())!;
      expect(card.y + card.height / 2).toBeLessThan(VIEWPORTS[viewport].height);
      const banner = (await page.locator('.shop-header').boundingBox())!;
      expect(banner.y).toBeGreaterThan(card.y + card.height);
      expect(await pageOverflows(page)).toBe(false);
      await look(page, `results-${tag}`);
      await look(page, `results-whole-${tag}`, true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('offers the nearest names for a near miss, in the suggestions and on the results page', async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      await page.goto(url(`${prefix}/about`));
      await box(page).fill(language.misspelt);
      await eventually(() => page.getByRole('status').filter({ visible: true }).textContent()).toBe(
        `${shop.PRODUCT_SEARCH_MESSAGES.noMatch(language.misspelt)} ${shop.PRODUCT_SEARCH_MESSAGES.didYouMean}`,
      );
      await eventually(async () => (await options(page).allTextContents())[0]).toMatch(
        new RegExp(`^${language.honey}`),
      );
      await look(page, `did-you-mean-${tag}`);
      await options(page).first().click();
      await page.waitForURL(url(`${prefix}/product/${honey.id}`));

      await page.goto(url(`${prefix}/shop?search=${language.misspelt}`));
      const nearest = page.getByTestId('did-you-mean');
      await eventually(() => nearest.getByRole('link').first().textContent()).toBe(language.honey);
      expect(await pageOverflows(page)).toBe(false);
      await look(page, `results-did-you-mean-${tag}`);
      await nearest.getByRole('link').first().click();
      await eventually(async () => (await cardNames(page))[0]).toBe(language.honey);
      expect(new URL(page.url()).searchParams.get('search')).toBe(language.honey);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('says 999999 is no PIN code, and names Pune for 411001', async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = watchErrors(page);
      await page.goto(url(`${prefix}/product/${honey.id}`));
      const field = page.getByLabel(pricing.pincodeLabel);
      const result = page.getByTestId('pincode-result');
      await field.fill('999999');
      await field.press('Enter');
      await eventually(() => result.textContent()).toBe(ui.notAPincode('999999'));
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await page.locator('.pincode-check').scrollIntoViewIfNeeded();
      await look(page, `pincode-refused-${tag}`);
      await field.fill('411001');
      await field.press('Enter');
      await eventually(() => result.textContent()).toContain(`411001 (Pune City, ${language.state})`);
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      await look(page, `pincode-pune-${tag}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

describe('the search box on the shop', () => {
  it('keeps every letter and its suggestions while the list follows the text', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const errors = watchErrors(page);
    await page.goto(url('/shop'));
    await page.getByTestId('product-card').first().waitFor();
    const box = page.getByRole('combobox', { name: 'Search organic products' }).filter({ visible: true });
    await box.pressSequentially('wild forest honey');
    await page.waitForURL(url('/shop?search=wild+forest+honey'));
    expect(await box.inputValue()).toBe('wild forest honey');
    await eventually(() => page.getByRole('option').filter({ visible: true }).allTextContents()).toEqual([
      expect.stringMatching(/^Wild Forest Honey/),
      'See all results for “wild forest honey”',
    ]);
    await eventually(() => cardNames(page)).toEqual(['Wild Forest Honey']);
    // See all: the list is this page; the suggestions close.
    await page.getByRole('option', { name: 'See all results for “wild forest honey”' }).click();
    await eventually(() => page.getByRole('option').filter({ visible: true }).count()).toBe(0);
    // Clear search empties the box.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await eventually(() => box.inputValue()).toBe('');
    await eventually(() => page.getByTestId('product-card').count()).toBe(18);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search and the PIN code check, read by assistive technology', () => {
  it('has no serious or critical axe violation with "did you mean", "see all" and a refused PIN code', async () => {
    const { context, page } = await newAxePage(browser, 'phone');
    await page.goto(url('/shop?search=hony'));
    await page.getByTestId('did-you-mean').getByRole('link').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'shop: did you mean');
    const box = page.getByRole('combobox', { name: 'Search organic products' }).filter({ visible: true });
    await box.fill('');
    await box.fill('hony');
    await eventually(() => page.getByRole('option').filter({ visible: true }).count()).toBe(3);
    await expectNoSeriousA11yViolations(page, 'suggestions: did you mean');
    await box.fill('ghee');
    await eventually(() => page.getByRole('option').filter({ visible: true }).last().textContent()).toBe(
      'See all results for “ghee”',
    );
    await expectNoSeriousA11yViolations(page, 'suggestions: see all');
    await page.goto(url(`/product/${honey.id}`));
    await page.getByLabel('Check delivery to your PIN code').fill('999999');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await eventually(() => page.getByTestId('pincode-result').textContent()).toMatch(
      /not an Indian PIN code/,
    );
    await expectNoSeriousA11yViolations(page, 'product: PIN code refused');
    await context.close();
  });
});
