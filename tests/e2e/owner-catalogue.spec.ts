import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { newOwnerNumber, signInWithPhone, toast, watchShopperErrors } from '../support/shopper.js';
import {
  eventually,
  expectNoSeriousA11yViolations,
  newAxePage,
  pageOverflows,
  shot,
  url,
  VIEWPORT_NAMES,
} from './helpers.js';

/*
 * The farm's range changes with the seasons (issue 26): the owner adds a pack to a product from
 * its card in the back office (a 2 kg jaggery pack), the shop's product page offers it at once,
 * and she removes it again after the shop's own "Remove the … pack?" dialog. On a phone (360 px)
 * and a desktop (1280 px): nothing wider than the screen, every button a thumb's size.
 *
 * KARAD_SHOTS=<a folder you made> saves the card with its pack editor and the dialog there.
 */

let browser: Browser;

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Jaggery Cubes (seed id 6) comes in one pack, 220gm at ₹120. */
const PRODUCT = { id: 6, name: 'Jaggery Cubes' };

/** Buttons and summaries the owner taps: at least 44 × 44 CSS px (WCAG 2.5.5). */
async function expectThumbSized(...targets: Locator[]) {
  for (const target of targets) {
    const box = await target.boundingBox();
    const what = (await target.textContent()) ?? '';
    expect(box, what).not.toBeNull();
    expect(Math.round(box!.height), what).toBeGreaterThanOrEqual(44);
    expect(Math.round(box!.width), what).toBeGreaterThanOrEqual(44);
  }
}

const unitsStored = async () =>
  (
    (await adminDb().collection('products').doc(String(PRODUCT.id)).get()).get('variants') as {
      unit: string;
    }[]
  ).map((v) => v.unit);

describe.each(VIEWPORT_NAMES)('packs of a product in the owner’s catalogue (%s)', (viewport) => {
  it('adds a pack the shop sells at once, and removes it after the confirm dialog', async () => {
    const unit = viewport === 'phone' ? '2 kg' : '5 kg';
    const price = viewport === 'phone' ? '950' : '975';
    const { context, page } = await newAxePage(browser, viewport);
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, await newOwnerNumber(), { at: '/admin/catalogue' });
    // Every product folded to a row, its category named as the shop names it for shoppers.
    const rows = page.getByTestId('admin-product');
    await eventually(() => rows.count()).toBe(18);
    expect(await page.getByTestId('admin-product-count').textContent()).toBe('18 products');
    const categories = await page.locator('.admin-row-category').allTextContents();
    expect(categories).toContain('Jaggery & Honey');
    expect(categories).toContain('Seeds & Grains');
    expect(
      categories.filter((name) => /^(sweetener|organic grains|natural rose petal jam)$/i.test(name)),
    ).toEqual([]);
    expect(
      await rows.evaluateAll((all) => all.filter((row) => (row as HTMLDetailsElement).open).length),
    ).toBe(0);
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, `admin-catalogue-folded-${viewport}`);

    // The search box finds by the shop's category name, then by the product's own name.
    const search = page.getByRole('searchbox', { name: 'Find a product' });
    await search.fill('jaggery & honey');
    await eventually(() => page.getByTestId('admin-product-count').textContent()).toMatch(
      /^\d+ of 18 products$/,
    );
    expect(await rows.locator('.admin-row-category').allTextContents()).toEqual(
      Array((await rows.count()) as number).fill('Jaggery & Honey'),
    );
    await search.fill(PRODUCT.name);
    await eventually(() => rows.count()).toBe(1);
    const card = page.locator(`[data-product-id="${PRODUCT.id}"]`);
    const row = card.locator(':scope > summary');
    expect(await row.textContent()).toBe(`${PRODUCT.name}₹120.00Jaggery & HoneyIn stock`);
    await expectThumbSized(row);
    // Folded until opened: then today's card, its packs to edit.
    expect(await card.getByRole('form', { name: `${PRODUCT.name}, 220gm` }).isVisible()).toBe(false);
    await row.click();
    await card.getByRole('form', { name: `${PRODUCT.name}, 220gm` }).waitFor();
    expect(await card.getByText('#6 · Jaggery & Honey').isVisible()).toBe(true);
    await shot(page, `admin-catalogue-opened-${viewport}`);

    // "Add a pack", folded under the packs: a unit it has is refused in words, before any call.
    await card.getByText('Add a pack', { exact: true }).click();
    const form = card.getByRole('form', { name: `Add a pack to ${PRODUCT.name}` });
    await form.getByLabel('Pack (e.g. 250 g)').fill('220gm');
    await form.getByLabel('Price (₹)').fill(price);
    await form.getByRole('button', { name: 'Add the pack' }).click();
    expect(await form.getByRole('alert').textContent()).toBe(`${PRODUCT.name} already has a pack “220gm”.`);
    await form.getByLabel('Pack (e.g. 250 g)').fill(unit);
    await form.getByLabel('Stock').fill('12');
    expect(await pageOverflows(page)).toBe(false);
    await expectNoSeriousA11yViolations(page, 'admin add pack');
    await shot(page, `admin-add-pack-${viewport}`);
    await form.getByRole('button', { name: 'Add the pack' }).click();
    await eventually(() =>
      toast(page, `${PRODUCT.name}: the ${unit} pack is added.`).count(),
    ).toBeGreaterThan(0);
    const added = card.getByRole('form', { name: `${PRODUCT.name}, ${unit}` });
    await added.waitFor();
    expect(await added.getByLabel('Price (₹)').inputValue()).toBe(`${price}.00`);
    expect(await form.getByLabel('Pack (e.g. 250 g)').inputValue()).toBe('');
    expect(await unitsStored()).toEqual(['220gm', unit]);
    const remove = added.getByRole('button', { name: `Remove the ${unit} pack` });
    await expectThumbSized(
      remove,
      added.getByRole('button', { name: 'Save' }),
      card.locator('summary', { hasText: 'Add a pack' }),
      form.getByRole('button', { name: 'Add the pack' }),
    );
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, `admin-packs-${viewport}`);

    // The shop's product page offers the new pack, at its price.
    const { context: visitor, page: shop } = await newPage(browser, viewport);
    await shop.goto(url(`/product/${PRODUCT.id}`));
    const offered = shop.getByRole('radio', { name: new RegExp(`^${unit}`) });
    await offered.check();
    await eventually(() => shop.getByTestId('product-price').textContent()).toContain(`₹${price}.00`);
    expect(await shop.getByTestId('stock-label').textContent()).toBe(`12 ${unit} available`);

    // Removing asks first: "Keep the pack" keeps it; "Yes, remove it" takes it off.
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Remove the ${unit} pack?` });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'admin remove pack dialog');
    await expectThumbSized(
      dialog.getByRole('button', { name: 'Keep the pack' }),
      dialog.getByRole('button', { name: 'Yes, remove it' }),
    );
    await shot(page, `admin-remove-pack-dialog-${viewport}`);
    await dialog.getByRole('button', { name: 'Keep the pack' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(await unitsStored()).toEqual(['220gm', unit]);
    await remove.click();
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await eventually(() =>
      toast(page, `${PRODUCT.name}: the ${unit} pack is removed.`).count(),
    ).toBeGreaterThan(0);
    await eventually(() => added.count()).toBe(0);
    expect(await unitsStored()).toEqual(['220gm']);

    // The last pack cannot go: Remove says why at once, and asks nothing.
    const last = card.getByRole('form', { name: `${PRODUCT.name}, 220gm` });
    await last.getByRole('button', { name: 'Remove the 220gm pack' }).click();
    expect(await last.getByRole('alert').textContent()).toBe(
      `${PRODUCT.name} needs at least one pack. To stop selling it, hide it from the shop instead.`,
    );
    expect(await dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    // The shop's page: the one pack left, no choice of packs.
    await shop.goto(url(`/product/${PRODUCT.id}`));
    await eventually(() => shop.getByTestId('stock-label').textContent()).toBe('50 220gm available');
    expect(await shop.getByRole('radio').count()).toBe(0);
    await visitor.close();
  });
});
