import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEFAULT_SHOP_SETTINGS } from '../../functions/src/contract/settings.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { eventually, expectNoSeriousA11yViolations, newAxePage, url, VIEWPORT_NAMES } from './helpers.js';

/**
 * Shipping & Returns (issue 14 §7): linked from the footer, it states the delivery areas, fees,
 * offer and cancelling as the server applies them (the owner's settings), and the footer carries
 * the FSSAI licence and organic certificate from the build settings.
 */

let browser: Browser;
const shots = mkdtempSync(join(tmpdir(), 'karad-shipping-'));

beforeAll(async () => {
  await resetDatabase();
  await adminDb()
    .collection('settings')
    .doc('shop')
    .set({
      ...DEFAULT_SHOP_SETTINGS,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, karadPincodes: ['415110', '415124'], karadFee: 45 },
    });
  await fetch(url('/api/products/1'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORT_NAMES)('Shipping & Returns (%s)', (viewport) => {
  it('is linked from the footer and states what the server applies', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(url('/about'));
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain('FSSAI Lic. No. 00000000000000');
    expect(await footer.textContent()).toContain('Organic certificate SAMPLE-ORGANIC-CERTIFICATE');
    await footer.getByRole('link', { name: 'Shipping & Returns' }).click();
    await page.waitForURL(url('/shipping'));
    const main = page.locator('main');
    await eventually(() => main.getByRole('heading', { level: 1, name: 'Shipping & Returns' }).count()).toBe(
      1,
    );
    const text = (await main.textContent()) ?? '';
    expect(text).toContain('415110, 415124');
    expect(text).toContain('₹999.00 or more after any discount, and ₹45.00 below that');
    expect(text).toContain('courier for ₹120.00 an order');
    expect(text).toContain('15% off its subtotal');
    expect(text).toContain('cancelled for you');
    await page.screenshot({ path: join(shots, `shipping-${viewport}.png`), fullPage: true });
    await context.close();
  });
});

describe('Shipping & Returns is accessible', () => {
  it('(axe)', async () => {
    const { context, page } = await newAxePage(browser, 'phone');
    await page.goto(url('/shipping'));
    await eventually(() => page.getByRole('heading', { name: 'Where we deliver' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'shipping and returns');
    await context.close();
  });
});
