import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { resetDatabase } from '../support/emulators.js';
import { expectNoSeriousA11yViolations, newAxePage, url, VIEWPORT_NAMES } from './helpers.js';

/** axe-core on every public screen, at phone and desktop width: no serious or critical violation. */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: '/', ready: (p) => p.getByRole('list', { name: 'Testimonials' }).waitFor() },
  { name: 'shop', path: '/shop', ready: (p) => p.getByTestId('product-card').first().waitFor() },
  {
    name: 'empty shop',
    path: '/shop?search=zzzz',
    ready: (p) => p.getByText('No Organic Products Found').waitFor(),
  },
  {
    name: 'product',
    path: '/product/1',
    ready: (p) => p.getByRole('heading', { name: 'Customer Reviews' }).waitFor(),
  },
  { name: 'product not found', path: '/product/5', ready: (p) => p.getByText('Product Not Found').waitFor() },
  { name: 'about', path: '/about', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'contact', path: '/contact', ready: (p) => p.getByLabel('Full name').waitFor() },
  { name: 'blog', path: '/blog', ready: (p) => p.getByTestId('blog-card').first().waitFor() },
  {
    name: 'blog post',
    path: `/blog/${encodeURIComponent('गुळाचा-हंगाम')}`,
    ready: (p) => p.getByTestId('blog-content').waitFor(),
  },
  { name: '404', path: '/no/such/page', ready: (p) => p.getByText('Page not found').waitFor() },
  { name: 'privacy', path: '/privacy', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
];

describe.each(VIEWPORT_NAMES)('accessibility (%s)', (viewport) => {
  it('finds no serious or critical axe violation on any public screen', async () => {
    const { context, page } = await newAxePage(browser, viewport);
    for (const screen of SCREENS) {
      await page.goto(url(screen.path));
      await screen.ready(page);
      await expectNoSeriousA11yViolations(page, screen.name);
    }
    // Open menus and suggestions are screens too.
    await page.goto(url('/'));
    await page.getByRole('list', { name: 'Testimonials' }).waitFor();
    if (viewport === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectNoSeriousA11yViolations(page, 'mobile menu');
      await page.keyboard.press('Escape');
    }
    const search = page.getByRole('combobox', { name: 'Search organic products' }).filter({ visible: true });
    await search.fill('honey');
    await page.getByRole('option').filter({ visible: true }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'search suggestions');
    await context.close();
  }, 90_000);
});
