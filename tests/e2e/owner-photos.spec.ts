import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { adminDb, resetDatabase } from '../support/emulators.js';
import { newOwnerNumber, signInWithPhone, toast, watchShopperErrors } from '../support/shopper.js';
import { eventually, pageOverflows, shot, url } from './helpers.js';

/*
 * The owner changes a product's picture from her phone: a camera photo (2400 × 1800 px) chosen in
 * the product's card is made web-sized in the browser (1200 and 480 px), uploaded, saved with the
 * product, and shown on the shop's product page from the shop's own address.
 */

let browser: Browser;
const CAMERA_PHOTO = fileURLToPath(new URL('../fixtures/photos/camera.jpg', import.meta.url));

beforeAll(async () => {
  await resetDatabase();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a product photo from the owner’s phone', () => {
  it('is made web-sized, uploaded, saved with the product and shown in the shop', async () => {
    const name = (await adminDb().collection('products').doc('1').get()).get('name') as string;
    const { context, page } = await newPage(browser, 'phone');
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, await newOwnerNumber(), { at: '/admin' });
    const sections = page.getByRole('navigation', { name: 'Back office' });
    await sections.getByRole('link', { name: 'Catalogue' }).click();
    const card = page.getByTestId('admin-product').filter({ hasText: name });
    // Folded to a row until opened.
    await card.locator(':scope > summary').click();
    await card.getByText('Edit name, description and picture').click();
    const edit = card.getByRole('form', { name: `Edit ${name}` });

    await edit.locator('input[type="file"]').setInputFiles(CAMERA_PHOTO);
    const address = edit.getByLabel(/Or give its address/);
    await eventually(() => address.inputValue(), 30_000).toMatch(/^\/api\/photos\/[A-Za-z0-9]{20}\.webp$/);
    const src = await address.inputValue();
    await expect
      .poll(() => edit.locator('.photo-field-preview').getAttribute('src'))
      .toBe(src.replace('.webp', '-small.webp'));
    await edit
      .getByRole('button', { name: 'Change photo' })
      .or(edit.getByText('Change photo'))
      .first()
      .waitFor();
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, 'admin-product-photo-phone');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => toast(page, `${name} saved.`).count()).toBeGreaterThan(0);
    expect((await adminDb().collection('products').doc('1').get()).get('image')).toBe(src);

    // Both sizes were made in the browser, as WebP, at their web sizes.
    for (const [path, width, height] of [
      [src, 1200, 900],
      [src.replace('.webp', '-small.webp'), 480, 360],
    ] as const) {
      const served = await page.request.get(url(path));
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect(imageSize(await served.body())).toMatchObject({ type: 'webp', width, height });
    }

    // The shop shows it on the product page (served from the shop's own address, CSP and all).
    await page.goto(url('/product/1'));
    const picture = page.getByTestId('gallery-main').locator('img');
    await eventually(() =>
      picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/api/photos/');
    await shot(page, 'product-photo-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes into a blog post from the phone: its featured image and a picture in its body', async () => {
    const { context, page } = await newPage(browser, 'phone');
    page.setDefaultTimeout(15_000);
    const errors = watchShopperErrors(page);
    await signInWithPhone(page, await newOwnerNumber(), { at: '/admin/blog/new' });
    await page.getByLabel('Author').fill('Asha Jadhav');
    const featured = page.getByRole('group', { name: 'Featured image' });
    await featured.locator('input[type="file"]').setInputFiles(CAMERA_PHOTO);
    await eventually(() => featured.getByLabel(/Or give its address/).inputValue(), 30_000).toMatch(
      /^\/api\/photos\/[A-Za-z0-9]{20}\.webp$/,
    );
    const en = page.getByTestId('editor-en');
    await en.getByLabel('Title').fill('Jaggery day in pictures');
    await en.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('The first batch of the season.');
    await en.getByRole('button', { name: 'Insert picture' }).click();
    await en.locator('input[type="file"]').setInputFiles(CAMERA_PHOTO);
    const inBody = en.getByRole('textbox', { name: 'Content' }).locator('img[src^="/api/photos/"]');
    await eventually(() => inBody.count(), 30_000).toBe(1);
    expect(await pageOverflows(page)).toBe(false);
    await shot(page, 'admin-blog-photo-phone');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(url('/admin/blog'));

    await page.goto(url('/blog/jaggery-day-in-pictures'));
    const picture = page.getByTestId('blog-content').locator('img[src^="/api/photos/"]');
    await eventually(() =>
      picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(1200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
