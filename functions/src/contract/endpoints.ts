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

/** The public catalogue and content: what a server-rendered page may carry (no user). */
export const publicEndpoints = {
  products: () => get<Product[]>('/products'),
  product: (id: string | number) => get<Product>(`/products/${segment(id)}`),
  /** Every reviewed product's rating figures. */
  ratings: () => get<RatingSummaries>('/reviews/summary'),
  productReviews: (productId: string | number) => get<Review[]>(`/reviews/product/${segment(productId)}`),
  testimonials: () => get<Testimonial[]>('/testimonials'),
  blogPosts: () => get<BlogPost[]>('/blog'),
  /** One post by its English or Marathi slug. */
  blogPost: (slug: string) => get<BlogPost>(`/blog/${segment(slug)}`),
  /** What the server applies to delivery, the first-order offer and cancelling. */
  shopPolicy: () => get<ShopPolicy>('/shop/policy'),
  /** The PIN code check of the product page and the cart. */
  delivery: (pincode: string) => get<DeliveryCheck>(`/delivery/${segment(pincode)}`),
} as const;

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
