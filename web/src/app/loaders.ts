import { publicEndpoints as api, shopperEndpoints as shopper } from '@contract/endpoints';
import type { Order } from '@contract/orders';
import { pageLoader, privateLoader, type Pending } from '@/platform/route-data';
import type { CartData } from '@/shop/cart-data';
import { takePlacedOrder } from '@/shop/order-placed';
import type { LayoutData } from '@/shop/shop-policy';
import { preloadHome, preloadProduct, preloadShop } from './prefetch';

/*
 * What each page reads (docs/decisions/019). A route's loader (app/route-tree.tsx gives each route
 * its own) is the one place its page's data is defined, for the server's render (in process,
 * awaited) and the browser (over HTTP, promises: a navigation never waits). Its screens read it:
 * the route files pass it on, typed by the data types below. platform/route-data.ts says how.
 */

/** The shop's policy frames every page (the footer, the offer): small and kept at the CDN. */
const readPolicy = pageLoader((_, { read }) => ({ policy: read(api.shopPolicy()) }));
export const layoutLoader = async (...args: Parameters<typeof readPolicy>): Promise<LayoutData> => ({
  policy: await (await readPolicy(...args)).policy,
});

export const homeLoader = pageLoader((_, { read }) => {
  preloadHome();
  return { testimonials: read(api.testimonials()) };
});

export const shopLoader = pageLoader(({ request }, { read }) => {
  const products = read(api.products());
  preloadShop(products, request.url);
  return { products, ratings: read(api.ratings()) };
});

export const productLoader = pageLoader(({ params }, { read }) => {
  const id = params['id'] ?? '';
  const product = read(api.product(id));
  preloadProduct(product);
  return {
    product,
    ratings: read(api.ratings()),
    // A shopper who just reviewed sees her review after a reload: the list is asked again (a 304
    // while it has not changed), never taken from the browser's cache.
    reviews: read(api.productReviews(id), { cache: 'no-cache' }),
  };
});

export const blogLoader = pageLoader((_, { read }) => ({ posts: read(api.blogPosts()) }));
export const blogPostLoader = pageLoader(({ params }, { read }) => ({
  post: read(api.blogPost(params['slug'] ?? '')),
}));

export const cartLoader = privateLoader((_, { own }): CartData => ({
  cart: own(shopper.cart()),
  offer: own(shopper.firstOrderOffer()),
}));
export const checkoutLoader = privateLoader((_, { own }) => ({
  cart: own(shopper.cart()),
  addresses: own(shopper.addresses()),
}));
export const checkoutNowLoader = privateLoader((_, { own }) => ({ addresses: own(shopper.addresses()) }));
export const ordersLoader = privateLoader((_, { own }) => ({ orders: own(shopper.orders()) }));
/** The order the checkout just placed comes with the navigation (shop/order-placed.ts): no second read. */
export const orderLoader = privateLoader(({ params }, { own }) => {
  const id = params['orderId'] ?? '';
  const placed = takePlacedOrder(id);
  const order: Pending<Order> = placed ? { ok: true, data: placed } : own(shopper.order(id));
  return { order, justPlaced: placed !== null };
});

type DataOf<L extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<L>>>;
export type HomeData = DataOf<typeof homeLoader>;
export type ShopData = DataOf<typeof shopLoader>;
export type ProductData = DataOf<typeof productLoader>;
export type BlogData = DataOf<typeof blogLoader>;
export type BlogPostData = DataOf<typeof blogPostLoader>;
export type CheckoutData = DataOf<typeof checkoutLoader>;
export type CheckoutNowData = DataOf<typeof checkoutNowLoader>;
export type OrdersData = DataOf<typeof ordersLoader>;
export type OrderData = DataOf<typeof orderLoader>;
export type { CartData };
