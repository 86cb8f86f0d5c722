import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, PRICING_MESSAGES } from '@/words/messages';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@contract/settings';
import { anAddress, get, post, startApi, stopApi } from '../support/api.js';
import { createUser, type TestUser } from '../support/auth.js';
import { adminDb, resetDatabase, stack } from '../support/emulators.js';

/*
 * Every offer a page states comes from the settings, and the first-order offer only where it can
 * still apply (issue 23 §12): GET /checkout/offer for a signed-in shopper, and the server-rendered
 * home and product pages for everyone.
 */
let alice: TestUser;
let karad: string;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  alice = await createUser();
  karad = (await post('/addresses', anAddress(), { token: alice.idToken })).body._id;
});

const storeSettings = (change: Partial<ShopSettings>) =>
  adminDb()
    .collection('settings')
    .doc('shop')
    .set({ ...DEFAULT_SHOP_SETTINGS, ...change });
const offerOf = async (user: TestUser) =>
  (await get('/checkout/offer', { token: user.idToken })).body as { firstOrderDiscountPercent: number };
const honey = [{ productId: 16, quantity: 1, selectedVariant: { unit: '250 gm' } }];

describe('GET /checkout/offer', () => {
  it('is the shop’s first-order offer until the shopper has an order that was not cancelled', async () => {
    expect((await get('/checkout/offer')).status).toBe(401);
    expect(await offerOf(alice)).toEqual({ firstOrderDiscountPercent: 15 });

    const placed = await post(
      '/orders/direct',
      { selectedAddressId: karad, items: honey, paymentMethod: 'cod' },
      { token: alice.idToken },
    );
    expect(placed.status).toBe(201);
    expect(await offerOf(alice)).toEqual({ firstOrderDiscountPercent: 0 });

    const cancelled = await post(`/orders/${placed.body.orderId}/cancel`, {}, { token: alice.idToken });
    expect(cancelled.status).toBe(200);
    expect(await offerOf(alice)).toEqual({ firstOrderDiscountPercent: 15 });

    await storeSettings({ firstOrderDiscountPercent: 10 });
    expect(await offerOf(alice)).toEqual({ firstOrderDiscountPercent: 10 });
    await storeSettings({ firstOrderDiscountPercent: 0 });
    expect(await offerOf(alice)).toEqual({ firstOrderDiscountPercent: 0 });
  });
});

describe('the pages state the offers of the settings', () => {
  const page = async (path: string) => (await fetch(`${stack().hostingUrl}${path}`)).text();
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('home and product pages follow the owner’s free-delivery threshold and first-order discount', async () => {
    await storeSettings({
      firstOrderDiscountPercent: 10,
      delivery: { ...DEFAULT_SHOP_SETTINGS.delivery, freeShippingOver: 1500 },
    });
    for (const path of ['/', '/product/1']) {
      const shown = text(await page(path));
      expect(shown, path).toContain(PRICING_MESSAGES.firstOrderDiscount(10));
      expect(shown, path).toContain('Free delivery in Karad over ₹1,500.00');
      expect(shown, path).not.toMatch(/15% off|₹999\b/);
    }
    expect(text(await page('/'))).toContain(OFFER_MESSAGES.closingTitle(10));

    await storeSettings({ firstOrderDiscountPercent: 0 });
    for (const path of ['/', '/product/1']) {
      const shown = text(await page(path));
      expect(shown, path).not.toContain('off your first order');
      expect(shown, path).toContain('Free delivery in Karad over ₹999.00');
    }
    expect(text(await page('/'))).toContain(OFFER_MESSAGES.closingTitlePlain);
  });
});
