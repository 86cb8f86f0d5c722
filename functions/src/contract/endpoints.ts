import type { Address } from './addresses.js';
import type { CartItem } from './cart.js';
import type { BlogPost, Testimonial } from './content.js';
import type { Order } from './orders.js';
import type { DeliveryCheck, FirstOrderOffer } from './pricing.js';
import type { Product } from './products.js';
import type { RatingSummaries, Review } from './reviews.js';
import type { ShopPolicy } from './settings.js';

/**
 * A GET the storefront makes: its path under /api, and (as a type only) what it answers. Each is
 * spelled once, here, for the SPA's calls, the server render's answers (web/src/app/route-tree.tsx)
 * and the API tests; product.md §7 describes them. The owner's are in admin-endpoints.ts, so a
 * shopper's phone never loads them.
 */
export interface Endpoint<T> {
  readonly path: string;
  /** Never set: carries the answer's type, so a screen reading this endpoint's answer gets a T. */
  readonly answer?: T;
}

/** An endpoint at `path` answering a T. */
export const get = <T>(path: string): Endpoint<T> => ({ path });
const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * A public endpoint also carries its name and parameters: the server render answers it in process
 * by name (functions/src/site/public-reads.ts), calling what the API's route calls, and never reads
 * its path. `publicGet<T>()(name, params, path)`: the answer's type first, the rest inferred.
 */
const publicGet =
  <T>() =>
  <const N extends string, const P extends Readonly<Record<string, string>>>(
    name: N,
    params: P,
    path: string,
  ) => ({
    ...get<T>(path),
    name,
    params,
  });

/** The public catalogue and content: what a server-rendered page may carry (no user). */
export const publicEndpoints = {
  products: () => publicGet<Product[]>()('products', {}, '/products'),
  product: (id: string | number) =>
    publicGet<Product>()('product', { id: String(id) }, `/products/${segment(id)}`),
  /** Every reviewed product's rating figures. */
  ratings: () => publicGet<RatingSummaries>()('ratings', {}, '/reviews/summary'),
  productReviews: (productId: string | number) =>
    publicGet<Review[]>()(
      'productReviews',
      { productId: String(productId) },
      `/reviews/product/${segment(productId)}`,
    ),
  testimonials: () => publicGet<Testimonial[]>()('testimonials', {}, '/testimonials'),
  blogPosts: () => publicGet<BlogPost[]>()('blogPosts', {}, '/blog'),
  /** One post by its English or Marathi slug. */
  blogPost: (slug: string) => publicGet<BlogPost>()('blogPost', { slug }, `/blog/${segment(slug)}`),
  /** What the server applies to delivery, the first-order offer and cancelling. */
  shopPolicy: () => publicGet<ShopPolicy>()('shopPolicy', {}, '/shop/policy'),
  /** The PIN code check of the product page and the cart. */
  delivery: (pincode: string) =>
    publicGet<DeliveryCheck>()('delivery', { pincode }, `/delivery/${segment(pincode)}`),
} as const;

/** Any of the public endpoints, told apart by `name`. */
export type PublicEndpoint = ReturnType<(typeof publicEndpoints)[keyof typeof publicEndpoints]>;

/** What an endpoint answers. */
export type AnswerOf<E> = E extends Endpoint<infer T> ? T : never;

/** The signed-in shopper's own things (a Bearer token; never server-rendered, never cached). */
export const shopperEndpoints = {
  cart: () => get<CartItem[]>('/cart'),
  addresses: () => get<Address[]>('/addresses'),
  orders: () => get<Order[]>('/orders'),
  order: (id: string) => get<Order>(`/orders/${segment(id)}`),
  /** The first-order discount her next order would get. */
  firstOrderOffer: () => get<FirstOrderOffer>('/checkout/offer'),
  myTestimonials: () => get<Testimonial[]>('/testimonials/my-testimonials'),
} as const;
