import { packLabel } from './pack-label';
import type { Product } from '@contract/products';
import { PRODUCT_PAGE_MESSAGES, SHOP_META_MESSAGES as SHOP } from '@/words/shop-messages';
import type { RatingSummary } from '@contract/reviews';
import { productPath, shopCategoryPath } from '@contract/site-paths';
import type { PageMeta } from '@/seo/document-meta';
import { formatInr } from '@/shop/format';
import { ogImageFor } from '@/seo/og-image';
import { breadcrumbJsonLd, productBreadcrumbs, productJsonLd } from '@/seo/structured-data';
import { ALL_CATEGORIES, listPrice } from './catalogue';

/** What a product page says about itself: name, price and picture for a shared link, JSON-LD. */
export function productPageMeta(product: Product, rating: RatingSummary | undefined): PageMeta {
  const image = ogImageFor(product.image);
  const price = listPrice(product);
  const first = product.variants[0];
  // A shared link shows the price, as a shopper would ask for it first in a family group.
  const priceText =
    price !== null && first
      ? PRODUCT_PAGE_MESSAGES.metaPrice(formatInr(price), packLabel(product, first.unit))
      : '';
  return {
    title: product.name,
    description: `${priceText}${PRODUCT_PAGE_MESSAGES.metaDescription(product.shortDescription || product.name)}`,
    path: productPath(product.id),
    image,
    type: 'product',
    jsonLd: [productJsonLd(product, { image, rating }), breadcrumbJsonLd(productBreadcrumbs(product))],
  };
}

/**
 * The shop, or one category of it (`category`: the option chosen, as the catalogue spells it, or
 * null for all products or a category the catalogue does not have): each category is its own
 * page, with its canonical address and breadcrumbs.
 */
export function shopPageMeta(category: { value: string; label: string } | null): PageMeta {
  const { description } = SHOP;
  if (!category || category.value === ALL_CATEGORIES)
    return { title: SHOP.title, description, path: '/shop' };
  const { label } = category;
  const path = shopCategoryPath(category.value);
  return {
    title: SHOP.categoryTitle(label),
    description: `${SHOP.categoryDescription(label)} ${description}`,
    path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: SHOP.home, path: '/' },
        { name: SHOP.shop, path: '/shop' },
        { name: label, path },
      ]),
    ],
  };
}
