import { INDIAN_STATES } from '@contract/india';
import type { Product } from '@contract/products';
import type { RatingSummary } from '@contract/reviews';
import { BREADCRUMB_MESSAGES as M } from '@/words/site-messages';
import { productPath, shopCategoryPath } from '@contract/site-paths';
import { shop } from '@/config/shop';
import { LOGO_IMAGE } from './og-image';

/**
 * Schema.org objects (JSON-LD) that tell search engines what a page is: the farm, a product with
 * its packs and prices, a story, where a page sits. Pure functions of the page's data. URLs are
 * root-relative here; the head tags make them absolute (document-meta.ts), because only the page's
 * host knows its origin.
 */

const CONTEXT = 'https://schema.org';
export const ORGANIZATION_ID = '/#organization';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The farm: name, logo, how to reach it (shop config), where it is. */
export function organizationJsonLd() {
  const lines = shop.address.lines;
  const oneLine = shop.address.oneLine;
  const postalCode = /\b\d{6}\b/.exec(oneLine)?.[0];
  const region = INDIAN_STATES.find((state) => oneLine.toLowerCase().includes(state.toLowerCase()));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: shop.name,
    description: shop.tagline,
    url: '/',
    logo: LOGO_IMAGE,
    email: shop.emails.general,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: lines.slice(0, Math.max(1, lines.length - 1)).join(', '),
      ...(postalCode ? { postalCode } : {}),
      ...(region ? { addressRegion: region } : {}),
      addressCountry: 'IN',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: shop.phone,
        email: shop.emails.general,
        areaServed: 'IN',
        availableLanguage: ['en', 'mr'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: shop.phone,
        email: shop.emails.orders,
        areaServed: 'IN',
        availableLanguage: ['en', 'mr'],
      },
    ],
    ...(shop.social.length > 0 ? { sameAs: shop.social.map((s) => s.url) } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Where a page sits: Home › … › the page itself. */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

/** Home › Shop › Category › Product. */
export function productBreadcrumbs(product: Pick<Product, 'id' | 'name' | 'category'>): Crumb[] {
  return [
    { name: M.home, path: '/' },
    { name: M.shop, path: '/shop' },
    { name: capitalise(product.category.trim()), path: shopCategoryPath(product.category) },
    { name: product.name, path: productPath(product.id) },
  ];
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** A pack's SKU: the product id and its unit ('1-500g'). */
export const packSku = (productId: number, unit: string) =>
  `${productId}-${unit
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')}`;

/**
 * A product and an Offer per priced pack: INR price with two decimals, in stock unless its
 * counted stock is 0 ('-' and null mean the farm does not count it). A pack without a price cannot
 * be bought, so it is not offered. `image`: the product's preview picture (a raster).
 */
export function productJsonLd(
  product: Product,
  { image, rating }: { image: string; rating?: RatingSummary },
) {
  const url = productPath(product.id);
  const offers = product.variants
    .filter((v) => typeof v.price === 'number' && v.price > 0)
    .map((v) => ({
      '@type': 'Offer',
      sku: packSku(product.id, v.unit),
      name: `${product.name}, ${v.unit}`,
      price: v.price!.toFixed(2),
      priceCurrency: 'INR',
      availability: v.stock === 0 ? OUT_OF_STOCK : IN_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
      url,
      seller: { '@id': ORGANIZATION_ID },
    }));
  const images = [image, ...product.images.filter((i) => /\.(png|jpe?g|webp)$/i.test(i))];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description || product.shortDescription || product.name,
    image: [...new Set(images)],
    sku: String(product.id),
    category: capitalise(product.category.trim()),
    brand: { '@type': 'Brand', name: shop.name },
    url,
    ...(offers.length > 0 ? { offers } : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.average * 10) / 10,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** One story, in one language. Dates are ISO 8601; `image` a raster preview picture. */
export function blogPostingJsonLd(post: {
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  image: string;
  inLanguage: string;
  keywords?: string[];
}) {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${post.path}#post`,
    mainEntityOfPage: post.path,
    url: post.path,
    headline: post.headline.slice(0, 110),
    description: post.description,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@id': ORGANIZATION_ID,
      '@type': 'Organization',
      name: shop.name,
      url: '/',
      logo: LOGO_IMAGE,
    },
    image: [post.image],
    inLanguage: post.inLanguage,
    ...(post.keywords && post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
  };
}
